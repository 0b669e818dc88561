import { fmt, type LanguageEntry } from '@honora/contract';
import { languageScreenMessages as t } from '@honora/contract/screen-texts/language';
import { Badge, Button, Checkbox, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { QueryState } from '../../shared/ui/query-state';
import { useLanguageTexts } from './use-language';

interface Props {
  selected: string | null;
  onSelect: (key: string) => void;
}

function Rows({ items, selected, onSelect }: Props & { items: LanguageEntry[] }) {
  return (
    <Table striped aria-label={t.listLabel}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t.key}</Table.Th>
          <Table.Th>{t.currentText}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.key}>
            <Table.Td>
              <Button
                variant={item.key === selected ? 'light' : 'subtle'}
                size="compact-sm"
                aria-label={fmt(t.openKey, { key: item.key })}
                onClick={() => onSelect(item.key)}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
              >
                {item.key}
              </Button>
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" style={{ wordBreak: 'break-word' }}>
                  {item.text}
                </Text>
                {item.isEdited && (
                  <Badge color="green" variant="light">
                    {t.edited}
                  </Badge>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The catalog's texts: search by key or text, only the edited ones, page by page. */
export function TextList({ selected, onSelect }: Props) {
  const [search, setSearch] = useState('');
  const [onlyEdited, setOnlyEdited] = useState(false);
  const [page, setPage] = useState(1);
  const query = useLanguageTexts({ q: search.trim() || undefined, edited: onlyEdited ? 'true' : undefined, page });
  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <TextInput
          label={t.search}
          placeholder={t.searchPlaceholder}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: 1 }}
        />
        <Checkbox
          label={t.onlyEdited}
          checked={onlyEdited}
          onChange={(event) => {
            setOnlyEdited(event.currentTarget.checked);
            setPage(1);
          }}
          mb={8}
        />
      </Group>
      <QueryState query={query}>
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
          return (
            <Stack gap="xs">
              <Text size="sm" c="dimmed" role="status">
                {fmt(t.results, { count: data.total })}
              </Text>
              <Rows items={data.items} selected={selected} onSelect={onSelect} />
              {pages > 1 && (
                <Group justify="space-between">
                  <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    {t.previousPage}
                  </Button>
                  <Text size="sm">{fmt(t.pageOf, { page, pages })}</Text>
                  <Button variant="default" size="xs" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                    {t.nextPage}
                  </Button>
                </Group>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
