import { messages } from '@honora/contract';
import { Stack, Title } from '@mantine/core';

const t = messages.screens.money.external;

/** /client/ExternalPayments (built by the transactions report work of issue 7). */
export function ExternalPaymentsPage() {
  return (
    <Stack>
      <Title order={1}>{t.title}</Title>
    </Stack>
  );
}
