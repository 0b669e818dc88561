import { fmt, scheduleVacationRoutes, type ScheduleVacation, type ScheduleVacationList } from '@honora/contract';
import { scheduleVacationsScreenMessages as t } from '@honora/contract/screen-texts/schedule-absences';
import { zonedDay, type CompanyModule } from '@honora/domain';
import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { useCan } from '../../shared/auth/use-can';
import { toast, toastError } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { QueryState } from '../../shared/ui/query-state';
import { ScheduleVacationForm } from './schedule-vacation-form';
import { ScheduleVacationsTable } from './schedule-vacations-table';
import { useRefreshScheduleVacations, useScheduleVacations } from './use-schedule-vacations';
import { VacationCapForm } from './vacation-cap-form';
import { rowParams } from './vacation-form-values';

/** platform.md §6: vacations are the module "schedule off". */
const MODULE: CompanyModule = 'scheduleOff';
const FIRST_YEAR = 2000;
const LAST_YEAR = 2099;

/** The form is open for a new vacation (null) or for one; closed when undefined. */
type Editing = ScheduleVacation | null | undefined;

/**
 * /client/VacationConfig (platform.md §2): the doctors' vacations of a year, added and changed in
 * a dialog, removed after a question, and the company's cap on doctors away at once. Login only
 * in §2: the screen asks for a company.
 */
export function ScheduleVacationsPage() {
  const today = zonedDay(Date.now());
  const [year, setYear] = useState(() => Number(today.slice(0, 4)));
  const query = useScheduleVacations(year);
  return (
    <Stack>
      <div>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.hint}</Text>
      </div>
      <Group gap="sm" role="group" aria-label={t.year}>
        <Button variant="default" onClick={() => setYear(year - 1)} disabled={year <= FIRST_YEAR}>
          {`‹ ${t.previousYear}`}
        </Button>
        <Title order={2} size="h3" miw={100} ta="center" aria-live="polite">
          {year}
        </Title>
        <Button variant="default" onClick={() => setYear(year + 1)} disabled={year >= LAST_YEAR}>
          {`${t.nextYear} ›`}
        </Button>
      </Group>
      <QueryState query={query}>{(data) => <VacationsView data={data} today={today} />}</QueryState>
    </Stack>
  );
}

function VacationsView({ data, today }: { data: ScheduleVacationList; today: string }) {
  const can = useCan();
  const refresh = useRefreshScheduleVacations();
  const [editing, setEditing] = useState<Editing>(undefined);
  const [removing, setRemoving] = useState<ScheduleVacation | null>(null);
  const canWrite = can(MODULE, 'write');

  async function remove(vacation: ScheduleVacation) {
    try {
      await call(scheduleVacationRoutes.remove, { params: { id: vacation.id } });
      toast.success(t.removed);
    } catch (error) {
      toastError(error);
    }
    await refresh();
  }

  return (
    <Stack>
      <VacationCapForm key={String(data.maxConcurrentVacations)} max={data.maxConcurrentVacations} onSaved={refresh} />
      {!canWrite && <Alert color="blue">{t.readOnly}</Alert>}
      {canWrite && (
        <Group justify="flex-end">
          <Button onClick={() => setEditing(null)}>{t.add}</Button>
        </Group>
      )}
      <ScheduleVacationsTable
        year={data.year}
        items={data.items}
        today={today}
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
          <ScheduleVacationForm
            key={editing?.id ?? 'new'}
            vacation={editing}
            doctors={data.doctors}
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
        message={removing ? fmt(t.removeConfirm, rowParams(removing)) : ''}
        confirmLabel={t.remove}
        onConfirm={() => (removing ? remove(removing) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
