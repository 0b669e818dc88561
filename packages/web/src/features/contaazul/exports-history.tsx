import { fmt, messages } from '@honora/contract';
import { contaAzulScreenMessages } from '@honora/contract/screen-texts/contaazul';
import { formatDateTime, formatNumber } from '@honora/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { JOB_STATUS_COLORS } from '../../shared/jobs/job-state';
import { QueryState } from '../../shared/ui/query-state';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { ExportResultsTable } from '../../shared/contaazul/export-results-table';
import { useContaAzulJobResults, useContaAzulJobs } from '../../shared/contaazul/use-contaazul';

const t = contaAzulScreenMessages.export;
const statuses: Record<string, string> = messages.screens.jobs.statuses;

interface JobRow {
  id: string;
  status: string;
  count: number;
  exported: number;
  failed: number;
  createdAt: string;
  createdByName: string;
}

const columns: RecordColumn<JobRow>[] = [
  { header: t.jobs.at, cell: (j) => formatDateTime(j.createdAt) },
  { header: t.jobs.by, cell: (j) => j.createdByName },
  {
    header: t.jobs.status,
    cell: (j) => (
      <Text size="sm" c={j.status === 'FAILED' ? JOB_STATUS_COLORS.FAILED : undefined}>
        {statuses[j.status] ?? j.status}
      </Text>
    ),
  },
  { header: t.jobs.count, align: 'right', cell: (j) => formatNumber(j.count) },
  { header: t.jobs.exported, align: 'right', cell: (j) => formatNumber(j.exported) },
  {
    header: t.jobs.failed,
    align: 'right',
    cell: (j) => <Text c={j.failed > 0 ? 'red' : undefined}>{formatNumber(j.failed)}</Text>,
  },
];

function JobResults({ jobId }: { jobId: string }) {
  const results = useContaAzulJobResults(jobId);
  return <QueryState query={results}>{(data) => <ExportResultsTable items={data.items} />}</QueryState>;
}

/** "Últimas exportações" (decision 054): the company's export jobs; one picked shows each event's result. */
export function ExportsHistory() {
  const query = useContaAzulJobs();
  const [jobId, setJobId] = useState<string | null>(null);
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2}>{t.history}</Title>
        <QueryState query={query}>
          {(data) => (
            <RecordsTable
              rows={data.items.map((j) => ({ ...j, id: j.jobId }))}
              columns={columns}
              label={t.jobs.label}
              empty={t.historyEmpty}
              minWidth={760}
              action={{
                label: t.jobs.open,
                ariaLabel: (j) => fmt(t.jobs.openLabel, { date: formatDateTime(j.createdAt) }),
                onClick: (j) => setJobId(j.id),
              }}
            />
          )}
        </QueryState>
        {jobId && <JobResults jobId={jobId} />}
      </Stack>
    </Paper>
  );
}
