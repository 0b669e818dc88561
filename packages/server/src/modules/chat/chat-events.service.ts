import type { ChatEvent } from '@honora/contract';
import type { AppContext } from '../../context';
import type { AuthSession } from '../../http/auth-context';
import { validateRequest } from '../../http/guard';
import { chatFeed, type ChatNotice } from './chat-feed';
import { chatViewerOf, withViewer, type ChatViewer } from './chat-scope';
import { findVisibleMessage } from './chat-talks.repository';
import { toMessage } from './chat-view';

/**
 * The GraphQL subscription chatEvents (decision 066): the session's announcements from every
 * server process, each re-read as the session may see it now — a new message comes with its
 * content only if its talk is still visible to the subscriber; other kinds only say what changed.
 */
export async function watchChatEvents(
  app: AppContext,
  auth: AuthSession | null,
  signal: AbortSignal,
): Promise<AsyncIterable<ChatEvent>> {
  const access = await validateRequest(app, auth, {
    workspaces: ['CLIENT', 'COMPANY', 'ADMIN'],
    permission: { module: 'account', action: 'read' },
  });
  const viewer = await chatViewerOf(app, auth!, access);
  const notices = chatFeed(app).subscribe(viewer, signal);
  return events(app, viewer, notices);
}

/**
 * The notices as events, skipping those the viewer may no longer see. A hand-written iterator,
 * not a generator: a generator waiting for the next notice would only run `return` after one came,
 * so an unsubscribed client would hold its listener until its socket closed.
 */
function events(
  app: AppContext,
  viewer: ChatViewer,
  notices: AsyncIterableIterator<ChatNotice>,
): AsyncIterableIterator<ChatEvent> {
  const next = async (): Promise<IteratorResult<ChatEvent>> => {
    for (;;) {
      const notice = await notices.next();
      if (notice.done) return { value: undefined, done: true };
      const event = await eventFor(app, viewer, notice.value);
      if (event) return { value: event, done: false };
    }
  };
  return {
    next,
    return: async () => {
      await notices.return?.();
      return { value: undefined, done: true };
    },
    throw: async (error: unknown) => {
      await notices.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

async function eventFor(app: AppContext, viewer: ChatViewer, notice: ChatNotice): Promise<ChatEvent | null> {
  const base = { kind: notice.e, talkId: notice.t, actorId: notice.a, at: notice.at };
  if (notice.e !== 'message' || !notice.m) return { ...base, message: null };
  const messageId = notice.m;
  const row = await withViewer(app.db, viewer, async (tx) => {
    return findVisibleMessage(tx, viewer, notice.t, messageId);
  });
  return row ? { ...base, message: toMessage(row) } : null;
}
