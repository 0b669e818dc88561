import type { ChatEventKind, ChatTalkKind } from '@honora/contract';
import type { Tx } from '@honora/db';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { ChatViewer } from './chat-scope';

/**
 * The chat's realtime path across server processes (decision 066, like the ledger feed of
 * decision 020): a writer announces what changed with NOTIFY on one channel inside its own
 * transaction; every process LISTENs once and hands each announcement to its subscribers whose
 * session may be concerned. The payload names the talk, its people and the message, never its
 * text: each subscriber re-reads what it may see.
 */
export const CHAT_CHANNEL = 'honora_chat';

/** Events a slow subscriber may have waiting; beyond this the oldest are dropped (the client re-reads). */
const MAX_PENDING = 500;

/** One announcement (short keys: it travels through NOTIFY, under MAX_NOTIFY_BYTES). */
export interface ChatNotice {
  /** event kind */
  e: ChatEventKind;
  /** talk id, its company and kind */
  t: string;
  c: string;
  k: ChatTalkKind;
  /** message id (kind message) */
  m: string | null;
  /** who did it */
  a: string;
  /** the talk's people (user ids), and anyone just removed */
  u: string[];
  at: string;
}

/**
 * Announces a change in a talk to its live members, plus `extra` (someone removed), in one
 * statement of the writer's transaction (delivered on commit). A group holds at most
 * CHAT_LIMITS.groupMembersMax people: about 2 KB of ids, far under MAX_NOTIFY_BYTES.
 */
export async function announce(
  tx: Tx,
  talk: { id: string; companyId: string; kind: ChatTalkKind },
  event: { kind: ChatEventKind; actorId: string; messageId?: string | null; extra?: readonly string[] },
): Promise<void> {
  const people =
    event.kind === 'highlight'
      ? sql`'[]'::json`
      : sql`(select coalesce(json_agg(distinct p.id), '[]'::json) from (
          select user_id as id from chat_talk_members where talk_id = ${talk.id} and deleted_at is null
          union all select unnest(${sql.param([...(event.extra ?? [])])}::uuid[])) p)`;
  await tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, json_build_object(
      'e', ${event.kind}::text, 't', ${talk.id}::text, 'c', ${talk.companyId}::text, 'k', ${talk.kind}::text,
      'm', ${event.messageId ?? null}::text, 'a', ${event.actorId}::text,
      'at', to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'u', ${people})::text)`);
}

const KINDS: ReadonlySet<string> = new Set(['message', 'read', 'talk', 'highlight']);

/** The notice of one payload; anything else on the channel is dropped (null). */
export function noticeOf(payload: string): ChatNotice | null {
  try {
    const n = JSON.parse(payload) as Partial<ChatNotice> | null;
    if (
      typeof n !== 'object' ||
      n === null ||
      !KINDS.has(String(n.e)) ||
      typeof n.t !== 'string' ||
      typeof n.c !== 'string' ||
      typeof n.a !== 'string' ||
      !Array.isArray(n.u)
    )
      return null;
    return n as ChatNotice;
  } catch {
    return null;
  }
}

/**
 * Whether a notice may concern a subscriber (the re-read decides the rest): highlights go to the
 * user's own sessions only; support talks to admins and the company's attendants; company talks
 * to the client and the attendants; direct and group talks to their people in that company.
 */
export function concerns(notice: ChatNotice, viewer: ChatViewer): boolean {
  if (notice.e === 'highlight') return notice.a === viewer.userId;
  if (viewer.side === 'ADMIN') return notice.k === 'support';
  if (notice.c !== viewer.companyId) return false;
  if (viewer.isAttendant && viewer.side === 'COMPANY' && (notice.k === 'company' || notice.k === 'support')) {
    return true;
  }
  return notice.u.includes(viewer.userId);
}

interface Subscriber {
  viewer: ChatViewer;
  push: (notice: ChatNotice) => void;
}

/** The chat's announcements inside one server process, handed to the subscribers they concern. */
export class ChatFeed {
  private readonly subscribers = new Set<Subscriber>();

  publish(notice: ChatNotice): void {
    for (const s of this.subscribers) if (concerns(notice, s.viewer)) s.push(notice);
  }

  get size(): number {
    return this.subscribers.size;
  }

  /** Subscribers of one user now (tests wait for a subscription to be in place). */
  countOf(userId: string): number {
    let n = 0;
    for (const s of this.subscribers) if (s.viewer.userId === userId) n += 1;
    return n;
  }

  /** The notices for a viewer until the signal aborts or the consumer returns; listening starts now. */
  subscribe(viewer: ChatViewer, signal: AbortSignal): AsyncIterableIterator<ChatNotice> {
    const pending: ChatNotice[] = [];
    let wake: ((result: IteratorResult<ChatNotice>) => void) | null = null;
    let done = false;
    const subscriber: Subscriber = {
      viewer,
      push: (notice) => {
        if (done) return;
        if (wake) {
          const resolve = wake;
          wake = null;
          resolve({ value: notice, done: false });
          return;
        }
        pending.push(notice);
        if (pending.length > MAX_PENDING) pending.shift();
      },
    };
    const stop = (): IteratorResult<ChatNotice> => {
      if (!done) {
        done = true;
        this.subscribers.delete(subscriber);
        signal.removeEventListener('abort', stop);
        pending.length = 0;
        if (wake) {
          const resolve = wake;
          wake = null;
          resolve({ value: undefined, done: true });
        }
      }
      return { value: undefined, done: true };
    };
    this.subscribers.add(subscriber);
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
    return {
      next: () => {
        const notice = pending.shift();
        if (notice) return Promise.resolve({ value: notice, done: false });
        if (done) return Promise.resolve({ value: undefined, done: true });
        return new Promise((resolve) => (wake = resolve));
      },
      return: () => Promise.resolve(stop()),
      throw: (error: unknown) => {
        stop();
        return Promise.reject(error);
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }
}

const feeds = new WeakMap<AppContext, ChatFeed>();

/** The chat feed of one app (tests run several apps in one process; each has its own). */
export function chatFeed(ctx: AppContext): ChatFeed {
  let feed = feeds.get(ctx);
  if (!feed) {
    feed = new ChatFeed();
    feeds.set(ctx, feed);
  }
  return feed;
}

/** Forwards the database's chat notifications to this process's subscribers; answers how to stop. */
export function relayChatNotices(ctx: AppContext): Promise<() => Promise<void>> {
  const feed = chatFeed(ctx);
  return ctx.notifications.listen(CHAT_CHANNEL, (payload) => {
    const notice = noticeOf(payload);
    if (notice) feed.publish(notice);
    else ctx.log.warn({ channel: CHAT_CHANNEL }, 'chat notification dropped: not a chat notice');
  });
}
