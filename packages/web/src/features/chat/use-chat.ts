import { chatRoutes, CHAT_LIMITS, type ChatMessage, type ChatTalk } from '@honora/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { readAsBase64 } from '../../shared/reference-import/use-reference-import';
import { withMessage } from './chat-view';

/** Query-cache root of the chat (decision 066); every key carries the session's user and company. */
export const CHAT_KEY = 'chat';

type MessagePage = { items: ChatMessage[]; nextCursor: string | null };
export type MessagePages = InfiniteData<MessagePage, string | null>;

/** The session the cache belongs to: a workspace or company switch reads everything again. */
function useScope() {
  const session = useSession();
  return [session?.user.id ?? '', session?.workspace ?? '', session?.company?.id ?? ''] as const;
}

export const chatKeys = {
  all: [CHAT_KEY] as const,
  talks: (scope: readonly string[]) => [CHAT_KEY, 'talks', ...scope] as const,
  messages: (scope: readonly string[], talkId: string, q = '') => [CHAT_KEY, 'messages', ...scope, talkId, q] as const,
  contacts: (scope: readonly string[], q: string) => [CHAT_KEY, 'contacts', ...scope, q] as const,
};

export function useChatScope() {
  return useScope();
}

/** GET /api/chat/talks: the talks the session sees (§6), with unread counts and last messages. */
export function useTalks() {
  const scope = useScope();
  return useQuery({
    queryKey: chatKeys.talks(scope),
    queryFn: ({ signal }) => call(chatRoutes.talks, { signal }),
  });
}

/** GET /api/chat/talks/:id/messages, newest first in pages; with `q` the talk's matching messages. */
export function useMessages(talkId: string | null, q = '') {
  const scope = useScope();
  return useInfiniteQuery({
    queryKey: chatKeys.messages(scope, talkId ?? '', q),
    queryFn: ({ signal, pageParam }) =>
      call(chatRoutes.messages, {
        params: { id: talkId ?? '' },
        query: { limit: CHAT_LIMITS.pageSize, ...(pageParam ? { before: pageParam } : {}), ...(q ? { q } : {}) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: talkId !== null,
  });
}

/** GET /api/chat/contacts: the company's people one may chat with. */
export function useContacts(q: string, isEnabled: boolean) {
  const scope = useScope();
  return useQuery({
    queryKey: chatKeys.contacts(scope, q),
    queryFn: ({ signal }) => call(chatRoutes.contacts, { query: q ? { q } : {}, signal }),
    enabled: isEnabled,
  });
}

/** Puts a message into the talk's cached pages (a realtime one, or the answer to a send). */
export function useAddMessage() {
  const queryClient = useQueryClient();
  const scope = useScope();
  return useCallback(
    (message: ChatMessage) => {
      queryClient.setQueryData<MessagePages>(chatKeys.messages(scope, message.talkId), (data) => {
        if (!data || data.pages.length === 0) return data;
        const [first, ...rest] = data.pages;
        return { ...data, pages: [{ ...first!, items: withMessage(first!.items, message) }, ...rest] };
      });
    },
    [queryClient, scope],
  );
}

/** After a write or a realtime event: the list (unread, last message) and the menu's count are read again. */
export function useRefreshTalks() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient.invalidateQueries({
        predicate: ({ queryKey }) => queryKey[0] === CHAT_KEY && (queryKey[1] === 'talks' || queryKey[1] === 'unread'),
      }),
    [queryClient],
  );
}

/** A talk's messages read again (the viewed flags after the other party read them). */
export function useRefreshMessages() {
  const queryClient = useQueryClient();
  return useCallback(
    (talkId: string) =>
      queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === CHAT_KEY && query.queryKey[1] === 'messages' && query.queryKey.includes(talkId),
      }),
    [queryClient],
  );
}

/** POST /api/chat/talks/:id/messages. */
export function useSendMessage(talkId: string) {
  const addMessage = useAddMessage();
  const refreshTalks = useRefreshTalks();
  return useMutation({
    mutationFn: (msg: string) => call(chatRoutes.send, { params: { id: talkId }, body: { msg } }),
    onSuccess: (message) => {
      addMessage(message);
      void refreshTalks();
    },
  });
}

/** POST /api/chat/talks/:id/attachments: the file as base64 (the server checks its bytes). */
export function useSendAttachment(talkId: string) {
  const addMessage = useAddMessage();
  const refreshTalks = useRefreshTalks();
  return useMutation({
    mutationFn: async (file: File) => {
      const content = await readAsBase64(file);
      const fileName = (file.name || 'arquivo').slice(-CHAT_LIMITS.fileNameMax);
      return call(chatRoutes.sendAttachment, { params: { id: talkId }, body: { fileName, content } });
    },
    onSuccess: (message) => {
      addMessage(message);
      void refreshTalks();
    },
  });
}

/** POST /api/chat/talks/:id/read when the talk is open (platform.md §4: the other side sees "Visualizada"). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const scope = useScope();
  return useCallback(
    async (talkId: string) => {
      await call(chatRoutes.read, { params: { id: talkId } });
      void queryClient.invalidateQueries({ queryKey: [CHAT_KEY, 'unread'] });
      queryClient.setQueryData<{ items: ChatTalk[] }>(chatKeys.talks(scope), (data) =>
        data ? { items: data.items.map((talk) => (talk.id === talkId ? { ...talk, unread: 0 } : talk)) } : data,
      );
    },
    [queryClient, scope],
  );
}

/** PUT /api/chat/talks/:id/highlight: this user's mark only. */
export function useHighlight() {
  const refreshTalks = useRefreshTalks();
  return useMutation({
    mutationFn: ({ talkId, highlighted }: { talkId: string; highlighted: boolean }) =>
      call(chatRoutes.highlight, { params: { id: talkId }, body: { highlighted } }),
    onSuccess: () => void refreshTalks(),
  });
}

/** The ways a talk starts: with a person, a group, the company (a client), the support (a company). */
export function useOpenTalk() {
  const refreshTalks = useRefreshTalks();
  const after = (talk: ChatTalk) => {
    void refreshTalks();
    return talk;
  };
  return {
    direct: (userId: string) => call(chatRoutes.openDirect, { body: { userId } }).then(after),
    group: (title: string, userIds: string[]) => call(chatRoutes.createGroup, { body: { title, userIds } }).then(after),
    company: () => call(chatRoutes.openCompany, {}).then(after),
    support: () => call(chatRoutes.openSupport, {}).then(after),
  };
}
