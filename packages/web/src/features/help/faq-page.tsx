import { helpScreenMessages as t } from '@honora/contract/screen-texts/help';
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryState } from '../../shared/ui/query-state';
import { FaqAccordion } from './faq-accordion';
import { filterFaq } from './faq-filter';
import { FaqSearch } from './faq-search';
import { useSignedInFaq } from './use-help';

/**
 * /client/faq (platform.md §2 client faq; decision 056): the published questions of both
 * audiences, by category, narrowed by the search box without accents or case.
 */
export function FaqPage() {
  const query = useSignedInFaq();
  const [search, setSearch] = useState('');
  return (
    <Stack maw={900}>
      <div>
        <Title order={1}>{t.faqTitle}</Title>
        <Text c="dimmed">{t.faqHint}</Text>
      </div>
      <FaqSearch value={search} onChange={setSearch} />
      <QueryState query={query}>
        {(data) => <FaqAccordion entries={filterFaq(data, search)} isSearching={search.trim() !== ''} />}
      </QueryState>
    </Stack>
  );
}
