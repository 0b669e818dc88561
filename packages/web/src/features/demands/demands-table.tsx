import { fmt, type Demand } from '@honora/contract';
import { demandsScreenMessages as t } from '@honora/contract/screen-texts/demands';
import { Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { TagChip } from '../../shared/schedules/tag-chip';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import {
  coveragePercent,
  coverageText,
  lineText,
  periodText,
  PRIORITY_COLORS,
  shiftText,
  STATE_COLORS,
} from './demand-values';

export interface DemandActions {
  canWrite: boolean;
  onDetails: (demand: Demand) => void;
  onEdit: (demand: Demand) => void;
  onClose: (demand: Demand) => void;
  onCancel: (demand: Demand) => void;
}

function ActionsCell({ demand, canWrite, onDetails, onEdit, onClose, onCancel }: DemandActions & { demand: Demand }) {
  const line = lineText(demand);
  const isOpen = demand.status === 'OPEN';
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" onClick={() => onDetails(demand)} aria-label={fmt(t.detailsLabel, { line })}>
        {t.details}
      </Button>
      {canWrite && isOpen && (
        <>
          <Button size="xs" variant="light" onClick={() => onEdit(demand)} aria-label={fmt(t.editLabel, { line })}>
            {t.edit}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="gray"
            onClick={() => onClose(demand)}
            aria-label={fmt(t.closeLabel, { line })}
          >
            {t.close}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => onCancel(demand)}
            aria-label={fmt(t.cancelLabel, { line })}
          >
            {t.cancelDemand}
          </Button>
        </>
      )}
    </Group>
  );
}

/** The demands of the period (decision 049): where and when, how many a day, tag, priority, coverage, state. */
export function DemandsTable({ demands, ...actions }: DemandActions & { demands: readonly Demand[] }) {
  const columns: RecordColumn<Demand>[] = [
    {
      header: t.workplace,
      cell: (demand) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {demand.workplace.name}
          </Text>
          <Text size="sm">{shiftText(demand.shift)}</Text>
        </Stack>
      ),
    },
    { header: t.period, cell: (demand) => periodText(demand) },
    { header: t.doctorsNeeded, align: 'right', cell: (demand) => demand.doctorsNeeded },
    {
      header: t.requiredTag,
      cell: (demand) =>
        demand.requiredTag ? <TagChip name={demand.requiredTag.name} color={demand.requiredTag.color} /> : '',
    },
    {
      header: t.priority,
      cell: (demand) => (
        <Badge color={PRIORITY_COLORS[demand.priority]} variant="light">
          {t.priorities[demand.priority]}
        </Badge>
      ),
    },
    {
      header: t.coverage,
      cell: (demand) => (
        <Stack gap={4} miw={160}>
          <Progress
            value={coveragePercent(demand.coverage)}
            color={STATE_COLORS.COVERED}
            aria-label={fmt(t.coverageLabel, { line: lineText(demand) })}
          />
          <Text size="sm">{coverageText(demand.coverage)}</Text>
        </Stack>
      ),
    },
    {
      header: t.state,
      cell: (demand) => (
        <Badge color={STATE_COLORS[demand.state]} variant="light">
          {t.states[demand.state]}
        </Badge>
      ),
    },
    {
      header: t.pending,
      cell: (demand) => (demand.pending > 0 ? fmt(t.pendingCount, { count: demand.pending }) : ''),
    },
    { header: t.actions, cell: (demand) => <ActionsCell demand={demand} {...actions} /> },
  ];
  return <RecordsTable rows={demands} columns={columns} label={t.title} empty={t.empty} minWidth={960} />;
}
