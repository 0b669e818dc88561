import { z } from 'zod';
import { throwIfAborted, type JobHandler } from './job-types';

/** The longest a probe may hold its slot. */
export const PROBE_MAX_HOLD_MS = 60_000;

const payloadSchema = z.object({ holdMs: z.number().int().min(0).max(PROBE_MAX_HOLD_MS).default(0) });

/**
 * The queue's own probe (decision 019): a job that does nothing but hold its slot for `holdMs`,
 * stopping early when cancelled. The benchmarks and the several-processes tests enqueue it to
 * measure and prove the runner itself (claims, at-most-one runner at a time, a killed process's
 * job taken over by another) without any business work in the way. No route enqueues it.
 */
export const probeJob: JobHandler<z.output<typeof payloadSchema>> = {
  kind: 'probe',
  parse: (payload) => payloadSchema.parse(payload),
  async run({ payload, signal }) {
    if (payload.holdMs > 0) {
      await new Promise<void>((done) => {
        const timer = setTimeout(done, payload.holdMs);
        signal.addEventListener('abort', () => (clearTimeout(timer), done()), { once: true });
      });
    }
    throwIfAborted(signal);
    // Which process ran it: the several-processes tests tell the runs apart by it.
    return { ranBy: process.pid };
  },
};
