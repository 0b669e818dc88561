import { finalOutcome, type FinalStatus } from '../events/finalize';
import { sumCents, toCents, TOLERANCE_CENTS } from './cents';
import {
  attendanceFeeOpen,
  eventMoneyTotals,
  isInsurerItem,
  ledgerBalances,
  planMoneyAction,
  withEntries,
  type ItemBalance,
  type LedgerEntry,
  type MoneyItem,
  type PlannedEntry,
} from './ledger';
import type { FinalizeWith } from './transactions';

/** Finishing an event from its ledger (billing.md §4 "Finalizing", "Finishing is triggered only when …"). */

const finalTotalsOf = (balances: readonly ItemBalance[]) => {
  const totals = eventMoneyTotals(balances);
  return {
    totalReceived: totals.totalReceived,
    totalLoss: totals.totalLoss,
    totalGlosado: totals.totalGlosado,
    totalInProcessing: totals.totalInProcessing,
    attendanceFeeOpen: attendanceFeeOpen(balances),
  };
};

export type FinishPlan =
  | { ok: true; entries: PlannedEntry[]; status: FinalStatus }
  | { ok: false; reason: 'notBalanced' | 'attendanceFeeOpen' | 'unknownAction' };

/**
 * Finalizing with a chosen action (billing.md §4): the entries that settle the shortfall and
 * the final status — losses and receipts PartialLosed, losses only Losed, glosa and receipts
 * PartialCuted, glosa only Cuted, otherwise Received; a forced finalization with a remainder
 * Cuted (Losed when particular). Refused when something stays open beyond 0.05, and when the
 * co-participation fee is still open (billing.md §5).
 */
export function finishPlan(
  items: readonly MoneyItem[],
  entries: readonly LedgerEntry[],
  how: FinalizeWith,
  isParticular: boolean,
): FinishPlan {
  const before = ledgerBalances(items, entries).items;
  const plan = planMoneyAction(before, { action: 'finalize', finalizeWith: how, isParticular });
  if (!plan.ok) return { ok: false, reason: 'unknownAction' };
  const after = withEntries(items, entries, plan.entries);
  if (toCents(attendanceFeeOpen(after)) > TOLERANCE_CENTS) return { ok: false, reason: 'attendanceFeeOpen' };
  // A forced finalization with a remainder still in processing (the insurer's items; the fee
  // was checked above) ends Cuted / Losed whatever else was posted; otherwise — forced with
  // nothing left beyond 0.05 included — the outcome follows the ledger after the entries, so the
  // fee's receipt counts as a receipt and a tiny posted shortfall can tip a total over 0.05.
  const remainder = sumCents(before.filter(isInsurerItem).map((b) => toCents(b.open)));
  const forcedRemainder = how === 'forced' && remainder > TOLERANCE_CENTS;
  const outcome = forcedRemainder
    ? finalOutcome(finalTotalsOf(before.filter(isInsurerItem)), { forced: true, isParticular })
    : finalOutcome(finalTotalsOf(after), { forced: false, isParticular });
  if (!outcome.ok) return { ok: false, reason: outcome.reason };
  return { ok: true, entries: plan.entries, status: outcome.status };
}

/**
 * The status an event reaches by itself after entries were posted (billing.md §4 "finishing
 * is triggered only when all totals balance within 0.05"): its final status, or null while
 * something (the co-participation fee included) is still open.
 */
export function autoFinishStatus(balances: readonly ItemBalance[]): FinalStatus | null {
  const outcome = finalOutcome(finalTotalsOf(balances), { forced: false, isParticular: false });
  return outcome.ok ? outcome.status : null;
}
