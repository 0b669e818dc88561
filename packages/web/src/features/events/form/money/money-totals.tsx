import { messages, type EventView } from '@honora/contract';
import { Group, Paper, Text } from '@mantine/core';
import { formatMoneyText } from '../../../../shared/pricing/decimal-format';

const t = messages.screens.money.receive.totals;
const FIELDS = [
  'totalProduced',
  'totalReceived',
  'totalGlosado',
  'totalLoss',
  'totalDiscount',
  'totalOver',
  'totalInProcessing',
] as const;

/** The event's totals as its active transactions say (billing.md §3 values). */
export function MoneyTotals({ values }: { values: NonNullable<EventView['values']> }) {
  return (
    <Paper withBorder p="xs" component="section" aria-label={t.label}>
      <Group gap="lg">
        {FIELDS.map((field) => (
          <Text size="sm" key={field} data-total={field}>
            {t[field]}: <b>{formatMoneyText(values[field])}</b>
          </Text>
        ))}
      </Group>
    </Paper>
  );
}
