import { fmt, scheduleExceptionRoutes, type ScheduleException, type ScheduleExceptionList } from '@honora/contract';
import { scheduleExceptionsScreenMessages as t } from '@honora/contract/screen-texts/schedule-absences';
import type { CompanyModule } from '@honora/domain';
import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { call } from '../../shared/api/api-client';
import { useCan } from '../../shared/auth/use-can';
import { DateInput } from '../../shared/forms/date-input';
import { toast, toastError } from '../../shared/notify/toast';
import { ConfirmModal } from '../../shared/ui/confirm-modal';
import { QueryState } from '../../shared/ui/query-state';
import { filterErrors, rowParams } from './exception-form-values';
import { ScheduleExceptionForm } from './schedule-exception-form';
import { ScheduleExceptionsTable } from './schedule-exceptions-table';
import { useRefreshScheduleExceptions, useScheduleExceptions, type ExceptionPeriod } from './use-schedule-exceptions';

/** platform.md §6: work exceptions are the module "schedule off". */
const MODULE: CompanyModule = 'scheduleOff';

/** The form is open for a new exception (null) or for one; closed when undefined. */
type Editing = ScheduleException | null | undefined;

/** The period filter: typed DD/MM/AAAA, applied when it holds real dates in order. */
function PeriodFilter({ onApply }: { onApply: (period: ExceptionPeriod) => void }) {
  const [period, setPeriod] = useState<ExceptionPeriod>({ from: '', until: '' });
  const [errors, setErrors] = useState<{ from?: string; until?: string }>({});
  function apply(event: FormEvent) {
    event.preventDefault();
    const found = filterErrors(period.from, period.until);
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(period);
  }
  return (
    <form onSubmit={apply} noValidate aria-label={t.filterLabel}>
      <Group align="flex-end" gap="sm">
        <DateInput
          label={t.from}
          value={period.from}
          onChange={(from) => setPeriod((p) => ({ ...p, from }))}
          error={errors.from}
          w={160}
        />
        <DateInput
          label={t.until}
          value={period.until}
          onChange={(until) => setPeriod((p) => ({ ...p, until }))}
          error={errors.until}
          w={160}
        />
        <Button type="submit" variant="default">
          {t.filter}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {t.filterHint}
      </Text>
    </form>
  );
}

/**
 * /client/exceptionServices (platform.md §2; §4 an exception in force cannot be edited or
 * deleted): the company's work exceptions of a period, added and changed in a dialog, removed
 * after a question. Login only in §2: the screen asks for a company.
 */
export function ScheduleExceptionsPage() {
  const [period, setPeriod] = useState<ExceptionPeriod>({ from: '', until: '' });
  const query = useScheduleExceptions(period);
  return (
    <Stack>
      <div>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.hint}</Text>
      </div>
      <PeriodFilter onApply={setPeriod} />
      <QueryState query={query}>{(data) => <ExceptionsView data={data} />}</QueryState>
    </Stack>
  );
}

function ExceptionsView({ data }: { data: ScheduleExceptionList }) {
  const can = useCan();
  const refresh = useRefreshScheduleExceptions();
  const [editing, setEditing] = useState<Editing>(undefined);
  const [removing, setRemoving] = useState<ScheduleException | null>(null);
  const canWrite = can(MODULE, 'write');

  async function remove(exception: ScheduleException) {
    try {
      await call(scheduleExceptionRoutes.remove, { params: { id: exception.id } });
      toast.success(t.removed);
    } catch (error) {
      toastError(error);
    }
    await refresh();
  }

  return (
    <Stack>
      {!canWrite && <Alert color="blue">{t.readOnly}</Alert>}
      {canWrite && (
        <Group justify="flex-end">
          <Button onClick={() => setEditing(null)}>{t.add}</Button>
        </Group>
      )}
      <ScheduleExceptionsTable
        items={data.items}
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
          <ScheduleExceptionForm
            key={editing?.id ?? 'new'}
            exception={editing}
            choices={data}
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
