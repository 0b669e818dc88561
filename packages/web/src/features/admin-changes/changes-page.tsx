import { messages, fmt } from '@honora/contract';
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PagedResults } from '../../shared/ui/paged-results';
import type { ChangeFilters } from './change-filters';
import { ChangesFilterForm } from './changes-filter-form';
import { ChangesTable } from './changes-table';
import { CHANGES_PAGE_SIZE, useChanges } from './use-changes';

const t = messages.screens.changes;

/** /admin/changes: the audit log — who changed what and when (platform.md §9: audit days in UTC−4). */
export function ChangesPage() {
  const [filters, setFilters] = useState<ChangeFilters>({});
  const [page, setPage] = useState(1);
  const query = useChanges(filters, page);
  return (
    <Stack>
      <div>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.hint}</Text>
      </div>
      <ChangesFilterForm
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <PagedResults
        query={query}
        page={page}
        pageSize={CHANGES_PAGE_SIZE}
        onPageChange={setPage}
        totalLabel={(count) => fmt(t.total, { count })}
      >
        {(data) => <ChangesTable items={data.items} />}
      </PagedResults>
    </Stack>
  );
}
