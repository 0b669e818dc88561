import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { BUILD_VERSION } from '@honora/contract';
import { jobs, systemActor, withActor, type Actor, type Db, type Tx } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { retryDelaySeconds } from './backoff';
import {
  JobAbortedError,
  PermanentJobError,
  type JobContext,
  type JobEndReason,
  type JobHandler,
  type JobRow,
  type StepParams,
} from './job-types';
import { JobFinisher } from './job-finisher';
import { listenForJobs } from './job-waker';
import * as repo from './jobs.repository';

/** A running job renews its heartbeat this often at most (and reads whether it was cancelled). */
export const HEARTBEAT_INTERVAL_MS = 10_000;
/** A RUNNING job whose heartbeat is older than this was cut off (a crash, a killed process); JOB_STALE_SECONDS. */
export const HEARTBEAT_STALE_SECONDS = 60;
/** Stale jobs are looked for this often at most (and at start). */
const SWEEP_INTERVAL_MS = 15_000;
/** An error's detail kept for the admin screen, never a stack. */
const DETAIL_MAX = 500;

export interface JobRunnerOptions {
  /** Jobs run at the same time by this process; 0 runs none here (JOB_CONCURRENCY). */
  concurrency: number;
  /** Fallback poll for due jobs (retries whose time came, a missed notification). */
  pollMs: number;
  /** How long stop() waits for running jobs before releasing them to the queue. */
  stopTimeoutMs?: number;
  /** Seconds without a heartbeat after which a RUNNING job counts as cut off (HEARTBEAT_STALE_SECONDS). */
  staleSeconds?: number;
}

interface Running {
  abort: AbortController;
  /** Why the signal was aborted: someone cancelled, or this process lost the job. */
  why: 'cancelled' | 'lost' | 'stopping' | null;
  /** Whether the handler still holds one of the process's slots (it gives it back when it returns). */
  holdsSlot: boolean;
  done: Promise<void>;
}

/** The job's writes are stamped with who enqueued it, in the job environment. */
function actorOfJob(job: Pick<JobRow, 'createdBy' | 'createdByName'>): Actor {
  return { id: job.createdBy, name: job.createdByName, env: 'job', version: BUILD_VERSION };
}

/** A stored payload the handler does not accept will never run: a permanent failure. */
function parsePayload(handler: JobHandler<unknown>, payload: unknown): unknown {
  try {
    return handler.parse(payload);
  } catch {
    throw new PermanentJobError('badPayload', 'payload refused by its handler');
  }
}

function detailOf(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.split('\n')[0]!.slice(0, DETAIL_MAX);
}

/**
 * The durable job runner (decision 019): one per server process. Claims due jobs for its free
 * slots in one statement (FOR UPDATE SKIP LOCKED), writes their FINISH in batches (JobFinisher),
 * runs them with a heartbeat, retries failures with exponential
 * backoff, and settles jobs other processes left RUNNING without a heartbeat. Wakes on
 * PostgreSQL NOTIFY (sent by enqueue, delivered on commit) or an in-process signal, and polls.
 */
export class JobRunner {
  readonly workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly running = new Map<string, Running>();
  /** Handlers running now: the slots in use. A job whose FINISH is being written no longer counts. */
  private busySlots = 0;
  private isStopped = true;
  private isPumping = false;
  private isPumpWanted = false;
  private isPumpScheduled = false;
  private readonly finisher: JobFinisher;
  private pollTimer: NodeJS.Timeout | undefined;
  private lastSweep = 0;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly app: AppContext,
    private readonly options: JobRunnerOptions,
  ) {
    this.finisher = new JobFinisher(app.db, this.workerId);
  }

  private get db(): Db {
    return this.app.db;
  }

  private get staleSeconds(): number {
    return this.options.staleSeconds ?? HEARTBEAT_STALE_SECONDS;
  }

  /** Beats come three times within the stale limit, sweeps twice, whatever the limit is. */
  private get heartbeatMs(): number {
    return Math.min(HEARTBEAT_INTERVAL_MS, (this.staleSeconds * 1000) / 3);
  }

  private get sweepMs(): number {
    return Math.min(SWEEP_INTERVAL_MS, (this.staleSeconds * 1000) / 2);
  }

  register<P>(handler: JobHandler<P>): void {
    this.handlers.set(handler.kind, handler as JobHandler<unknown>);
  }

  handlerOf(kind: string): JobHandler<unknown> | undefined {
    return this.handlers.get(kind);
  }

  /** Starts the worker loop: settles stale jobs first, then claims. */
  async start(): Promise<void> {
    if (!this.isStopped) return;
    this.isStopped = false;
    await this.sweep().catch((error: unknown) => this.app.log.warn({ err: error }, 'jobs: sweep failed'));
    this.lastSweep = Date.now();
    if (this.options.concurrency > 0) {
      this.unlisten = await listenForJobs(this.app.notifications, () => this.wake(), this.app.log);
    }
    this.schedulePoll();
    this.wake();
  }

  /** Stops claiming; running jobs finish (or, past the stop timeout, go back to the queue). */
  async stop(): Promise<void> {
    this.isStopped = true;
    clearTimeout(this.pollTimer);
    await this.unlisten?.();
    this.unlisten = undefined;
    const all = () => Promise.allSettled([...this.running.values()].map((r) => r.done));
    const timeout = this.options.stopTimeoutMs ?? 60_000;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      all().then(() => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), timeout))),
    ]);
    clearTimeout(timer);
    if (!timedOut) return;
    for (const r of this.running.values()) {
      r.why = 'stopping';
      r.abort.abort();
    }
    await all();
  }

  /**
   * Asks the loop to look for due jobs now. The claim waits for the end of this turn of the
   * event loop, so the slots that free together (a batch of FINISH) are claimed together.
   */
  wake(): void {
    if (this.isStopped || this.options.concurrency <= 0) return;
    if (this.isPumping) {
      this.isPumpWanted = true;
      return;
    }
    if (this.isPumpScheduled) return;
    this.isPumpScheduled = true;
    setImmediate(() => {
      this.isPumpScheduled = false;
      if (this.isPumping) this.isPumpWanted = true;
      else void this.pump();
    });
  }

  /** Jobs running in this process now. */
  get runningIds(): string[] {
    return [...this.running.keys()];
  }

  private schedulePoll(): void {
    if (this.isStopped) return;
    this.pollTimer = setTimeout(() => {
      const isSweepDue = Date.now() - this.lastSweep >= this.sweepMs;
      const sweeping = isSweepDue
        ? this.sweep()
            .catch((error: unknown) => this.app.log.warn({ err: error }, 'jobs: sweep failed'))
            .then(() => (this.lastSweep = Date.now()))
        : Promise.resolve();
      void sweeping.then(() => {
        this.wake();
        this.schedulePoll();
      });
    }, this.options.pollMs);
    this.pollTimer.unref();
  }

  private async pump(): Promise<void> {
    this.isPumping = true;
    try {
      do {
        this.isPumpWanted = false;
        while (!this.isStopped && this.busySlots < this.options.concurrency) {
          const free = this.options.concurrency - this.busySlots;
          const claimed = await repo.claimJobs(this.db, this.workerId, [...this.handlers.keys()], free);
          for (const job of claimed) this.launch(job);
          if (claimed.length < free) break;
        }
      } while (this.isPumpWanted && !this.isStopped);
    } catch (error) {
      this.app.log.warn({ err: error }, 'jobs: claim failed');
    } finally {
      this.isPumping = false;
    }
  }

  private launch(job: JobRow): void {
    const entry: Running = { abort: new AbortController(), why: null, holdsSlot: true, done: Promise.resolve() };
    this.running.set(job.id, entry);
    this.busySlots++;
    entry.done = this.execute(job, entry)
      .catch((error: unknown) => this.app.log.error({ err: error, jobId: job.id }, 'jobs: could not record the end'))
      .finally(() => {
        this.running.delete(job.id);
        this.releaseSlot(entry);
      });
  }

  /** The handler is done: the next job may start while this one's end is still being written. */
  private releaseSlot(entry: Running): void {
    if (!entry.holdsSlot) return;
    entry.holdsSlot = false;
    this.busySlots--;
    this.wake();
  }

  /** Reads a beat's answer: a lost job or a cancellation aborts the handler's signal. */
  private observe(entry: Running, answer: { cancelRequested: boolean } | null): void {
    if (entry.abort.signal.aborted) return;
    if (!answer) entry.why = 'lost';
    else if (answer.cancelRequested) entry.why = 'cancelled';
    else return;
    entry.abort.abort();
  }

  private async execute(job: JobRow, entry: Running): Promise<void> {
    const handler = this.handlers.get(job.kind)!;
    const actor = actorOfJob(job);
    const beatNow = (progress?: { percent: number; stepCode: string; params: StepParams }) =>
      repo.beat(this.db, actor, job.id, this.workerId, progress).then((answer) => this.observe(entry, answer));
    const heart = setInterval(() => {
      beatNow().catch((error: unknown) => this.app.log.warn({ err: error, jobId: job.id }, 'jobs: heartbeat failed'));
    }, this.heartbeatMs);
    heart.unref();
    try {
      if (job.cancelRequested) throw new JobAbortedError();
      const payload = parsePayload(handler, job.payload);
      const ctx: JobContext<unknown> = {
        id: job.id,
        payload,
        companyId: job.companyId,
        attempt: job.attempts,
        actor,
        signal: entry.abort.signal,
        app: this.app,
        progress: (percent, stepCode, params = {}) =>
          beatNow({ percent: Math.max(0, Math.min(100, Math.round(percent))), stepCode, params }),
      };
      const result = await handler.run(ctx);
      clearInterval(heart);
      if (entry.why === 'lost') return;
      this.releaseSlot(entry);
      await this.finisher.finish(actor, { id: job.id, result: result ?? null });
    } catch (error) {
      clearInterval(heart);
      await this.recordError(job, entry, handler, error);
    } finally {
      clearInterval(heart);
    }
  }

  private async recordError(job: JobRow, entry: Running, handler: JobHandler<unknown>, error: unknown): Promise<void> {
    if (entry.why === 'lost') return;
    const isAbort = error instanceof JobAbortedError || entry.abort.signal.aborted;
    if (!(error instanceof PermanentJobError) && !isAbort) {
      this.app.log.warn({ err: error, jobId: job.id, kind: job.kind }, 'jobs: handler failed');
    }
    await withActor(this.db, actorOfJob(job), async (tx) => {
      const held = await repo.lockJob(tx, job.id, eq(jobs.lockedBy, this.workerId));
      if (!held || held.status !== 'RUNNING') return;
      if (isAbort && entry.why === 'stopping') {
        await repo.requeueJob(tx, job.id, 0, { code: 'interrupted', detail: null }, {});
        return;
      }
      if (isAbort || held.cancelRequested) {
        await this.end(tx, held, 'CANCELLED', 'cancelled', null);
        return;
      }
      if (error instanceof PermanentJobError) {
        await this.end(tx, held, 'FAILED', error.code, error.detail);
        return;
      }
      const detail = detailOf(error);
      if (held.attempts < held.maxAttempts) {
        await repo.requeueJob(
          tx,
          job.id,
          retryDelaySeconds(held.attempts),
          { code: 'failed', detail },
          { attempt: held.attempts + 1, maxAttempts: held.maxAttempts },
        );
        return;
      }
      await this.end(tx, held, 'FAILED', 'failed', detail);
    });
  }

  /** Ends a job FAILED or CANCELLED and lets its handler settle the business record, in `tx`. */
  async end(
    tx: Tx,
    job: JobRow,
    status: 'FAILED' | 'CANCELLED',
    reason: JobEndReason,
    detail: string | null,
  ): Promise<void> {
    const ended = await repo.endJob(tx, job.id, status, { code: reason, detail });
    await this.handlers.get(job.kind)?.settle?.(tx, ended ?? job, reason, detail);
  }

  /**
   * Jobs left RUNNING by a process that stopped beating (a restart, a killed process): retried
   * with backoff while attempts remain, else FAILED "interrupted". Jobs running here are never
   * touched (a long write on PGlite's one connection may hold back their beat), nor fresh ones.
   * Answers how many were settled.
   */
  async sweep(): Promise<number> {
    return withActor(this.db, systemActor, async (tx) => {
      const stale = await repo.lockStaleJobs(tx, this.staleSeconds, this.runningIds);
      for (const job of stale) {
        if (job.attempts < job.maxAttempts) {
          await repo.requeueJob(
            tx,
            job.id,
            retryDelaySeconds(job.attempts),
            { code: 'interrupted', detail: null },
            { attempt: job.attempts + 1, maxAttempts: job.maxAttempts },
          );
        } else {
          await this.end(tx, job, 'FAILED', 'interrupted', null);
        }
      }
      return stale.length;
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's job runner (tests reach it to sweep or to wait for its jobs). */
    jobs: JobRunner;
  }
}
