import { add, compare, parseDecimal, toMoneyText, type Decimal } from '../pricing/decimal';
import type { DecimalText } from '../pricing/types';

/**
 * Finalizing an event (billing.md §4 "Finalizing with a chosen action", §9 tolerance 0.05): the
 * final status its totals lead to. The status machine (machine.ts) says when finalize may start.
 */

/** Balance tolerance (billing.md §9). */
export const BALANCE_TOLERANCE: DecimalText = '0.05';

export interface FinalTotals {
  totalReceived: DecimalText;
  totalLoss: DecimalText;
  totalGlosado: DecimalText;
  /** What is still waiting for an outcome. */
  totalInProcessing: DecimalText;
  /** The co-participation fee still unpaid (attendanceFee minus its received/loss/glosa). */
  attendanceFeeOpen?: DecimalText;
}

export type FinalStatus = 'Received' | 'PartialLosed' | 'Losed' | 'PartialCuted' | 'Cuted';

export type FinalOutcome =
  | {
      ok: true;
      status: FinalStatus;
      /** Finishing always locks the event. */
      isLocked: true;
      /** Forced finalization: the remainder turned into loss (particular) or glosa (others). */
      remainder: { kind: 'loss' | 'glosa'; amount: DecimalText } | null;
    }
  | {
      ok: false;
      /** Something is still in processing and the finalization is not forced. */
      reason: 'notBalanced' | 'attendanceFeeOpen';
    };

const TOLERANCE = parseDecimal(BALANCE_TOLERANCE);
const beyondTolerance = (d: Decimal) => compare(d, TOLERANCE) > 0;

/**
 * The outcome of finalizing an event (billing.md §4): with nothing left in processing (within
 * 0.05), losses and receipts → PartialLosed, losses only → Losed, glosa and receipts →
 * PartialCuted, glosa only → Cuted, otherwise Received. On a forced finalization a remainder
 * still in processing becomes loss and Losed for a particular event, glosa and Cuted for an
 * insurer's. An unpaid co-participation fee beyond 0.05 refuses (billing.md §5).
 */
export function finalOutcome(totals: FinalTotals, options: { forced: boolean; isParticular: boolean }): FinalOutcome {
  if (totals.attendanceFeeOpen !== undefined && beyondTolerance(parseDecimal(totals.attendanceFeeOpen))) {
    return { ok: false, reason: 'attendanceFeeOpen' };
  }
  const inProcessing = parseDecimal(totals.totalInProcessing);
  if (beyondTolerance(inProcessing)) {
    if (!options.forced) return { ok: false, reason: 'notBalanced' };
    const kind = options.isParticular ? 'loss' : 'glosa';
    return {
      ok: true,
      status: options.isParticular ? 'Losed' : 'Cuted',
      isLocked: true,
      remainder: { kind, amount: toMoneyText(inProcessing) },
    };
  }
  const received = beyondTolerance(parseDecimal(totals.totalReceived));
  const loss = beyondTolerance(parseDecimal(totals.totalLoss));
  const glosa = beyondTolerance(parseDecimal(totals.totalGlosado));
  let status: FinalStatus = 'Received';
  if (loss) status = received ? 'PartialLosed' : 'Losed';
  else if (glosa) status = received ? 'PartialCuted' : 'Cuted';
  return { ok: true, status, isLocked: true, remainder: null };
}

/** Sum of decimal texts as money text (a helper for callers building FinalTotals). */
export function sumMoney(values: readonly DecimalText[]): DecimalText {
  return toMoneyText(values.reduce<Decimal>((acc, v) => add(acc, parseDecimal(v)), { units: 0n, scale: 0 }));
}
