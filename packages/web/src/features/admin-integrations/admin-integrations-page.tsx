import { axregReadRoutes, type AdminIntegration } from '@honora/contract';
import { integrationsScreenMessages } from '@honora/contract/screen-texts/integrations';
import { formatDateTime, formatNumber } from '@honora/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';
import { QueryState } from '../../shared/ui/query-state';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';

const t = integrationsScreenMessages.admin;
const yesNo = integrationsScreenMessages.mappings;

const columns: RecordColumn<AdminIntegration>[] = [
  { header: t.company, cell: (i) => i.companyName },
  { header: t.provider, cell: (i) => integrationsScreenMessages.providers[i.provider] ?? i.provider },
  { header: t.baseUrl, cell: (i) => <Text style={{ wordBreak: 'break-all' }}>{i.baseUrl}</Text> },
  { header: t.active, cell: (i) => (i.active ? yesNo.yes : yesNo.no) },
  { header: t.lastSync, cell: (i) => (i.lastSyncAt ? formatDateTime(i.lastSyncAt) : '') },
  { header: t.calls, align: 'right', cell: (i) => formatNumber(i.calls30Days) },
  {
    header: t.failures,
    align: 'right',
    cell: (i) => <Text c={i.failures30Days > 0 ? 'red' : undefined}>{formatNumber(i.failures30Days)}</Text>,
  },
];

/** /admin/integrations (platform.md §2 admin integrations; decision 053): every company's integration and its last sync. */
export function AdminIntegrationsPage() {
  const query = useQuery({
    queryKey: ['admin', 'integrations'],
    queryFn: ({ signal }) => call(axregReadRoutes.adminList, { signal }),
  });
  return (
    <Stack>
      <Title order={1}>{t.title}</Title>
      <QueryState query={query}>
        {({ items }) => <RecordsTable rows={items} columns={columns} label={t.label} empty={t.empty} minWidth={900} />}
      </QueryState>
    </Stack>
  );
}
