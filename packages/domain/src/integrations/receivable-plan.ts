import { toCents } from '../money/cents';

/**
 * What exporting an event to Conta Azul must do (decision 054), from what was last sent and what
 * the event is now. Pure, so that exporting is idempotent by construction: an event whose facts
 * did not change plans nothing.
 */
export interface ExportedState {
  /** The receivable's id in Conta Azul, once known. */
  receivableId: string | null;
  /** A create was attempted and its outcome is unknown (the row was PENDING without a receivable). */
  attempted: boolean;
  exportedValue: string | null;
  dueDate: string | null;
  settlementId: string | null;
  settledValue: string | null;
  settledOn: string | null;
}

export interface EventFacts {
  /** The billed total (decimal text). */
  value: string;
  dueDate: string;
  /** The active receipts' total (decimal text) and the latest receipt's date. */
  received: string;
  receivedOn: string | null;
}

export type ReceivableStep = 'create' | 'lookupThenCreate' | 'update' | 'keep';
export type SettlementStep = 'none' | 'create' | 'replace' | 'delete' | 'keep';

export interface ExportPlan {
  receivable: ReceivableStep;
  settlement: SettlementStep;
}

const same = (a: string | null, b: string | null) => (a === null || b === null ? a === b : toCents(a) === toCents(b));

export function planExport(state: ExportedState | null, facts: EventFacts): ExportPlan {
  const receivable: ReceivableStep =
    state?.receivableId == null
      ? state?.attempted
        ? 'lookupThenCreate'
        : 'create'
      : same(state.exportedValue, facts.value) && state.dueDate === facts.dueDate
        ? 'keep'
        : 'update';

  const wantsSettlement = toCents(facts.received) > 0n && facts.receivedOn !== null;
  const hasSettlement = state?.settlementId != null;
  let settlement: SettlementStep;
  if (!wantsSettlement) settlement = hasSettlement ? 'delete' : 'none';
  else if (!hasSettlement) settlement = 'create';
  else
    settlement =
      same(state!.settledValue, facts.received) && state!.settledOn === facts.receivedOn ? 'keep' : 'replace';
  return { receivable, settlement };
}
