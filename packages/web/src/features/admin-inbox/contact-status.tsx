import type { ContactMessage } from '@honora/contract';
import { contactScreenMessages as t } from '@honora/contract/screen-texts/contact';
import { Badge } from '@mantine/core';

export function ContactStatus({ message }: { message: Pick<ContactMessage, 'readAt'> }) {
  return message.readAt ? <Badge color="gray">{t.read}</Badge> : <Badge color="blue">{t.unread}</Badge>;
}
