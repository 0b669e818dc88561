import { JOBS_PAGE_SIZE, messages } from '@honora/contract';
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PagedResults } from '../../shared/ui/paged-results';
import { JobsFilterForm } from './jobs-filter-form';
import { JobsTable } from './jobs-table';
import { useAdminJobs, type JobFilters } from './use-admin-jobs';

const t = messages.screens.jobs;
const totalLabel = (total: string) => t.total.replace('{total}', total);

/** /admin/Jobs (platform.md §2): every company's background jobs for super admins; retry and cancel. */
export function AdminJobsPage() {
  const [filters, setFilters] = useState<JobFilters>({});
  const [page, setPage] = useState(1);
  const query = useAdminJobs(filters, page);
  return (
    <Stack>
      <div>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.hint}</Text>
      </div>
      <JobsFilterForm
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <PagedResults query={query} page={page} pageSize={JOBS_PAGE_SIZE} onPageChange={setPage} totalLabel={totalLabel}>
        {(data) => <JobsTable items={data.items} />}
      </PagedResults>
    </Stack>
  );
}
