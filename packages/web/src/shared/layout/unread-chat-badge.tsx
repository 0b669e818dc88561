import { fmt } from '@honora/contract';
import { chatScreenMessages as t } from '@honora/contract/screen-texts/chat';
import { Badge, VisuallyHidden } from '@mantine/core';
import { useChatUnread } from '../chat/use-chat-unread';

/**
 * The unread messages next to Conversas (decision 066): the count in a red pill, and for screen
 * readers the same in words inside the link's name ("Conversas, 2 mensagens não lidas").
 */
export function UnreadChatBadge() {
  const unread = useChatUnread().data?.unread ?? 0;
  if (unread <= 0) return null;
  return (
    <>
      <Badge color="red" variant="filled" size="sm" aria-hidden data-testid="unread-chat">
        {unread > 99 ? '99+' : unread}
      </Badge>
      <VisuallyHidden>{fmt(t.unread, { count: String(unread) })}</VisuallyHidden>
    </>
  );
}
