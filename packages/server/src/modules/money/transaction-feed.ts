import { EventEmitter } from 'node:events';
import type { AppContext } from '../../context';

/** One change of a company's ledger, as the GraphQL subscription streams it. */
export interface TransactionChange {
  companyId: string;
  eventId: string;
  kind: 'created' | 'canceled' | 'updated' | 'deleted';
  transactionIds: string[];
  at: string;
}

/** Changes a slow subscriber may have waiting; beyond this the oldest are dropped (the client re-reads). */
const MAX_PENDING = 1_000;

/**
 * The ledger's change feed inside one server process: the money services publish after their
 * database transaction commits; the GraphQL subscription listens per company. (Several
 * processes would relay it through PostgreSQL LISTEN/NOTIFY; decision 016.)
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
