import { fmt, type ScheduleLimit } from '@honora/contract';
import { scheduleLimitsScreenMessages as t } from '@honora/contract/screen-texts/schedule-limits';
import { Badge, Group, Text } from '@mantine/core';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { countText, hoursText, shiftsText } from './limit-values';

type Row = ScheduleLimit & { id: string };

interface Props {
  limits: readonly ScheduleLimit[];
  /** The cooperative's cap, shown for the doctors without their own shifts limit. */
  monthlyShiftsCap: number | null;
  /** Opens a doctor's dialog; absent when the user may not change limits. */
  onEdit?: ((limit: ScheduleLimit) => void) | undefined;
}

function DoctorCell({ limit }: { limit: ScheduleLimit }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm">{limit.name}</Text>
      {limit.initials && (
        <Text size="sm" c="dimmed">
          {limit.initials}
        </Text>
      )}
      {limit.isResident && (
        <Badge color="gray" variant="light">
          {t.resident}
        </Badge>
      )}
    </Group>
  );
}

/** The company's doctors by name with their four limits (platform.md §2 SchedulesLimits). */
export function ScheduleLimitsTable({ limits, monthlyShiftsCap, onEdit }: Props) {
  const columns: RecordColumn<Row>[] = [
    { header: t.doctor, cell: (limit) => <DoctorCell limit={limit} /> },
    { header: t.weeklyHours, align: 'right', cell: (limit) => hoursText(limit.weeklyHours) },
    { header: t.monthlyHours, align: 'right', cell: (limit) => hoursText(limit.monthlyHours) },
    { header: t.monthlyShifts, align: 'right', cell: (limit) => shiftsText(limit.monthlyShifts, monthlyShiftsCap) },
    { header: t.consecutiveNights, align: 'right', cell: (limit) => countText(limit.consecutiveNights) },
  ];
  const rows = limits.map((limit) => ({ ...limit, id: limit.doctorId }));
  return (
    <RecordsTable
      rows={rows}
      columns={columns}
      label={t.title}
      empty={t.empty}
      minWidth={860}
      {...(onEdit
        ? {
            action: {
              label: t.edit,
              ariaLabel: (row: Row) => fmt(t.editLabel, { name: row.name }),
              onClick: (row: Row) => onEdit(row),
            },
          }
        : {})}
    />
  );
}
