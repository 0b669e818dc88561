import type { Queryable } from '@honora/db';
import type { JobHandler, JobRow } from './job-types';
import { signalJobs } from './job-waker';
import { insertJob } from './jobs.repository';

export interface EnqueueRequest<P> {
  /** The handler of the kind: its parse checks the payload before it is stored. */
  handler: JobHandler<P>;
  companyId: string | null;
  payload: P & Record<string, unknown>;
  /** Runs before the job ends FAILED (default 3). */
  maxAttempts?: number;
}

/**
 * Enqueues a job in the caller's transaction (decision 019): the job exists exactly when the
 * business record that needs it commits. `created_by` is the transaction's actor.
 */
export async function enqueue<P>(tx: Queryable, request: EnqueueRequest<P>): Promise<JobRow> {
  request.handler.parse(request.payload);
  const job = await insertJob(tx, {
    kind: request.handler.kind,
    companyId: request.companyId,
    payload: request.payload,
    maxAttempts: request.maxAttempts ?? 3,
  });
  // PGlite: a worker's claim waits for this transaction to end; PostgreSQL: NOTIFY on commit.
  signalJobs();
  return job;
}
