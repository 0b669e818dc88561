import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Notifications } from '../notifications/notifications';
import { JOBS_CHANNEL } from './jobs.repository';

/** Wakes the workers of this process (the fast path of a job enqueued here). */
const inProcess = new EventEmitter();
inProcess.setMaxListeners(0);

/**
 * Tells this process's workers a job may be due. On PGlite a worker's claim waits for the
 * enqueueing transaction (one connection, exclusive transactions), so it sees the job.
 */
export function signalJobs(): void {
  inProcess.emit('job');
}

/**
 * Subscribes `wake` to new jobs: in-process signals, and the jobs channel of the process's one
 * notification connection (decision 020: on PostgreSQL a job enqueued by another process wakes
 * this one when its transaction commits; a lost connection is reopened, and the runner's poll
 * covers what was notified meanwhile). Answers the unsubscribe.
 */
export async function listenForJobs(
  notifications: Notifications,
  wake: () => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  inProcess.on('job', wake);
  let unlisten: (() => Promise<void>) | undefined;
  try {
    unlisten = await notifications.listen(JOBS_CHANNEL, () => wake());
  } catch (error) {
    log.warn({ err: error }, 'jobs: LISTEN unavailable; polling only');
  }
  return async () => {
    inProcess.off('job', wake);
    await unlisten?.().catch(() => undefined);
  };
}
