import type { PermissionTemplate } from '@honora/contract';
import { formatNumber } from '@honora/domain';
import { Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { QueryState } from '../ui/query-state';
import { usePermissionTemplate } from './use-permission-template';

interface CatalogPageProps<Row> {
  title: string;
  hint: string;
  searchLabel: string;
  searchPlaceholder: string;
  total: (count: string) => string;
  /** The catalog's rows for the template, filtered by the search text. */
  rowsOf: (template: PermissionTemplate, search: string) => Row[];
  table: (rows: Row[]) => ReactNode;
}

/** A searchable list over the permission template: the frame of /admin/accessModules and /admin/accessActions. */
export function CatalogPage<Row>(props: CatalogPageProps<Row>) {
  const [search, setSearch] = useState('');
  const query = usePermissionTemplate();
  return (
    <Stack>
      <div>
        <Title order={1}>{props.title}</Title>
        <Text c="dimmed">{props.hint}</Text>
      </div>
      <TextInput
        label={props.searchLabel}
        placeholder={props.searchPlaceholder}
        type="search"
        maw={420}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <QueryState query={query}>
        {(template) => {
          const rows = props.rowsOf(template, search);
          return (
            <>
              {props.table(rows)}
              <Text size="sm" c="dimmed">
                {props.total(formatNumber(rows.length))}
              </Text>
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}
