import { fmt, type AxregCall } from '@honora/contract';
import { integrationsScreenMessages } from '@honora/contract/screen-texts/integrations';
import { formatDateTime } from '@honora/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { PagePager } from './page-pager';
import { useCalls } from './use-integrations';
import { QueryState } from '../../shared/ui/query-state';

const t = integrationsScreenMessages.calls;

const columns: RecordColumn<AxregCall>[] = [
  { header: t.at, cell: (c) => formatDateTime(c.at) },
  { header: t.provider, cell: (c) => integrationsScreenMessages.providers[c.provider] ?? c.provider },
  { header: t.method, cell: (c) => c.method },
  { header: t.path, cell: (c) => <Text style={{ wordBreak: 'break-all' }}>{c.path}</Text> },
  {
    header: t.status,
    align: 'right',
    cell: (c) => (c.status === null ? t.noAnswer : <Text c={c.status >= 400 ? 'red' : undefined}>{c.status}</Text>),
  },
  { header: t.duration, align: 'right', cell: (c) => fmt(t.ms, { ms: c.durationMs }) },
  { header: t.error, cell: (c) => c.error ?? '' },
];

/**
 * The audit of outgoing calls (decision 053: method, path, status, duration, never secrets; 90
 * days), 100 a page, shown to who may manage the integrations (the page checks it first).
 */
export function CallsSection() {
  const [page, setPage] = useState(1);
  const query = useCalls(page);
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2}>{t.title}</Title>
        <QueryState query={query}>
          {(data) => (
            <>
              <RecordsTable rows={data.items} columns={columns} label={t.label} empty={t.empty} minWidth={900} />
              <PagePager page={page} hasMore={data.hasMore} onPage={setPage} />
            </>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
