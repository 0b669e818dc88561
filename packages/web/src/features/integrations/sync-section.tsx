import { AXREG_TYPES, axregRoutes, fmt, type AxregIntegration, type AxregSyncReport } from '@honora/contract';
import { integrationsScreenMessages } from '@honora/contract/screen-texts/integrations';
import { formatDateTime, formatNumber } from '@honora/domain';
import { Button, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { toast, toastError } from '../../shared/notify/toast';

const t = integrationsScreenMessages.sync;
const typeTitles = integrationsScreenMessages.typeTitles;

interface Props {
  integration: AxregIntegration;
  canWrite: boolean;
  onSynced: () => void;
}

/** What a sync found per type (decision 053): new, changed (brought in), unchanged. */
export function SyncReportTable({ report }: { report: AxregSyncReport }) {
  return (
    <Table aria-label={t.reportLabel} maw={640}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t.type}</Table.Th>
          <Table.Th ta="right">{t.new}</Table.Th>
          <Table.Th ta="right">{t.changed}</Table.Th>
          <Table.Th ta="right">{t.unchanged}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {AXREG_TYPES.map((type) => {
          const counts = report.types[type];
          return (
            <Table.Tr key={type}>
              <Table.Td>{typeTitles[type]}</Table.Td>
              <Table.Td ta="right">{formatNumber(counts?.new ?? 0)}</Table.Td>
              <Table.Td ta="right">{formatNumber(counts?.changed ?? 0)}</Table.Td>
              <Table.Td ta="right">{formatNumber(counts?.unchanged ?? 0)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/**
 * "Testar conexão / Instituições" lists the registry's institutions (a call that reaches it);
 * choosing one and "Ativar sincronização" activates it and pulls every record (decision 053).
 */
export function SyncSection({ integration, canWrite, onSynced }: Props) {
  const [institutions, setInstitutions] = useState<{ value: string; label: string }[] | null>(null);
  const [institutionId, setInstitutionId] = useState<string | null>(integration.institutionId);
  const [busy, setBusy] = useState<'test' | 'sync' | null>(null);

  async function test() {
    setBusy('test');
    try {
      const answer = await call(axregRoutes.institutions, { body: {} });
      setInstitutions(answer.items.map((i) => ({ value: i.id, label: i.name })));
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(null);
    }
  }

  async function sync() {
    if (!institutionId) return;
    setBusy('sync');
    try {
      await call(axregRoutes.syncActivation, { body: { institutionId } });
      toast.success(t.done);
      onSynced();
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(null);
    }
  }

  const choices =
    institutions ??
    (integration.institutionId
      ? [{ value: integration.institutionId, label: integration.institutionName ?? integration.institutionId }]
      : []);
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2}>{t.title}</Title>
        {canWrite && (
          <Group align="flex-end">
            <Button variant="light" onClick={() => void test()} loading={busy === 'test'}>
              {t.testConnection}
            </Button>
            <Select
              label={t.institution}
              placeholder={t.institutionPlaceholder}
              data={choices}
              value={institutionId}
              onChange={setInstitutionId}
              nothingFoundMessage={t.noInstitutions}
              w={320}
            />
            <Button onClick={() => void sync()} disabled={!institutionId} loading={busy === 'sync'}>
              {t.activate}
            </Button>
          </Group>
        )}
        {institutions?.length === 0 && <Text c="dimmed">{t.noInstitutions}</Text>}
        <Text>
          {integration.lastSyncAt ? fmt(t.lastSync, { date: formatDateTime(integration.lastSyncAt) }) : t.never}
        </Text>
        {integration.lastSyncReport && <SyncReportTable report={integration.lastSyncReport} />}
      </Stack>
    </Paper>
  );
}
