import { companies, jobs, rowsOf, systemActor, type Actor, type Queryable } from '@honora/db';
import { and, count, desc, eq, getTableColumns, inArray, lt, sql, type SQL } from 'drizzle-orm';
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
 * The runner's own bookkeeping (claims, FINISH) commits without waiting for the disk flush: a
 * database crash may lose the last such commits, which puts a claimed job back in the queue or
 * leaves a finished one RUNNING for the stale sweep — a second delivery, which at-least-once
 * handlers absorb (decision 019). The handlers' business writes keep synchronous commits, and
 * their flush carries the runner's earlier commits to disk with them.
 */
const NO_FLUSH_WAIT = sql`set_config('synchronous_commit', 'off', true)`;

/** A raw `jobs` row (snake_case, driver values) as drizzle answers it. */
const jobColumnsByKey = Object.entries(getTableColumns(jobs));
function jobOf(raw: Record<string, unknown>): JobRow {
  return Object.fromEntries(
    jobColumnsByKey.map(([key, column]) => {
      const value = raw[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as JobRow;
}

/**
 * Claims up to `limit` of the oldest due jobs of `kinds` for `worker`, in one statement (one
 * round trip, as the system actor): honora_due_jobs picks them in the order of their index with
 * FOR UPDATE SKIP LOCKED (migration 0029), so two workers never claim the same job.
 */
export async function claimJobs(
  db: Queryable,
  worker: string,
  kinds: readonly string[],
  limit: number,
): Promise<JobRow[]> {
  if (kinds.length === 0 || limit <= 0) return [];
  const kindList = sql`array[${sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  )}]::text[]`;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`${asActor(systemActor, NO_FLUSH_WAIT)}
      update jobs set status = 'RUNNING', attempts = jobs.attempts + 1, locked_by = ${worker},
        heartbeat_at = now(), started_at = coalesce(jobs.started_at, now())
      from actor
      where jobs.id in (select honora_due_jobs(${kindList}, ${limit}))
      returning jobs.*`),
  );
  return rows.map(jobOf);
}

/**
 * The record-metadata trigger's actor, set by the statement itself: the runner's frequent writes
 * (beats, FINISH) are one round trip each instead of a transaction of four.
 */
function asActor(actor: Actor, extra: SQL = sql`null`) {
  return sql`with actor as materialized (select
      set_config('honora.actor_id', ${actor.id}, true),
      set_config('honora.actor_name', ${actor.name}, true),
      set_config('honora.actor_env', ${actor.env ?? 'job'}, true),
      set_config('honora.actor_version', ${actor.version ?? ''}, true),
      set_config('honora.actor_is_admin', 'false', true),
      ${extra})`;
}

/**
 * Renews the heartbeat of a job this worker holds (with its progress when given); answers
 * whether cancellation was asked, or null when the job is no longer this worker's.
 */
export async function beat(
  db: Queryable,
  actor: Actor,
  id: string,
  worker: string,
  progress?: { percent: number; stepCode: string; params: StepParams },
): Promise<{ cancelRequested: boolean } | null> {
  const set = progress
    ? sql`, progress = ${progress.percent}, step_code = ${progress.stepCode}, step_params = ${JSON.stringify(progress.params)}::jsonb`
    : sql``;
  const rows = rowsOf<{ cancel_requested: boolean }>(
    await db.execute(sql`${asActor(actor)}
      update jobs set heartbeat_at = now()${set}
      from actor
      where jobs.id = ${id} and jobs.locked_by = ${worker} and jobs.status = 'RUNNING'
      returning jobs.cancel_requested`),
  );
  return rows[0] ? { cancelRequested: rows[0].cancel_requested } : null;
}

/** One finished run: its job and what the handler answered. */
export interface FinishedRun {
  id: string;
  result: Record<string, unknown> | null;
}

/**
 * FINISH of many jobs this worker holds, each with its own result, in one UPDATE (the runner
 * gathers the runs that end while the previous write is in flight). A job no longer this
 * worker's (settled as stale, cancelled and ended, re-claimed elsewhere) is left as it is.
 * Answers the ids that were finished.
 */
export async function finishJobs(
  db: Queryable,
  actor: Actor,
  worker: string,
  runs: readonly FinishedRun[],
): Promise<Set<string>> {
  if (runs.length === 0) return new Set();
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`${asActor(actor, NO_FLUSH_WAIT)}
      update jobs set status = 'FINISH', progress = 100, step_code = 'done', step_params = '{}'::jsonb,
        result = run.result, locked_by = null, error_code = null, error_detail = null, finished_at = now()
      from actor, jsonb_to_recordset(${JSON.stringify(runs)}::jsonb) as run(id uuid, result jsonb)
      where jobs.id = run.id and jobs.locked_by = ${worker} and jobs.status = 'RUNNING'
      returning jobs.id`),
  );
  return new Set(rows.map((row) => row.id));
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
