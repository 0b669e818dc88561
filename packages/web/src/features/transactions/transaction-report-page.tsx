import { messages } from '@honora/contract';
import { Stack, Title } from '@mantine/core';

const t = messages.screens.money.report;

/** /client/reportTransactions (built by the transactions report work of issue 7). */
export function TransactionReportPage() {
  return (
    <Stack>
      <Title order={1}>{t.title}</Title>
    </Stack>
  );
}
