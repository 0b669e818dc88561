import type { Actor, jobs, Tx } from '@honora/db';
import type { AppContext } from '../context';

export type JobRow = typeof jobs.$inferSelect;
export type StepParams = Record<string, string | number>;

/** What a handler gets while it runs (decision 019). */
export interface JobContext<P> {
  id: string;
  payload: P;
  companyId: string | null;
  /** 1 on the first run; a re-delivery after a crash or an error counts up. */
  attempt: number;
  /** The actor its writes are stamped with: who enqueued it, in the job environment. */
  actor: Actor;
  /** Aborted when someone asks to cancel or this process loses the job; handlers stop at their next step. */
  signal: AbortSignal;
  /** Records progress 0–100 and the step (a catalog code with its params); also renews the heartbeat. */
  progress(percent: number, stepCode: string, params?: StepParams): Promise<void>;
  app: AppContext;
}

/** Why a job ended without finishing: the runner's reasons and the handler's own codes. */
export type JobEndReason = 'interrupted' | 'cancelled' | 'failed' | (string & {});

/**
 * The handler of one kind. `run` must be idempotent: delivery is at least once (a crash after
 * the work and before FINISH runs it again). `settle` writes the business record's end in the
 * transaction that marks the job FAILED or CANCELLED; `reopen` readies it for an admin's retry.
 */
export interface JobHandler<P> {
  kind: string;
  /** Checks a stored payload (it outlives deployments): answers it typed or throws. */
  parse(payload: unknown): P;
  run(ctx: JobContext<P>): Promise<Record<string, unknown> | void>;
  settle?(tx: Tx, job: JobRow, reason: JobEndReason, detail: string | null): Promise<void>;
  reopen?(tx: Tx, job: JobRow): Promise<void>;
}

/**
 * An error the handler knows will not go away by retrying (bad input, a business refusal): the
 * job ends FAILED at once with this code and pt-BR detail.
 */
export class PermanentJobError extends Error {
  constructor(
    readonly code: string,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'PermanentJobError';
  }
}

/** Thrown by a handler that saw its signal aborted (JobContext.signal). */
export class JobAbortedError extends Error {
  constructor() {
    super('job aborted');
    this.name = 'JobAbortedError';
  }
}

/** Throws JobAbortedError when the job should stop. */
export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new JobAbortedError();
}
