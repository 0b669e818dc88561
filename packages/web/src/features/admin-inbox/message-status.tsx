import { messages, type OutboxMessage } from '@honora/contract';
import { Badge } from '@mantine/core';

const t = messages.screens.inbox;

export function MessageStatus({ message }: { message: Pick<OutboxMessage, 'sentAt' | 'error'> }) {
  if (message.error) return <Badge color="red">{t.failed}</Badge>;
  if (message.sentAt) return <Badge color="teal">{t.sent}</Badge>;
  return <Badge color="gray">{t.notSent}</Badge>;
}
