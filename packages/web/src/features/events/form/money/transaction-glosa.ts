import type { Transaction } from '@honora/contract';
import type { EventTransaction } from '../../../../shared/money/transactions-graphql';

/** An entry of the event's ledger as the list shows it: with a glosa's reasons when the REST answer gave them. */
export type ShownTransaction = EventTransaction & Partial<Pick<Transaction, 'glosaCodes' | 'glosaReason'>>;

/**
 * The GraphQL list (billing.md §7) with each glosa's table-38 codes and text taken from the REST
 * answer of the same event (GET /api/events/:id/money carries them; decision 026), by entry id.
 */
export function withGlosaReasons(
  listed: readonly EventTransaction[],
  rest: readonly Pick<Transaction, 'id' | 'glosaCodes' | 'glosaReason'>[] | undefined,
): ShownTransaction[] {
  const byId = new Map((rest ?? []).map((entry) => [entry.id, entry]));
  return listed.map((entry) => {
    const found = byId.get(entry.id);
    return found ? { ...entry, glosaCodes: found.glosaCodes, glosaReason: found.glosaReason } : entry;
  });
}
