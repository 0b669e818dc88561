import { EventEmitter } from 'node:events';
import type { Db } from '@honora/db';
import type { FastifyBaseLogger } from 'fastify';
import { JOBS_CHANNEL } from './jobs.repository';

/** Wakes the workers of this process (PGlite, and a fast path on PostgreSQL). */
const inProcess = new EventEmitter();
inProcess.setMaxListeners(0);

/**
 * Tells this process's workers a job may be due. On PGlite a worker's claim waits for the
 * enqueueing transaction (one connection, exclusive transactions), so it sees the job.
 */
export function signalJobs(): void {
  inProcess.emit('job');
}

interface PgPoolLike {
  connect(): Promise<PgClientLike>;
  totalCount: number;
}
interface PgClientLike {
  query(text: string): Promise<unknown>;
  on(event: 'notification', fn: () => void): unknown;
  on(event: 'error', fn: (error: Error) => void): unknown;
  release(error?: boolean): void;
}

function poolOf(db: Db): PgPoolLike | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client && typeof client === 'object' && 'totalCount' in client && 'connect' in client
    ? (client as PgPoolLike)
    : undefined;
}

/**
 * Subscribes `wake` to new jobs: in-process signals always, and on PostgreSQL a dedicated
 * connection LISTENing on the jobs channel, so a job enqueued by another process wakes this one
 * when its transaction commits. Answers the unsubscribe.
 */
export async function listenForJobs(db: Db, wake: () => void, log: FastifyBaseLogger): Promise<() => Promise<void>> {
  inProcess.on('job', wake);
  const pool = poolOf(db);
  let client: PgClientLike | undefined;
  if (pool) {
    try {
      client = await pool.connect();
      client.on('notification', wake);
      client.on('error', (error) => log.warn({ err: error }, 'jobs: LISTEN connection lost; polling only'));
      await client.query(`LISTEN ${JOBS_CHANNEL}`);
    } catch (error) {
      log.warn({ err: error }, 'jobs: LISTEN unavailable; polling only');
      client?.release(true);
      client = undefined;
    }
  }
  return async () => {
    inProcess.off('job', wake);
    if (!client) return;
    try {
      await client.query(`UNLISTEN ${JOBS_CHANNEL}`);
      client.release();
    } catch {
      client.release(true);
    }
  };
}
