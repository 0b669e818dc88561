import { EventEmitter, on } from 'node:events';
import type { AppContext } from '../../context';

/** One change of a company's ledger, as the GraphQL subscription streams it. */
export interface TransactionChange {
  companyId: string;
  eventId: string;
  kind: 'created' | 'canceled' | 'updated' | 'deleted';
  transactionIds: string[];
  at: string;
}

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

  /** The changes of the companies, until the signal aborts. */
  async *subscribe(companyIds: readonly string[], signal: AbortSignal): AsyncGenerator<TransactionChange> {
    const relay = new EventEmitter();
    const forward = (change: TransactionChange) => relay.emit('change', change);
    for (const id of companyIds) this.emitter.on(id, forward);
    try {
      for await (const [change] of on(relay, 'change', { signal })) yield change as TransactionChange;
    } catch (error) {
      if (!signal.aborted) throw error;
    } finally {
      for (const id of companyIds) this.emitter.off(id, forward);
    }
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
