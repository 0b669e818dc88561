import { fmt, type ScheduleLine } from '@honora/contract';
import { onCallLinesScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { schedulesScreenMessages as s } from '@honora/contract/screen-texts/schedules';
import { Badge, Button, Group } from '@mantine/core';
import { decimalShown } from '../../shared/forms/decimal-text';
import { TagChip } from '../../shared/schedules/tag-chip';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';

/** "Hospital Central — Noite": how a line is named in buttons and questions. */
export const lineName = (line: ScheduleLine) =>
  fmt(t.lineName, { workplace: line.workplaceName, shift: line.shiftName });

interface Props {
  lines: readonly ScheduleLine[];
  canEdit: boolean;
  canRemove: boolean;
  onEdit: (line: ScheduleLine) => void;
  onRemove: (line: ScheduleLine) => void;
}

/** The roster's lines as the server orders them: by workplace, then the shift's start. */
export function OnCallLinesTable({ lines, canEdit, canRemove, onEdit, onRemove }: Props) {
  const columns: RecordColumn<ScheduleLine>[] = [
    { header: t.workplace, cell: (line) => line.workplaceName },
    {
      header: t.shift,
      cell: (line) => (
        <Group gap="xs" wrap="nowrap">
          {fmt(t.shiftWithTimes, { shift: line.shiftName, start: line.start, end: line.end })}
          {!line.active && (
            <Badge color="gray" variant="light">
              {t.inactive}
            </Badge>
          )}
        </Group>
      ),
    },
    { header: t.slotCategory, cell: (line) => s.slotCategories[line.slotCategory] },
    { header: t.positions, align: 'right', cell: (line) => line.positions },
    {
      header: t.onCallPercentage,
      align: 'right',
      cell: (line) =>
        line.onCallPercentage === null ? '' : fmt(t.percentageShown, { value: decimalShown(line.onCallPercentage) }),
    },
    {
      header: t.requiredTag,
      cell: (line) => (line.requiredTag ? <TagChip name={line.requiredTag.name} color={line.requiredTag.color} /> : ''),
    },
  ];
  if (canEdit || canRemove) {
    columns.push({
      header: t.actions,
      cell: (line) => (
        <Group gap="xs" wrap="nowrap">
          {canEdit && (
            <Button
              size="xs"
              variant="light"
              onClick={() => onEdit(line)}
              aria-label={fmt(t.editLabel, { line: lineName(line) })}
            >
              {t.edit}
            </Button>
          )}
          {canRemove && (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => onRemove(line)}
              aria-label={fmt(t.removeLabel, { line: lineName(line) })}
            >
              {t.remove}
            </Button>
          )}
        </Group>
      ),
    });
  }
  return <RecordsTable rows={lines} columns={columns} label={t.title} empty={t.empty} minWidth={1000} />;
}
