import { maxCents, toCents, type Cents } from './cents';
import type { ItemBalance } from './ledger';

/** One part of an amount put on an item. */
export interface SpreadPart {
  item: ItemBalance;
  cents: Cents;
}

/**
 * Puts an amount paid for a whole guide on its items (billing.md §3 Transaction: entries are per
 * item): each open item in order takes up to its open balance; what is left over goes on the
 * first item (it becomes `over`). `open` holds each item's remaining cents and is updated, so
 * several amounts for one event (a receipt, then a glosa) share it. Nothing for a zero amount.
 */
export function spreadOverOpen(open: Map<ItemBalance, Cents>, amount: Cents): SpreadPart[] {
  const out: SpreadPart[] = [];
  let left = amount;
  for (const [item, cents] of open) {
    if (left <= 0n) break;
    const take = cents < left ? cents : left;
    if (take <= 0n) continue;
    out.push({ item, cents: take });
    open.set(item, cents - take);
    left -= take;
  }
  const first = [...open.keys()][0];
  if (left > 0n && first) out.push({ item: first, cents: left });
  return out;
}

/** Each item's open balance in cents (never below zero), in the items' order. */
export const openCents = (balances: readonly ItemBalance[]): Map<ItemBalance, Cents> =>
  new Map(balances.map((b) => [b, maxCents(0n, toCents(b.open))]));
