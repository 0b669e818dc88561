import { batches, type Queryable } from '@honora/db';
import { batchLocksEditing, EDIT_LOCKING_BATCH_STATUSES } from '@honora/domain';
import { and, eq, inArray } from 'drizzle-orm';
import * as repo from './membership.repository';

/**
 * With the company flag closeBatchSendsAndLocks on, an event in a CLOSED or ACCEPTED batch
 * cannot be edited (decision 017; money and status actions stay possible).
 */
export async function eventEditLockedByBatch(
  q: Queryable,
  event: { companyId: string; batchesIds: readonly string[] },
): Promise<boolean> {
  if (event.batchesIds.length === 0) return false;
  const { flags } = await repo.companyFacts(q, event.companyId);
  if (flags.closeBatchSendsAndLocks !== true) return false;
  const rows = await q
    .select({ status: batches.status })
    .from(batches)
    .where(
      and(
        inArray(batches.id, [...event.batchesIds]),
        eq(batches.active, true),
        inArray(batches.status, [...EDIT_LOCKING_BATCH_STATUSES]),
      ),
    );
  return rows.some((r) => batchLocksEditing(r.status, true));
}
