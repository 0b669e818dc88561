import type { ChatEvent, ChatTalk } from '@honora/contract';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toApiError } from '../../shared/api/api-error';
import { recordPath } from '../../shared/routing/use-record-route';
import { isOwn, type Viewer } from './chat-view';
import { hasStaleProfile, ProfileRefreshBound } from './profile-refresh';
import { useAddMessage, useMarkRead, useMessages, useOpenTalk, useRefreshMessages, useRefreshTalks } from './use-chat';
import { useChatEvents } from './use-chat-events';

/**
 * The chat's realtime events applied to the cache (decision 066): a new message goes into its
 * talk at once and the list is read again (unread counts, last message); a read by someone else
 * re-reads the talk's messages (their "Visualizada"); a talk or highlight change re-reads the list.
 */
export function useLiveTalks(viewer: Viewer, openId: string | null): { isOffline: boolean } {
  const addMessage = useAddMessage();
  const refreshTalks = useRefreshTalks();
  const refreshMessages = useRefreshMessages();
  const onEvent = useCallback(
    (event: ChatEvent) => {
      if (event.kind === 'message' && event.message) addMessage(event.message);
      if (event.kind === 'read' && event.actorId !== viewer.userId) void refreshMessages(event.talkId);
      if (event.kind === 'talk' && event.talkId === openId) void refreshMessages(event.talkId);
      void refreshTalks();
    },
    [addMessage, refreshMessages, refreshTalks, viewer.userId, openId],
  );
  return useChatEvents(onEvent);
}

/**
 * platform.md §4: a message is viewed when the non-sender opens the chat. The open talk is
 * marked read when it opens and again whenever a message of someone else arrives in it.
 */
export function useMarkOpenTalkRead(openId: string | null, viewer: Viewer): void {
  const markRead = useMarkRead();
  const messages = useMessages(openId);
  const newestForeign = messages.data?.pages
    .flatMap((page) => page.items)
    .filter((message) => !isOwn(message, viewer))
    .map((message) => `${message.date}|${message.id}`)
    .reduce((max, key) => (key > max ? key : max), '');
  const isLoaded = messages.isSuccess;
  useEffect(() => {
    if (!openId || !isLoaded) return;
    // A failed mark leaves the talk unread until the next opening: nothing to tell the user.
    void markRead(openId).catch(() => undefined);
  }, [openId, isLoaded, newestForeign, markRead]);
}

/**
 * platform.md §9: when the open talk's newest messages name their senders otherwise than the
 * talk's people (a profile changed), the list is read again — at most
 * CHAT_PROFILE_REFRESH_MAX_REPEATS times in a row; opening another talk starts the count again.
 */
export function useProfileRefresh(openTalk: ChatTalk | undefined, openId: string | null): void {
  const bound = useRef(new ProfileRefreshBound());
  const refreshTalks = useRefreshTalks();
  const messages = useMessages(openId);
  const newest = messages.data?.pages[0]?.items[0];
  useEffect(() => bound.current.reset(), [openId]);
  useEffect(() => {
    if (!newest || !openTalk) return;
    if (bound.current.shouldRefresh(hasStaleProfile(openTalk, newest))) void refreshTalks();
  }, [newest, openTalk, refreshTalks]);
}

/**
 * `?with=<user id>` (a link from elsewhere): opens, or creates, the direct talk with that person;
 * a refusal (platform.md §5: not with oneself) is shown in the screen. The parameter then goes.
 */
export function useWithParam(listPath: string, onProblem: (text: string | null) => void): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const withUser = params.get('with');
  const { direct } = useOpenTalk();
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!withUser || started.current === withUser) return;
    started.current = withUser;
    direct(withUser)
      .then((talk) => {
        onProblem(null);
        void navigate(recordPath(listPath, talk.id), { replace: true });
      })
      .catch((failure: unknown) => {
        const error = toApiError(failure);
        if (!error.isHandled) onProblem(error.fields[0]?.message ?? error.message);
        void navigate(listPath, { replace: true });
      });
  }, [withUser, direct, listPath, navigate, onProblem]);
}
