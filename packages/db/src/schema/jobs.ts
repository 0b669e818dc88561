import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { recordMeta } from './meta';

/** platform.md §3 job status, plus the ends the spec leaves out: failed and cancelled (decision 019). */
export const jobStatuses = ['NOT_STARTED', 'RUNNING', 'FINISH', 'FAILED', 'CANCELLED'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * The durable job queue (decision 019): one row per job, enqueued in the same transaction as the
 * business record it works on, claimed row by row (FOR UPDATE SKIP LOCKED) by any server process.
 * `company_id` is null for platform work (reference imports). The step text is a catalog code
 * with its params: the web renders it in pt-BR.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id),
    kind: text('kind').notNull(),
    status: text('status', { enum: jobStatuses }).notNull().default('NOT_STARTED'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    result: jsonb('result').$type<Record<string, unknown>>(),
    progress: integer('progress').notNull().default(0),
    stepCode: text('step_code'),
    stepParams: jsonb('step_params').$type<Record<string, string | number>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** The process that holds the job while RUNNING (host:pid:random). */
    lockedBy: text('locked_by'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    errorCode: text('error_code'),
    errorDetail: text('error_detail'),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...recordMeta,
  },
  (t) => [
    // The claim reads the due jobs in this index's order, the stale sweep the RUNNING ones (migration 0029).
    index('jobs_due_idx')
      .on(t.runAfter, t.createdAt)
      .where(sql`${t.status} = 'NOT_STARTED'`),
    index('jobs_running_idx')
      .on(t.heartbeatAt)
      .where(sql`${t.status} = 'RUNNING'`),
    index('jobs_company_created_idx').on(t.companyId, t.createdAt.desc()),
    index('jobs_created_idx').on(t.createdAt.desc()),
    check('jobs_progress_range', sql`${t.progress} between 0 and 100`),
    check('jobs_attempts_range', sql`${t.maxAttempts} >= 1 and ${t.attempts} >= 0`),
  ],
);
