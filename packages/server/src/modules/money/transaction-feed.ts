import { EventEmitter } from 'node:events';
import type { Queryable } from '@honora/db';
import type { AppContext } from '../../context';
import { MAX_NOTIFY_BYTES, notify } from '../../notifications/notifications';

/** One change of a company's ledger, as the GraphQL subscription streams it. */
export interface TransactionChange {
  companyId: string;
  eventId: string;
  kind: 'created' | 'canceled' | 'updated' | 'deleted';
  transactionIds: string[];
  at: string;
}

/** The PostgreSQL channel every server process listens to for ledger changes (decision 020). */
export const LEDGER_CHANNEL = 'honora_ledger';

/** Changes a slow subscriber may have waiting; beyond this the oldest are dropped (the client re-reads). */
const MAX_PENDING = 1_000;

/**
 * The ledger's change feed inside one server process: the GraphQL subscription listens per
 * company. Changes reach it only from the database's notifications (`relayTransactionChanges`),
 * never straight from a service, so a change made by another process arrives the same way as
 * one made here (decision 020).
 */
export class TransactionFeed {
  private readonly emitter = new EventEmitter({ captureRejections: false });

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(changes: readonly TransactionChange[]): void {
    for (const change of changes) this.emitter.emit(change.companyId, change);
  }

  /** Subscribers listening to a company now (tests wait for a subscription to be in place). */
  listenerCount(companyId: string): number {
    return this.emitter.listenerCount(companyId);
  }

  /**
   * The changes of the companies, until the signal aborts or the consumer returns. Listening
   * starts at the call, not at the first `next()`: a change published right after a client
   * subscribed is never lost.
   */
  subscribe(companyIds: readonly string[], signal: AbortSignal): AsyncIterableIterator<TransactionChange> {
    const pending: TransactionChange[] = [];
    let wake: ((result: IteratorResult<TransactionChange>) => void) | null = null;
    let done = false;
    const ids = [...new Set(companyIds)];

    const forward = (change: TransactionChange) => {
      if (done) return;
      if (wake) {
        const resolve = wake;
        wake = null;
        resolve({ value: change, done: false });
        return;
      }
      pending.push(change);
      if (pending.length > MAX_PENDING) pending.shift();
    };
    const stop = (): IteratorResult<TransactionChange> => {
      if (!done) {
        done = true;
        for (const id of ids) this.emitter.off(id, forward);
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

    for (const id of ids) this.emitter.on(id, forward);
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });

    return {
      next: () => {
        const change = pending.shift();
        if (change) return Promise.resolve({ value: change, done: false });
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

const feeds = new WeakMap<AppContext, TransactionFeed>();

/** The feed of one app (tests run several apps in one process; each has its own). */
export function transactionFeed(ctx: AppContext): TransactionFeed {
  let feed = feeds.get(ctx);
  if (!feed) {
    feed = new TransactionFeed();
    feeds.set(ctx, feed);
  }
  return feed;
}

const byteLength = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/** A change whose payload would pass the limit, as several changes of fewer transactions each. */
function split(change: TransactionChange, limit: number): TransactionChange[] {
  if (byteLength([change]) <= limit) return [change];
  const base = byteLength([{ ...change, transactionIds: [] }]);
  const perId = Math.max(...change.transactionIds.map((id) => byteLength(id) + 1));
  const size = Math.max(1, Math.floor((limit - base) / perId));
  const parts: TransactionChange[] = [];
  for (let i = 0; i < change.transactionIds.length; i += size) {
    parts.push({ ...change, transactionIds: change.transactionIds.slice(i, i + size) });
  }
  return parts;
}

/**
 * The NOTIFY payloads of some changes: JSON arrays of changes packed up to `limit` bytes each
 * (PostgreSQL refuses 8000 bytes or more); a change with too many transactions is cut into
 * several changes of the same event and kind.
 */
export function payloadsOf(changes: readonly TransactionChange[], limit = MAX_NOTIFY_BYTES): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  let size = 2;
  for (const part of changes.flatMap((change) => split(change, limit))) {
    const json = JSON.stringify(part);
    const bytes = Buffer.byteLength(json) + 1;
    if (batch.length > 0 && size + bytes > limit) {
      payloads.push(`[${batch.join(',')}]`);
      batch = [];
      size = 2;
    }
    batch.push(json);
    size += bytes;
  }
  if (batch.length > 0) payloads.push(`[${batch.join(',')}]`);
  return payloads;
}

const KINDS: ReadonlySet<string> = new Set(['created', 'canceled', 'updated', 'deleted']);

function isChange(value: unknown): value is TransactionChange {
  const c = value as Partial<TransactionChange> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.companyId === 'string' &&
    typeof c.eventId === 'string' &&
    typeof c.kind === 'string' &&
    KINDS.has(c.kind) &&
    Array.isArray(c.transactionIds) &&
    c.transactionIds.every((id) => typeof id === 'string') &&
    typeof c.at === 'string'
  );
}

/** The changes of one payload; anything else on the channel is dropped (null). */
export function changesOf(payload: string): TransactionChange[] | null {
  try {
    const parsed: unknown = JSON.parse(payload);
    return Array.isArray(parsed) && parsed.every(isChange) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Announces ledger changes from inside the writing transaction: PostgreSQL delivers the
 * notification to every process when the transaction commits, and never for one rolled back
 * (a savepoint rolled back drops its own notifications too).
 */
export async function publishChanges(tx: Queryable, changes: readonly TransactionChange[]): Promise<void> {
  await notify(tx, LEDGER_CHANNEL, payloadsOf(changes));
}

/** Forwards the database's ledger notifications to this process's subscribers; answers how to stop. */
export function relayTransactionChanges(ctx: AppContext): Promise<() => Promise<void>> {
  const feed = transactionFeed(ctx);
  return ctx.notifications.listen(LEDGER_CHANNEL, (payload) => {
    const changes = changesOf(payload);
    if (changes) feed.publish(changes);
    else ctx.log.warn({ channel: LEDGER_CHANNEL }, 'ledger notification dropped: not a list of changes');
  });
}
