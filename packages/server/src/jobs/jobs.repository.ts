import { companies, jobs, type Queryable } from '@honora/db';
import { and, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { JobRow, StepParams } from './job-types';

/** The channel enqueue notifies on commit (PostgreSQL LISTEN/NOTIFY wakes the workers). */
export const JOBS_CHANNEL = 'honora_jobs';

export interface NewJob {
  kind: string;
  companyId: string | null;
  payload: Record<string, unknown>;
  maxAttempts: number;
}

/** Inserts a job and notifies the workers; PostgreSQL delivers the NOTIFY when the transaction commits. */
export async function insertJob(tx: Queryable, job: NewJob): Promise<JobRow> {
  const [row] = await tx
    .insert(jobs)
    .values({ ...job, status: 'NOT_STARTED', stepCode: 'queued' })
    .returning();
  await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${job.kind})`);
  return row!;
}

/**
 * Claims the oldest due job of `kinds` for `worker`: one UPDATE over a row picked with FOR
 * UPDATE SKIP LOCKED, so two workers never claim the same job.
 */
export async function claimJob(tx: Queryable, worker: string, kinds: readonly string[]): Promise<JobRow | undefined> {
  if (kinds.length === 0) return undefined;
  const [row] = await tx
    .update(jobs)
    .set({
      status: 'RUNNING',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: worker,
      heartbeatAt: sql`now()`,
      startedAt: sql`coalesce(${jobs.startedAt}, now())`,
    })
    .where(
      eq(
        jobs.id,
        sql`(select j.id from jobs j
              where j.status = 'NOT_STARTED' and j.run_after <= now() and j.kind in ${kinds}
              order by j.run_after, j.created_at limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return row;
}

const heldBy = (id: string, worker: string) =>
  and(eq(jobs.id, id), eq(jobs.lockedBy, worker), eq(jobs.status, 'RUNNING'));

/**
 * Renews the heartbeat of a job this worker holds (with its progress when given); answers
 * whether cancellation was asked, or null when the job is no longer this worker's.
 */
export async function beat(
  tx: Queryable,
  id: string,
  worker: string,
  progress?: { percent: number; stepCode: string; params: StepParams },
): Promise<{ cancelRequested: boolean } | null> {
  const [row] = await tx
    .update(jobs)
    .set({
      heartbeatAt: sql`now()`,
      ...(progress ? { progress: progress.percent, stepCode: progress.stepCode, stepParams: progress.params } : {}),
    })
    .where(heldBy(id, worker))
    .returning({ cancelRequested: jobs.cancelRequested });
  return row ?? null;
}

export async function finishJob(
  tx: Queryable,
  id: string,
  worker: string,
  result: Record<string, unknown> | null,
): Promise<boolean> {
  const rows = await tx
    .update(jobs)
    .set({
      status: 'FINISH',
      progress: 100,
      stepCode: 'done',
      stepParams: {},
      result,
      lockedBy: null,
      errorCode: null,
      errorDetail: null,
      finishedAt: sql`now()`,
    })
    .where(heldBy(id, worker))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Locks a job for a decision about it (retry, fail, cancel). */
export async function lockJob(tx: Queryable, id: string, condition?: SQL): Promise<JobRow | undefined> {
  const [row] = await tx
    .select()
    .from(jobs)
    .where(condition ? and(eq(jobs.id, id), condition) : eq(jobs.id, id))
    .for('update');
  return row;
}

/** Back to the queue after `delaySeconds`, keeping the last error as what happened. */
export async function requeueJob(
  tx: Queryable,
  id: string,
  delaySeconds: number,
  error: { code: string; detail: string | null },
  stepParams: StepParams,
): Promise<void> {
  await tx
    .update(jobs)
    .set({
      status: 'NOT_STARTED',
      lockedBy: null,
      runAfter: sql`now() + make_interval(secs => ${delaySeconds})`,
      errorCode: error.code,
      errorDetail: error.detail,
      stepCode: 'retrying',
      stepParams,
    })
    .where(eq(jobs.id, id));
}

export async function endJob(
  tx: Queryable,
  id: string,
  status: 'FAILED' | 'CANCELLED',
  error: { code: string; detail: string | null },
): Promise<JobRow | undefined> {
  const [row] = await tx
    .update(jobs)
    .set({
      status,
      lockedBy: null,
      errorCode: error.code,
      errorDetail: error.detail,
      finishedAt: sql`now()`,
    })
    .where(eq(jobs.id, id))
    .returning();
  return row;
}

/**
 * RUNNING jobs whose heartbeat is older than `staleSeconds`, locked for settling (SKIP LOCKED:
 * another process settling them keeps them), except those running in this very process.
 */
export async function lockStaleJobs(
  tx: Queryable,
  staleSeconds: number,
  runningHere: readonly string[],
): Promise<JobRow[]> {
  const stale = and(
    eq(jobs.status, 'RUNNING'),
    lt(jobs.heartbeatAt, sql`now() - make_interval(secs => ${staleSeconds})`),
    runningHere.length > 0 ? sql`${jobs.id} not in ${runningHere}` : undefined,
  );
  return tx.select().from(jobs).where(stale).orderBy(jobs.heartbeatAt).limit(100).for('update', { skipLocked: true });
}

/** A new run of an ended job: attempts from zero, due now. */
export async function reopenJob(tx: Queryable, id: string): Promise<JobRow | undefined> {
  const [row] = await tx
    .update(jobs)
    .set({
      status: 'NOT_STARTED',
      attempts: 0,
      progress: 0,
      stepCode: 'queued',
      stepParams: {},
      runAfter: sql`now()`,
      lockedBy: null,
      heartbeatAt: null,
      errorCode: null,
      errorDetail: null,
      cancelRequested: false,
      result: null,
      startedAt: null,
      finishedAt: null,
    })
    .where(eq(jobs.id, id))
    .returning();
  await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${row?.kind ?? ''})`);
  return row;
}

export async function requestCancel(tx: Queryable, id: string): Promise<void> {
  await tx.update(jobs).set({ cancelRequested: true }).where(eq(jobs.id, id));
}

export interface JobFilter {
  kind?: string | undefined;
  status?: JobRow['status'] | undefined;
  companyId?: string | undefined;
}

const jobColumns = {
  id: jobs.id,
  kind: jobs.kind,
  companyId: jobs.companyId,
  companyName: companies.name,
  status: jobs.status,
  progress: jobs.progress,
  stepCode: jobs.stepCode,
  stepParams: jobs.stepParams,
  attempts: jobs.attempts,
  maxAttempts: jobs.maxAttempts,
  runAfter: jobs.runAfter,
  errorCode: jobs.errorCode,
  errorDetail: jobs.errorDetail,
  cancelRequested: jobs.cancelRequested,
  createdAt: jobs.createdAt,
  createdBy: jobs.createdBy,
  createdByName: jobs.createdByName,
  startedAt: jobs.startedAt,
  finishedAt: jobs.finishedAt,
};
export type JobListRow = NonNullable<Awaited<ReturnType<typeof findJob>>>;

/** Newest first; the payload (possibly large) is never listed. */
export async function listJobs(
  tx: Queryable,
  filter: JobFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: JobListRow[]; total: number }> {
  const where = and(
    filter.kind ? eq(jobs.kind, filter.kind) : undefined,
    filter.status ? eq(jobs.status, filter.status) : undefined,
    filter.companyId ? eq(jobs.companyId, filter.companyId) : undefined,
  );
  const rows = await tx
    .select(jobColumns)
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(where)
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await tx.select({ n: count() }).from(jobs).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One job by id, among `companyIds` when given (a company user's view). */
export async function findJob(tx: Queryable, id: string, companyIds?: readonly string[]) {
  if (companyIds && companyIds.length === 0) return undefined;
  const [row] = await tx
    .select(jobColumns)
    .from(jobs)
    .leftJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.id, id), companyIds ? inArray(jobs.companyId, [...companyIds]) : undefined));
  return row;
}
