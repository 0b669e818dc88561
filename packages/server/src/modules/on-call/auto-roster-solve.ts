import { Worker } from 'node:worker_threads';
import type { RosterContext } from '@honora/domain';
import type { AutoRosterInput, RosterProposal } from '@honora/domain/schedules/auto-roster/types';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs the automatic roster off the event loop (decision 046: "a server that must stay responsive
 * during a month's solve runs it in a worker thread"). One thread per proposal, ended once it
 * answers; at most MAX_SOLVES at once per process, the others wait their turn, so a burst of
 * requests cannot take every core. A thread that cannot start (a broken install) is logged and
 * the solve runs in this thread instead; a failure of the solve itself is an error.
 */

const WORKER_FILE = new URL('./auto-roster.worker.mjs', import.meta.url);
const MAX_SOLVES = 2;
/** Beyond the solver's own time limit: loading the thread and the solver, the last checks. */
const GRACE_MS = 45_000;

/** The input as it crosses to the thread (structured clone: Maps and Sets, but no function). */
export type WireInput = Omit<AutoRosterInput, 'context'> & { context: Omit<RosterContext, 'dayOf'> };

const toWire = ({ context: { dayOf: _dayOf, ...context }, ...input }: AutoRosterInput): WireInput => ({
  ...input,
  context,
});

let running = 0;
const queue: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= MAX_SOLVES) await new Promise<void>((resolve) => queue.push(resolve));
  running++;
  return () => {
    running--;
    queue.shift()?.();
  };
}

type Answer = { ok: true; proposal: RosterProposal } | { ok: false; message: string };

/** The worker could not run (it never answered): the caller may solve in this thread. */
class WorkerUnavailable extends Error {}

function inWorker(input: AutoRosterInput, timeLimitMs: number): Promise<RosterProposal> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, { execArgv: [] });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () => finish(() => reject(new Error(`auto-roster: no answer in ${timeLimitMs + GRACE_MS} ms`))),
      timeLimitMs + GRACE_MS,
    );
    worker.once('message', (answer: Answer) =>
      finish(() => (answer.ok ? resolve(answer.proposal) : reject(new Error(answer.message)))),
    );
    worker.once('error', (error) => finish(() => reject(new WorkerUnavailable(error.message, { cause: error }))));
    worker.once('exit', (code) => finish(() => reject(new WorkerUnavailable(`auto-roster worker exited (${code})`))));
    worker.postMessage(toWire(input));
  });
}

export async function solveAutoRoster(input: AutoRosterInput, log: FastifyBaseLogger): Promise<RosterProposal> {
  const release = await turn();
  try {
    return await inWorker(input, input.timeLimitMs ?? 15_000);
  } catch (error) {
    if (!(error instanceof WorkerUnavailable)) throw error;
    log.warn({ err: error }, 'auto-roster: worker thread unavailable, solving in the main thread');
    const { runAutoRoster } = await import('./auto-roster-task');
    return runAutoRoster(toWire(input));
  } finally {
    release();
  }
}
