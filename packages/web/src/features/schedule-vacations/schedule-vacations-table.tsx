import { fmt, type ScheduleVacation } from '@honora/contract';
import { scheduleVacationsScreenMessages as t } from '@honora/contract/screen-texts/schedule-absences';
import { Badge, Button, Group } from '@mantine/core';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { periodText, rowParams, vacationStatus } from './vacation-form-values';

interface Props {
  year: number;
  items: readonly ScheduleVacation[];
  /** São Paulo's day, 'YYYY-MM-DD': vacations that ended before it are read-only. */
  today: string;
  canEdit: boolean;
  canRemove: boolean;
  onEdit: (vacation: ScheduleVacation) => void;
  onRemove: (vacation: ScheduleVacation) => void;
}

/** Status told by text, not by colour alone (WCAG 1.4.1). */
const statusBadge = {
  ended: { color: 'gray', label: t.ended },
  ongoing: { color: 'orange', label: t.ongoing },
  upcoming: { color: 'blue', label: t.upcoming },
} as const;

/** The year's vacations in start order; one that ended shows no buttons. */
export function ScheduleVacationsTable({ year, items, today, canEdit, canRemove, onEdit, onRemove }: Props) {
  const columns: RecordColumn<ScheduleVacation>[] = [
    { header: t.doctor, cell: (item) => item.doctorName },
    { header: t.period, cell: (item) => <span style={{ whiteSpace: 'nowrap' }}>{periodText(item)}</span> },
    { header: t.days, align: 'right', cell: (item) => item.days },
    { header: t.notes, cell: (item) => item.notes ?? '' },
    {
      header: t.status,
      cell: (item) => {
        const badge = statusBadge[vacationStatus(item, today)];
        return (
          <Badge color={badge.color} variant="light">
            {badge.label}
          </Badge>
        );
      },
    },
  ];
  if (canEdit || canRemove) {
    columns.push({
      header: t.actions,
      cell: (item) =>
        vacationStatus(item, today) !== 'ended' && (
          <Group gap="xs" wrap="nowrap">
            {canEdit && (
              <Button
                size="xs"
                variant="light"
                onClick={() => onEdit(item)}
                aria-label={fmt(t.editLabel, rowParams(item))}
              >
                {t.edit}
              </Button>
            )}
            {canRemove && (
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => onRemove(item)}
                aria-label={fmt(t.removeLabel, rowParams(item))}
              >
                {t.remove}
              </Button>
            )}
          </Group>
        ),
    });
  }
  return (
    <RecordsTable rows={items} columns={columns} label={fmt(t.tableLabel, { year })} empty={t.empty} minWidth={900} />
  );
}
