import { fmt, type WorkloadRow } from '@honora/contract';
import { workloadsScreenMessages as t } from '@honora/contract/screen-texts/workloads';
import { Button, Group, Stack, Text } from '@mantine/core';
import { RecordsTable, type RecordColumn } from '../../shared/ui/records-table';
import { balanceColor, hoursText, perPeriodText, validityText } from './workload-values';

interface Props {
  rows: readonly WorkloadRow[];
  canEdit: boolean;
  canRemove: boolean;
  onHistory: (row: WorkloadRow) => void;
  onEdit: (row: WorkloadRow) => void;
  onRemove: (row: WorkloadRow) => void;
}

/** A balance in hours with its sign and colour, or "—" while the month is not published. */
function Balance({ minutes }: { minutes: number | null }) {
  if (minutes === null) return <Text size="sm">—</Text>;
  return (
    <Text size="sm" c={balanceColor(minutes)} fw={minutes === 0 ? undefined : 600}>
      {hoursText(minutes, true)}
    </Text>
  );
}

function ActionsCell({
  row,
  canEdit,
  canRemove,
  onHistory,
  onEdit,
  onRemove,
}: Omit<Props, 'rows'> & { row: WorkloadRow }) {
  const doctor = row.doctor.name;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" onClick={() => onHistory(row)} aria-label={fmt(t.historyLabel, { doctor })}>
        {t.history}
      </Button>
      {canEdit && (
        <Button size="xs" variant="light" onClick={() => onEdit(row)} aria-label={fmt(t.editLabel, { doctor })}>
          {t.edit}
        </Button>
      )}
      {canRemove && (
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => onRemove(row)}
          aria-label={fmt(t.removeLabel, { doctor })}
        >
          {t.remove}
        </Button>
      )}
    </Group>
  );
}

/** The workloads binding the month (decision 047): what each owes, what the published roster gives, and the balances. */
export function WorkloadsTable({ rows, ...actions }: Props) {
  const columns: RecordColumn<WorkloadRow>[] = [
    {
      header: t.doctor,
      cell: (row) => `${row.doctor.name}${row.doctor.isResident ? ` (${t.resident})` : ''}`,
    },
    {
      header: t.hoursPerPeriod,
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm">{perPeriodText(row)}</Text>
          <Text size="xs" c="dimmed">
            {validityText(row)}
          </Text>
        </Stack>
      ),
    },
    { header: t.owed, align: 'right', cell: (row) => hoursText(row.balance.owed) },
    {
      header: t.worked,
      align: 'right',
      cell: (row) => (row.balance.worked === null ? '—' : hoursText(row.balance.worked)),
    },
    { header: t.balance, align: 'right', cell: (row) => <Balance minutes={row.balance.balance} /> },
    { header: t.carried, align: 'right', cell: (row) => <Balance minutes={row.balance.carried} /> },
    { header: t.cumulative, align: 'right', cell: (row) => <Balance minutes={row.balance.cumulative} /> },
    { header: t.actions, cell: (row) => <ActionsCell row={row} {...actions} /> },
  ];
  return <RecordsTable rows={rows} columns={columns} label={t.title} empty={t.empty} minWidth={980} />;
}
