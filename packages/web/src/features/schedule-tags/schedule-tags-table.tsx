import { fmt, type ScheduleTag } from '@honora/contract';
import { scheduleTagsScreenMessages as t } from '@honora/contract/screen-texts/schedule-tags';
import { Badge, Button, Group, Text } from '@mantine/core';
import { TagChip } from '../../shared/schedules/tag-chip';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { doctorsCountText, linesText } from './tag-values';

interface Props {
  tags: readonly ScheduleTag[];
  canEdit: boolean;
  canRemove: boolean;
  onEdit: (tag: ScheduleTag) => void;
  onRemove: (tag: ScheduleTag) => void;
}

function ActionsCell({ tag, canEdit, canRemove, onEdit, onRemove }: Omit<Props, 'tags'> & { tag: ScheduleTag }) {
  return (
    <Group gap="xs" wrap="nowrap">
      {canEdit && (
        <Button size="xs" variant="light" onClick={() => onEdit(tag)} aria-label={fmt(t.editLabel, { name: tag.name })}>
          {t.edit}
        </Button>
      )}
      {canRemove && (
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => onRemove(tag)}
          aria-label={fmt(t.removeLabel, { name: tag.name })}
        >
          {t.remove}
        </Button>
      )}
    </Group>
  );
}

/** The company's tags by name (platform.md §2 TagsSchedule; decision 044): who holds each and the lines asking for it. */
export function ScheduleTagsTable({ tags, ...actions }: Props) {
  const columns: RecordColumn<ScheduleTag>[] = [
    { header: t.name, cell: (tag) => <TagChip name={tag.name} color={tag.color} /> },
    {
      header: t.description,
      cell: (tag) => (
        <Text size="sm" lineClamp={2}>
          {tag.description ?? ''}
        </Text>
      ),
    },
    { header: t.doctors, align: 'right', cell: (tag) => doctorsCountText(tag) },
    { header: t.lines, cell: (tag) => linesText(tag) },
    {
      header: t.status,
      cell: (tag) => (
        <Badge color={tag.active ? 'green' : 'gray'} variant="light">
          {tag.active ? t.active : t.inactive}
        </Badge>
      ),
    },
  ];
  if (actions.canEdit || actions.canRemove)
    columns.push({ header: t.actions, cell: (tag) => <ActionsCell tag={tag} {...actions} /> });
  return <RecordsTable rows={tags} columns={columns} label={t.title} empty={t.empty} minWidth={900} />;
}
