import { checkTransactionsScreenMessages as t } from '@honora/contract/screen-texts/check-transactions';
import { Table } from '@mantine/core';
import { formatMoneyText } from '../../shared/pricing/decimal-format';
import { differenceKey, differenceOf, fieldLabel, type Difference } from './differences';

const money = (text: string) => (text === '' ? '' : formatMoneyText(text));

/** Each disagreeing field of one event: what is stored, what the transactions say, and the difference. */
export function DifferencesList({ differences, label }: { differences: readonly Difference[]; label: string }) {
  return (
    <Table withRowBorders={false} verticalSpacing={2} aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t.differences.field}</Table.Th>
          <Table.Th ta="right">{t.differences.stored}</Table.Th>
          <Table.Th ta="right">{t.differences.ledger}</Table.Th>
          <Table.Th ta="right">{t.differences.difference}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {differences.map((d) => (
          <Table.Tr key={differenceKey(d)} data-field={d.field}>
            <Table.Td>{fieldLabel(d)}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {money(d.stored)}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {money(d.ledger)}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {money(differenceOf(d))}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
