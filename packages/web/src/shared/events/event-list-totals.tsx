import { fmt, messages, type EventListResponse } from '@honora/contract';
import { formatNumber } from '@honora/domain';
import { Group, Paper, Text } from '@mantine/core';
import { formatMoneyText } from '../pricing/decimal-format';

const t = messages.screens.events.list.totals;
const MONEY = ['totalProduced', 'totalReceived', 'totalGlosado', 'totalLoss', 'totalInProcessing'] as const;

interface Props {
  total: number;
  /** Absent for users who may not see values: only the count shows. */
  totals: EventListResponse['totals'];
}

/** The count and the money of the whole filtered set of an events list (every page), above its table. */
export function EventListTotals({ total, totals }: Props) {
  return (
    <Paper withBorder p="xs" component="section" aria-label={t.label}>
      <Group gap="lg">
        <Text size="sm" fw={700}>
          {t.label}
        </Text>
        <Text size="sm" data-total="count">
          {fmt(t.count, { count: formatNumber(totals?.count ?? total) })}
        </Text>
        {totals &&
          MONEY.map((field) => {
            const value = totals[field];
            if (value === undefined) return null;
            return (
              <Text size="sm" key={field} data-total={field}>
                {t[field]}: <b>{formatMoneyText(value)}</b>
              </Text>
            );
          })}
      </Group>
    </Paper>
  );
}
