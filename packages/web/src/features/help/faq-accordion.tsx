import type { HelpEntries } from '@honora/contract';
import { helpScreenMessages as t } from '@honora/contract/screen-texts/help';
import { Accordion, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { HelpBody } from '../../shared/help/help-body';

interface Props {
  entries: HelpEntries;
  /** Whether a search narrowed the list (the empty text says so). */
  isSearching: boolean;
  /** The entry's own page (public /faq/{id}), when there is one. */
  linkOf?: (id: string) => string;
}

/** The FAQ by category (platform.md §2 faq; decision 056): a heading per category, its questions as accordions. */
export function FaqAccordion({ entries, isSearching, linkOf }: Props) {
  if (entries.categories.length === 0) {
    return <Text c="dimmed">{isSearching ? t.noResults : t.noEntries}</Text>;
  }
  return (
    <Stack gap="lg">
      {entries.categories.map((category) => (
        <section key={category.id} aria-labelledby={`faq-category-${category.id}`}>
          <Title order={2} size="h3" mb="xs" id={`faq-category-${category.id}`}>
            {category.name}
          </Title>
          <Accordion variant="separated" multiple>
            {category.items.map((item) => (
              <Accordion.Item key={item.id} value={item.id}>
                <Accordion.Control>{item.title}</Accordion.Control>
                <Accordion.Panel>
                  <HelpBody body={item.body} />
                  {linkOf && (
                    <Anchor component={Link} to={linkOf(item.id)} size="sm" mt="xs" display="inline-block">
                      {item.title}
                    </Anchor>
                  )}
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>
      ))}
    </Stack>
  );
}
