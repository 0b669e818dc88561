import { fmt, type ScheduleException } from '@honora/contract';
import { scheduleExceptionsScreenMessages as t } from '@honora/contract/screen-texts/schedule-absences';
import { Badge, Button, Group } from '@mantine/core';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { exceptionStatus, periodText, rowParams, targetOf } from './exception-form-values';

interface Props {
  items: readonly ScheduleException[];
  canEdit: boolean;
  canRemove: boolean;
  onEdit: (exception: ScheduleException) => void;
  onRemove: (exception: ScheduleException) => void;
}

/** Status told by text, not by colour alone (WCAG 1.4.1). */
const statusBadge = {
  inForce: { color: 'orange', label: t.inForce },
  past: { color: 'gray', label: t.past },
  upcoming: { color: 'blue', label: t.upcoming },
} as const;

/**
 * The exceptions in start order. One in force or ended is read-only (platform.md §4): its row
 * shows the reason and its status, no buttons.
 */
export function ScheduleExceptionsTable({ items, canEdit, canRemove, onEdit, onRemove }: Props) {
  const columns: RecordColumn<ScheduleException>[] = [
    { header: t.kind, cell: (item) => t.kinds[item.kind] },
    { header: t.target, cell: targetOf },
    { header: t.period, cell: (item) => <span style={{ whiteSpace: 'nowrap' }}>{periodText(item)}</span> },
    { header: t.reason, cell: (item) => item.reason },
    {
      header: t.status,
      cell: (item) => {
        const badge = statusBadge[exceptionStatus(item)];
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
        exceptionStatus(item) === 'upcoming' && (
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
  return <RecordsTable rows={items} columns={columns} label={t.title} empty={t.empty} minWidth={960} />;
}
