import { fmt, onCallRoutes, type ScheduleLine, type ScheduleLineOptions } from '@honora/contract';
import { onCallLinesScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import type { CompanyModule } from '@honora/domain';
import { Alert, Anchor, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../shared/api/api-client';
import { useCan } from '../../shared/auth/use-can';
import { toast, toastError } from '../../shared/notify/toast';
import { paths } from '../../shared/routing/paths';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { QueryState } from '../../shared/ui/query-state';
import { OnCallLineForm } from './on-call-line-form';
import { lineName, OnCallLinesTable } from './on-call-lines-table';
import { useLineOptions, useOnCallLines, useRefreshOnCallLines } from './use-on-call-lines';

/** platform.md §6: the roster and its lines are the module "schedule on call" (decision 043). */
const MODULE: CompanyModule = 'scheduleOnCall';

/** The form is open for a new line (null) or for one line; closed when undefined. */
type Editing = ScheduleLine | null | undefined;

/** Without workplaces or shifts no line can be made: where to register them. */
function MissingRegistries() {
  return (
    <Alert color="blue" role="status">
      <Stack gap="xs">
        <Text>{t.noWorkplaces}</Text>
        <Group>
          <Anchor component={Link} to={paths.clientWorkplaces}>
            {t.goToWorkplaces}
          </Anchor>
          <Anchor component={Link} to={paths.clientHours}>
            {t.goToShifts}
          </Anchor>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * /client/ConfigOnCallSchedule (platform.md §2; decision 043): the lines of the on-call roster —
 * which shifts are staffed at which workplaces, how many doctors a day, the on-call percentage —
 * added and changed in a dialog, removed after a question.
 */
export function OnCallLinesPage() {
  const lines = useOnCallLines();
  const options = useLineOptions();
  return (
    <Stack>
      <div>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.hint}</Text>
      </div>
      <QueryState query={options}>
        {(choices) => (
          <QueryState query={lines}>{(data) => <LinesView lines={data.items} options={choices} />}</QueryState>
        )}
      </QueryState>
    </Stack>
  );
}

function LinesView({ lines, options }: { lines: readonly ScheduleLine[]; options: ScheduleLineOptions }) {
  const can = useCan();
  const refresh = useRefreshOnCallLines();
  const [editing, setEditing] = useState<Editing>(undefined);
  const [removing, setRemoving] = useState<ScheduleLine | null>(null);
  const canWrite = can(MODULE, 'write');
  const hasRegistries = options.workplaces.length > 0 && options.shifts.length > 0;

  async function remove(line: ScheduleLine) {
    try {
      await call(onCallRoutes.removeLine, { params: { id: line.id } });
      toast.success(t.removed);
      await refresh();
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <Stack>
      {!hasRegistries && <MissingRegistries />}
      {!canWrite && <Alert color="blue">{t.readOnly}</Alert>}
      {canWrite && hasRegistries && (
        <Group justify="flex-end">
          <Button onClick={() => setEditing(null)}>{t.add}</Button>
        </Group>
      )}
      <OnCallLinesTable
        lines={lines}
        canEdit={canWrite}
        canRemove={can(MODULE, 'rm')}
        onEdit={setEditing}
        onRemove={setRemoving}
      />
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? t.editTitle : t.newTitle}
        size="lg"
        centered
      >
        {editing !== undefined && (
          <OnCallLineForm
            key={editing?.id ?? 'new'}
            line={editing}
            options={options}
            onCancel={() => setEditing(undefined)}
            onSaved={async () => {
              setEditing(undefined);
              await refresh();
            }}
          />
        )}
      </Modal>
      <ConfirmModal
        title={removing ? t.remove : null}
        message={removing ? fmt(t.removeConfirm, { line: lineName(removing) }) : ''}
        confirmLabel={t.remove}
        onConfirm={() => (removing ? remove(removing) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
