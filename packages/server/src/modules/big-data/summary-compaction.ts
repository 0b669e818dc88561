import { systemActor, withActor } from '@honora/db';
import type { AppContext } from '../../context';
import { compactSummaries } from './big-data.repository';

/** How often each server process folds the pending deltas in, and how many per transaction. */
export const COMPACTION_INTERVAL_MS = 30_000;
const COMPACTION_BATCH = 50_000;

/**
 * Folds the production deltas into the summaries (decision 037), a batch per transaction until
 * fewer than a batch remain. Every process runs it; the database lets one at a time in and the
 * others skip. Reads add the pending deltas, so this keeps reads short, never exact.
 */
export async function compactProduction(ctx: Pick<AppContext, 'db'>): Promise<number> {
  let total = 0;
  for (;;) {
    const folded = await withActor(ctx.db, systemActor, (tx) => compactSummaries(tx, COMPACTION_BATCH));
    if (folded <= 0) return total;
    total += folded;
    if (folded < COMPACTION_BATCH) return total;
  }
}

/** Starts the periodic compaction of this process; the returned function stops it. */
export function startSummaryCompaction(ctx: Pick<AppContext, 'db' | 'log'>): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    compactProduction(ctx)
      .catch((error: unknown) => ctx.log.error({ err: error }, 'production summaries: compaction failed'))
      .finally(() => (running = false));
  }, COMPACTION_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
