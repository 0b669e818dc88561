import type { Tx } from '@honora/db';
import { autoFinishStatus, type FinalStatus } from '@honora/domain';
import type { EventLedger } from './ledger-recompute';
import { finishEvents } from './ledger.repository';

/**
 * After a write that books many events' money at once (a statement, a collection's payment): the
 * events whose ledger now balances finish by the spec's rules (billing.md §4 finishing), one
 * update per final status. The events keep the version the write gave them.
 */
export async function finishBalancedEvents(tx: Tx, ledgers: ReadonlyMap<string, EventLedger>): Promise<void> {
  const finishing = new Map<FinalStatus, string[]>();
  for (const [eventId, ledger] of ledgers) {
    const status = autoFinishStatus(ledger.balances);
    if (status) finishing.set(status, [...(finishing.get(status) ?? []), eventId]);
  }
  for (const [status, ids] of finishing) await finishEvents(tx, ids, status, false);
}
