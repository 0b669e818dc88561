import { messages } from '@honora/contract';
import { Stack, Title } from '@mantine/core';

const t = messages.screens.money.check;

/** /tools/CheckTransactions (built by the check-transactions work of issue 7). */
export function CheckTransactionsPage() {
  return (
    <Stack>
      <Title order={1}>{t.title}</Title>
    </Stack>
  );
}
