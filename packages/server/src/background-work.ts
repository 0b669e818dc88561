import { notInArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Background work (reference and CBHPM imports, TISS XML generations) runs in the process that
 * accepted it, and several server processes may share the database. While it runs, the process
 * renews the record's heartbeat; open work whose heartbeat is older than HEARTBEAT_STALE_SECONDS
 * was cut off (a restart, a killed process) and any process settles it as failed, durably, at
 * start and whenever the work is read.
 */
export const HEARTBEAT_INTERVAL_MS = 10_000;
export const HEARTBEAT_STALE_SECONDS = 60;

/** The records of the work running in this process (uuids, unique across tables). */
const runningHere = new Set<string>();

/**
 * Marks `id` as running here and renews its heartbeat every HEARTBEAT_INTERVAL_MS until the
 * returned stop is called; a failed beat is logged, never thrown.
 */
export function keepBeating(id: string, beat: () => Promise<unknown>, log: FastifyBaseLogger): () => void {
  runningHere.add(id);
  const timer = setInterval(() => {
    beat().catch((error: unknown) => log.warn({ err: error, id }, 'background work: heartbeat not renewed'));
  }, HEARTBEAT_INTERVAL_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    runningHere.delete(id);
  };
}

/**
 * The condition "cut off": the heartbeat went stale, and the work is not running in this process
 * (a long write here, on PGlite's single connection, may hold back its beat).
 */
export function cutOff(id: AnyColumn, heartbeatAt: AnyColumn): SQL {
  const stale = sql`${heartbeatAt} < now() - make_interval(secs => ${HEARTBEAT_STALE_SECONDS})`;
  return runningHere.size > 0 ? sql`${stale} and ${notInArray(id, [...runningHere])}` : stale;
}
