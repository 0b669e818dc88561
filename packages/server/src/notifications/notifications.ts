import type { Db, Queryable } from '@honora/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** NOTIFY refuses a payload of 8000 bytes or more; callers keep theirs under this. */
export const MAX_NOTIFY_BYTES = 7_900;

/** The `application_name` of the LISTEN connection (operators and tests find it in pg_stat_activity). */
export const LISTEN_APPLICATION_NAME = 'honora_listen';

export type NotificationHandler = (payload: string) => void;

/**
 * PostgreSQL notifications between the server processes that share one database (ARCHITECTURE.md
 * "Beyond one machine"; decision 020). A writer sends with `notify` inside its own transaction,
 * so the message is delivered on commit and never for a rolled-back write; every process holds
 * one dedicated LISTEN connection and hands each message to its local handlers.
 */
export interface Notifications {
  /** Starts handling a channel; resolves once the process is listening to it. */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Sends the payloads on the channel in the caller's transaction (delivered when it commits). */
export async function notify(q: Queryable, channel: string, payloads: readonly string[]): Promise<void> {
  if (payloads.length === 0) return;
  const list = sql.join(
    payloads.map((p) => sql`${p}`),
    sql`, `,
  );
  await q.execute(sql`select pg_notify(${channel}, p) from unnest(array[${list}]::text[]) as p`);
}

interface PgliteClient {
  listen(channel: string, callback: (payload: string) => void): Promise<(() => Promise<void>) | (() => void)>;
}

/** The notifications of the app's database: a LISTEN connection on PostgreSQL, PGlite's own listen embedded. */
export function createNotifications(db: Db, log: FastifyBaseLogger): Notifications {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return new PgNotifications(client.options, log);
  if (client && typeof (client as PgliteClient).listen === 'function')
    return pgliteNotifications(client as PgliteClient);
  throw new Error('notifications: unknown database client');
}

/** Embedded PGlite is one process: its listen already delivers on commit only. */
function pgliteNotifications(client: PgliteClient): Notifications {
  return {
    async listen(channel, handler) {
      const stop = await client.listen(channel, handler);
      return async () => void (await stop());
    },
    close: async () => undefined,
  };
}

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;

/**
 * One dedicated connection per process (outside the pool, so a long LISTEN never holds a pooled
 * client). A lost connection is logged and reopened with growing pauses, and every channel is
 * listened to again; what was notified while it was down is not replayed (decision 020).
 */
class PgNotifications implements Notifications {
  private readonly handlers = new Map<string, Set<NotificationHandler>>();
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private isClosing = false;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly options: pg.ClientConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  async listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>> {
    const known = this.handlers.get(channel);
    const set = known ?? new Set<NotificationHandler>();
    set.add(handler);
    this.handlers.set(channel, set);
    const client = await this.connected();
    if (!known && this.client === client) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    return async () => {
      set.delete(handler);
      if (set.size > 0 || this.handlers.get(channel) !== set) return;
      this.handlers.delete(channel);
      const current = this.client;
      if (current) await current.query(`UNLISTEN ${current.escapeIdentifier(channel)}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.isClosing = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connected(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({ ...this.options, application_name: LISTEN_APPLICATION_NAME, keepAlive: true });
    client.on('notification', (message) => this.dispatch(message.channel, message.payload ?? ''));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.isClosing) {
      await client.end().catch(() => undefined);
      throw new Error('notifications: closed');
    }
    this.client = client;
    return client;
  }

  private dispatch(channel: string, payload: string): void {
    for (const handler of this.handlers.get(channel) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        this.log.error({ err: error, channel }, 'notification handler failed');
      }
    }
  }

  private lost(client: pg.Client, error: Error | null): void {
    if (this.client !== client || this.isClosing) return;
    this.client = null;
    this.log.warn({ err: error ?? undefined }, 'PostgreSQL LISTEN connection lost; reconnecting');
    void client.end().catch(() => undefined);
    this.retry(FIRST_RETRY_MS);
  }

  private retry(delay: number): void {
    if (this.isClosing) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connected().then(
        () => this.log.warn('PostgreSQL LISTEN connection reopened'),
        (error: unknown) => {
          if (this.isClosing) return;
          this.log.warn({ err: error, retryInMs: delay }, 'PostgreSQL LISTEN reconnection failed');
          this.retry(Math.min(delay * 2, LAST_RETRY_MS));
        },
      );
    }, delay);
  }
}
