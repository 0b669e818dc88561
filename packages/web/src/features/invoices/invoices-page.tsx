import { messages } from '@honora/contract';
import { Title } from '@mantine/core';

const t = messages.screens.invoices.screen;

/** /client/invoices and /client/invoices/{id} (issue 8). */
export function InvoicesPage() {
  return <Title order={1}>{t.title}</Title>;
}
