import { chatRoutes } from '@honora/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/api-client';
import { useSession } from '../auth/auth-store';

/** How often the menu's count is read again away from the chat (the chat screen refreshes it live). */
export const CHAT_UNREAD_POLL_MS = 60_000;

/**
 * GET /api/chat/unread for the menu's badge on Conversas (decision 066): the messages not read
 * in the talks the session sees. Its key sits under the chat's cache root ('chat'), so the chat
 * screen's refreshes take it along.
 */
export function useChatUnread() {
  const session = useSession();
  const hasScope = session !== null && (session.workspace === 'ADMIN' || session.company !== null);
  return useQuery({
    queryKey: ['chat', 'unread', session?.user.id, session?.workspace, session?.company?.id],
    queryFn: ({ signal }) => call(chatRoutes.unread, { signal }),
    enabled: hasScope,
    refetchInterval: CHAT_UNREAD_POLL_MS,
  });
}
