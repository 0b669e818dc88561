import type { BillingBaseLine } from '@honora/contract';
import { billingContractScreenMessages as t } from '@honora/contract/screen-texts/billing-contract';
import { formatNumber } from '@honora/domain';
import { Table, Text } from '@mantine/core';
import { moneyText } from './billing-values';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The month's base by payer (billing.md §2 BillingContract): insurer, entries counted, value, and the total. */
export function BaseLinesTable({
  lines,
  total,
  label,
}: {
  lines: readonly BillingBaseLine[];
  total: string;
  label: string;
}) {
  const items = lines.reduce((sum, line) => sum + line.items, 0);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.payer}</Table.Th>
            <Table.Th ta="right">{t.items}</Table.Th>
            <Table.Th ta="right">{t.value}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.insurerId ?? line.insurer}>
              <Table.Td>{line.insurer}</Table.Td>
              <Table.Td ta="right">{formatNumber(line.items)}</Table.Td>
              <Table.Td ta="right" style={nowrap}>
                {moneyText(line.value)}
              </Table.Td>
            </Table.Tr>
          ))}
          {lines.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={3}>
                <Text size="sm" c="dimmed">
                  {t.noBase}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          <Table.Tr>
            <Table.Th scope="row">{t.baseTotal}</Table.Th>
            <Table.Td ta="right" fw={700}>
              {formatNumber(items)}
            </Table.Td>
            <Table.Td ta="right" fw={700} style={nowrap} data-figure="baseTotal">
              {moneyText(total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
