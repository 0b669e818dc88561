import { fmt, type ScheduleLimit, type ScheduleLimits } from '@honora/contract';
import { scheduleLimitsScreenMessages as t } from '@honora/contract/screen-texts/schedule-limits';
import { Alert, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useCan } from '../../shared/auth/use-can';
import { QueryState } from '../../shared/ui/query-state';
import { MonthlyShiftsCapForm } from './monthly-shifts-cap-form';
import { ScheduleLimitForm } from './schedule-limit-form';
import { ScheduleLimitsTable } from './schedule-limits-table';
import { useRefreshScheduleLimits, useScheduleLimits } from './use-schedule-limits';

/**
 * /client/SchedulesLimits (platform.md §2, a selected company; §6 the cooperative's cap): the
 * company's anesthetists and residents with how much each may work, changed in a small dialog
 * per doctor (module schedule, write), and the cooperative's cap above them (manager).
 */
export function ScheduleLimitsPage() {
  const query = useScheduleLimits();
  return (
    <Stack>
      <div>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.hint}</Text>
      </div>
      <QueryState query={query}>{(data) => <LimitsView data={data} />}</QueryState>
    </Stack>
  );
}

function LimitsView({ data }: { data: ScheduleLimits }) {
  const canWrite = useCan()('schedule', 'write');
  const refresh = useRefreshScheduleLimits();
  const [editing, setEditing] = useState<ScheduleLimit | null>(null);
  return (
    <Stack>
      <MonthlyShiftsCapForm
        key={String(data.monthlyShiftsCap)}
        cap={data.monthlyShiftsCap}
        canManage={data.canManage}
        onSaved={refresh}
      />
      {!canWrite && <Alert color="blue">{t.readOnly}</Alert>}
      <ScheduleLimitsTable
        limits={data.items}
        monthlyShiftsCap={data.monthlyShiftsCap}
        onEdit={canWrite ? setEditing : undefined}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? fmt(t.editTitle, { name: editing.name }) : ''}
        size="lg"
        centered
      >
        {editing && (
          <ScheduleLimitForm
            key={editing.doctorId}
            limit={editing}
            onCancel={() => setEditing(null)}
            onSaved={async () => {
              setEditing(null);
              await refresh();
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
