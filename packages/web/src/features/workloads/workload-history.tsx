import { formatMonth } from '@honora/domain';
import { workloadsScreenMessages as t } from '@honora/contract/screen-texts/workloads';
import { Table, Text } from '@mantine/core';
import { QueryState } from '../../shared/ui/query-state';
import { useWorkloadHistory } from './use-workloads';
import { balanceColor, hoursText } from './workload-values';

const signed = (minutes: number | null) =>
  minutes === null ? (
    '—'
  ) : (
    <Text span size="sm" c={balanceColor(minutes)}>
      {hoursText(minutes, true)}
    </Text>
  );

/** One workload's balance month by month, from its first month through this one (decision 047). */
export function WorkloadHistory({ id }: { id: string }) {
  const query = useWorkloadHistory(id);
  return (
    <QueryState query={query}>
      {(data) => (
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label={t.history}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.month}</Table.Th>
                <Table.Th ta="right">{t.owed}</Table.Th>
                <Table.Th ta="right">{t.worked}</Table.Th>
                <Table.Th ta="right">{t.balance}</Table.Th>
                <Table.Th ta="right">{t.cumulative}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.months.map((m) => (
                <Table.Tr key={m.month}>
                  <Table.Td>{formatMonth(m.month)}</Table.Td>
                  <Table.Td ta="right">{hoursText(m.owed)}</Table.Td>
                  <Table.Td ta="right">{m.worked === null ? t.notPublished : hoursText(m.worked)}</Table.Td>
                  <Table.Td ta="right">{signed(m.balance)}</Table.Td>
                  <Table.Td ta="right">{signed(m.cumulative)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </QueryState>
  );
}
