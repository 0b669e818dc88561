import { fmt, messages, type TransactionReportResponse } from '@honora/contract';
import { transactionReportScreenMessages } from '@honora/contract/screen-texts/transaction-report';
import { formatNumber } from '@honora/domain';
import { Group, Paper, Text } from '@mantine/core';
import { formatMoneyText } from '../../shared/pricing/decimal-format';

const t = transactionReportScreenMessages.totals;
const actions = messages.screens.money.actions;

/** Each total under the label of its action (Recebido, Perdido, Glosado, Desconto). */
const BY_ACTION = [
  ['received', actions.Received],
  ['loss', actions.Losed],
  ['glosado', actions.Glosado],
  ['discount', actions.Discounted],
] as const;

interface Props {
  /** Absent for users who may not see values: nothing is shown. */
  totals: TransactionReportResponse['totals'];
}

/** The money of the whole filtered set (every page; active entries only), by action. */
export function ReportTotals({ totals }: Props) {
  if (!totals) return null;
  return (
    <Paper withBorder p="xs" component="section" aria-label={t.label}>
      <Group gap="lg">
        <Text size="sm" fw={700}>
          {t.label}
        </Text>
        <Text size="sm" data-total="count">
          {fmt(t.count, { count: formatNumber(totals.count) })}
        </Text>
        {BY_ACTION.map(([field, label]) => (
          <Text size="sm" key={field} data-total={field}>
            {label}: <b>{formatMoneyText(totals[field])}</b>
          </Text>
        ))}
      </Group>
    </Paper>
  );
}
