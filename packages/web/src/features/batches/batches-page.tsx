import { messages } from '@honora/contract';
import { Title } from '@mantine/core';

const t = messages.screens.batches.screen;

/** /client/batches and /client/batches/{id} (issue 8). */
export function BatchesPage() {
  return <Title order={1}>{t.title}</Title>;
}
