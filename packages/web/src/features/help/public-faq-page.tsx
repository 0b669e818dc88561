import { helpScreenMessages as t } from '@honora/contract/screen-texts/help';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { HelpBody } from '../../shared/help/help-body';
import { paths } from '../../shared/routing/paths';
import { QueryState } from '../../shared/ui/query-state';
import { FaqAccordion } from './faq-accordion';
import { filterFaq } from './faq-filter';
import { FaqSearch } from './faq-search';
import { usePublicFaq, usePublicFaqEntry } from './use-help';

/**
 * The public /faq and /faq/{id} (platform.md §2; decision 056): no login. The published PUBLIC
 * questions by category with a search without accents, or one question on its own page; a
 * link to sign in for the answers reserved to users.
 */
export function PublicFaqPage() {
  const { id } = useParams();
  return (
    <Stack>
      {id ? <PublicFaqEntry id={id} /> : <PublicFaqList />}
      <Paper withBorder p="md">
        <Group justify="space-between" wrap="wrap">
          <Text>{t.signInHint}</Text>
          <Button component={Link} to={paths.clientLogin}>
            {t.signIn}
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}

function PublicFaqList() {
  const query = usePublicFaq();
  const [search, setSearch] = useState('');
  return (
    <Stack>
      <div>
        <Title order={1}>{t.faqTitle}</Title>
        <Text c="dimmed">{t.faqHint}</Text>
      </div>
      <FaqSearch value={search} onChange={setSearch} />
      <QueryState query={query}>
        {(data) => (
          <FaqAccordion
            entries={filterFaq(data, search)}
            isSearching={search.trim() !== ''}
            linkOf={(entryId) => `${paths.faq}/${entryId}`}
          />
        )}
      </QueryState>
    </Stack>
  );
}

function PublicFaqEntry({ id }: { id: string }) {
  const query = usePublicFaqEntry(id);
  return (
    <Stack>
      <Anchor component={Link} to={paths.faq}>
        {t.backToFaq}
      </Anchor>
      {query.isError ? (
        <>
          <Title order={1}>{t.faqTitle}</Title>
          <Text role="alert">{t.entryNotFound}</Text>
        </>
      ) : (
        <QueryState query={query}>
          {(entry) => (
            <article>
              <Text c="dimmed" size="sm">
                {entry.categoryName}
              </Text>
              <Title order={1} mb="sm">
                {entry.title}
              </Title>
              <HelpBody body={entry.body} />
            </article>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
