import { fmt, workloadRoutes, type WorkloadRow, type Workloads } from '@honora/contract';
import { workloadsScreenMessages as t } from '@honora/contract/screen-texts/workloads';
import { brazilDate, type CompanyModule } from '@honora/domain';
import { Alert, Button, Group, Modal, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { useCan } from '../../shared/auth/use-can';
import { monthOptions } from '../../shared/forms/months';
import { toast, toastError } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { QueryState } from '../../shared/ui/query-state';
import { useRefreshWorkloads, useWorkloads } from './use-workloads';
import { WorkloadForm } from './workload-form';
import { WorkloadHistory } from './workload-history';
import { WorkloadsTable } from './workloads-table';

/** platform.md §6 module workloads. */
const MODULE: CompanyModule = 'workloads';

/** The dialog is open for a new workload (null) or for one; closed when undefined. */
type Editing = WorkloadRow | null | undefined;

/**
 * /client/workloads (platform.md §2 workloads; decision 047): for a month, each doctor's
 * contracted hours, what the published roster gives them and the balance carried month to month.
 */
export function WorkloadsPage() {
  const [month, setMonth] = useState(() => brazilDate(new Date()).slice(0, 7));
  const query = useWorkloads(month);
  return (
    <Stack>
      <div>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.hint}</Text>
      </div>
      <Select
        label={t.month}
        data={monthOptions(brazilDate(new Date()), 24, 6, [month])}
        value={month}
        onChange={(value) => value && setMonth(value)}
        allowDeselect={false}
        w={180}
      />
      <QueryState query={query}>{(data) => <WorkloadsView data={data} />}</QueryState>
    </Stack>
  );
}

function WorkloadsView({ data }: { data: Workloads }) {
  const can = useCan();
  const refresh = useRefreshWorkloads();
  const [editing, setEditing] = useState<Editing>(undefined);
  const [history, setHistory] = useState<WorkloadRow | null>(null);
  const [removing, setRemoving] = useState<WorkloadRow | null>(null);
  const canWrite = can(MODULE, 'write');
  const without = data.doctors.filter((d) => data.withoutWorkload.includes(d.id));
  const formTitle = editing ? fmt(t.editTitle, { doctor: editing.doctor.name }) : t.newTitle;

  async function remove(row: WorkloadRow) {
    try {
      await call(workloadRoutes.remove, { params: { id: row.id } });
      toast.success(t.removed);
      await refresh();
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <Stack>
      {!canWrite && <Alert color="blue">{t.readOnly}</Alert>}
      {!data.published && <Alert color="yellow">{t.notPublishedHint}</Alert>}
      {canWrite && (
        <Group justify="flex-end">
          <Button onClick={() => setEditing(null)}>{t.add}</Button>
        </Group>
      )}
      <WorkloadsTable
        rows={data.items}
        canEdit={canWrite}
        canRemove={can(MODULE, 'rm')}
        onHistory={setHistory}
        onEdit={setEditing}
        onRemove={setRemoving}
      />
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="xs">
          {t.without}
        </Title>
        <Text size="sm">{without.length === 0 ? t.withoutNone : without.map((d) => d.name).join(', ')}</Text>
      </Paper>
      <Modal opened={editing !== undefined} onClose={() => setEditing(undefined)} title={formTitle} size="lg" centered>
        {editing !== undefined && (
          <WorkloadForm
            key={editing?.id ?? 'new'}
            workload={editing}
            month={data.month}
            doctors={data.doctors}
            title={formTitle}
            onCancel={() => setEditing(undefined)}
            onSaved={async () => {
              setEditing(undefined);
              await refresh();
            }}
          />
        )}
      </Modal>
      <Modal
        opened={history !== null}
        onClose={() => setHistory(null)}
        title={history ? fmt(t.historyTitle, { doctor: history.doctor.name }) : ''}
        size="xl"
        centered
      >
        {history && <WorkloadHistory id={history.id} />}
      </Modal>
      <ConfirmModal
        title={removing ? t.remove : null}
        message={removing ? fmt(t.removeConfirm, { doctor: removing.doctor.name }) : ''}
        confirmLabel={t.remove}
        onConfirm={() => (removing ? remove(removing) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
