import type { DecimalText } from '../pricing/types';
import { centsText, maxCents, sumCents, toCents, TOLERANCE_CENTS, type Cents } from './cents';
import type { FinalizeWith, MoneyAction, TransactionAction, TransactionType } from './transactions';

/**
 * The event's money as its transactions say (billing.md §3 Event values, §4 finishing):
 * what each billed item is worth, what the active transactions settled of it, what is still
 * open (in processing) and what was paid beyond it (over). Pure functions on plain data; the
 * server recomputes an event's stored totals with them in the same database transaction as
 * the entries, so the totals always equal the ledger.
 */

/**
 * One billed item of an event: a procedure row (rowId = the row's id), the complementation,
 * the co-participation fee (attendance fee) or the expenses (rowId null for the three).
 */
export interface MoneyItem {
  type: TransactionType;
  rowId: string | null;
  value: DecimalText;
}

/** An active transaction as the ledger reads it (procedureRowId only on PROCEDURE entries). */
export interface LedgerEntry {
  action: TransactionAction;
  type: TransactionType;
  procedureRowId: string | null;
  value: DecimalText;
  /** The appeal that recovered this money (receipts booked by an appeal). */
  appealId?: string | null;
}

/** An item with what settled it. open = max(0, value − settled); over = max(0, settled − value). */
export interface ItemBalance {
  type: TransactionType;
  rowId: string | null;
  value: DecimalText;
  received: DecimalText;
  loss: DecimalText;
  glosado: DecimalText;
  discount: DecimalText;
  over: DecimalText;
  open: DecimalText;
}

/** The event's value fields (billing.md §3), named as the event's columns. */
export interface EventMoneyTotals {
  totalProduced: DecimalText;
  totalReceived: DecimalText;
  totalInProcessing: DecimalText;
  totalLoss: DecimalText;
  totalOver: DecimalText;
  totalDiscount: DecimalText;
  totalGlosado: DecimalText;
  totalProcedures: DecimalText;
  totalProceduresReceived: DecimalText;
  totalProceduresLoss: DecimalText;
  totalProceduresOver: DecimalText;
  totalProceduresGlosado: DecimalText;
  complementation: DecimalText;
  complementationReceived: DecimalText;
  complementationLoss: DecimalText;
  complementationOver: DecimalText;
  complementationGlosado: DecimalText;
  complementationDiscount: DecimalText;
  attendanceFee: DecimalText;
  attendanceFeeReceived: DecimalText;
  attendanceFeeLoss: DecimalText;
  attendanceFeeOver: DecimalText;
  attendanceFeeGlosado: DecimalText;
  attendanceFeeDiscount: DecimalText;
  expenses: DecimalText;
  expensesReceived: DecimalText;
  expensesLoss: DecimalText;
  expensesOver: DecimalText;
  expensesGlosado: DecimalText;
  expensesDiscount: DecimalText;
  /** billing.md §3: what the event's appeals contested, what the insurers accepted and what came in by appeal. */
  totalAppealed: DecimalText;
  totalAcceptedByAppeal: DecimalText;
  totalReceivedByAppeal: DecimalText;
}

/** The event's appeals as they stand (the sums of its appeal items), for its totals. */
export interface AppealMoney {
  appealed: DecimalText;
  accepted: DecimalText;
}

const NO_APPEALS: AppealMoney = { appealed: '0.00', accepted: '0.00' };

/** The key that ties an entry to its item: a procedure row by id, the other kinds one each. */
export const itemKey = (type: TransactionType, rowId: string | null): string =>
  type === 'PROCEDURE' ? `PROCEDURE:${rowId ?? ''}` : type;

interface CentsBalance {
  item: MoneyItem;
  value: Cents;
  received: Cents;
  loss: Cents;
  glosado: Cents;
  discount: Cents;
}

const FIELD_OF: Record<TransactionAction, 'received' | 'loss' | 'glosado' | 'discount'> = {
  Received: 'received',
  Losed: 'loss',
  Glosado: 'glosado',
  Discounted: 'discount',
};

/** Entries whose item the event does not have (a removed row, an unknown kind): never lost, kept apart. */
export interface LedgerBalances {
  items: ItemBalance[];
  orphans: LedgerEntry[];
}

function centsBalances(items: readonly MoneyItem[], entries: readonly LedgerEntry[]) {
  const byKey = new Map<string, CentsBalance>();
  for (const item of items) {
    const key = itemKey(item.type, item.rowId);
    const existing = byKey.get(key);
    // Two items of one key (never for rows; the kinds are one each): their values add up.
    if (existing) existing.value += toCents(item.value);
    else byKey.set(key, { item, value: toCents(item.value), received: 0n, loss: 0n, glosado: 0n, discount: 0n });
  }
  const orphans: LedgerEntry[] = [];
  for (const entry of entries) {
    const balance = byKey.get(itemKey(entry.type, entry.procedureRowId));
    if (!balance) {
      orphans.push(entry);
      continue;
    }
    balance[FIELD_OF[entry.action]] += toCents(entry.value);
  }
  return { balances: [...byKey.values()], orphans };
}

const settledOf = (b: CentsBalance) => b.received + b.loss + b.glosado + b.discount;
const openOf = (b: CentsBalance) => maxCents(0n, b.value - settledOf(b));
const overOf = (b: CentsBalance) => maxCents(0n, settledOf(b) - b.value);

/**
 * Each item's balance from the active entries (billing.md §4 "excess is recorded as over").
 * Entries of an item the event no longer has are returned as orphans (CheckTransactions
 * reports them; the totals never silently drop them).
 */
export function ledgerBalances(items: readonly MoneyItem[], entries: readonly LedgerEntry[]): LedgerBalances {
  const { balances, orphans } = centsBalances(items, entries);
  return {
    items: balances.map((b) => ({
      type: b.item.type,
      rowId: b.item.rowId,
      value: centsText(b.value),
      received: centsText(b.received),
      loss: centsText(b.loss),
      glosado: centsText(b.glosado),
      discount: centsText(b.discount),
      over: centsText(overOf(b)),
      open: centsText(openOf(b)),
    })),
    orphans,
  };
}

type Kind = 'PROCEDURE' | 'COMPLEMENTATION' | 'ATTENDANCEFEE' | 'EXPENSE';

/** An orphan entry as the balance of an item worth 0: all it settled is over, nothing is open. */
function orphanBalance(entry: LedgerEntry): ItemBalance {
  const value = centsText(toCents(entry.value));
  const zero = centsText(0n);
  const field = FIELD_OF[entry.action];
  return {
    type: entry.type,
    rowId: entry.procedureRowId,
    value: zero,
    received: field === 'received' ? value : zero,
    loss: field === 'loss' ? value : zero,
    glosado: field === 'glosado' ? value : zero,
    discount: field === 'discount' ? value : zero,
    over: centsText(maxCents(0n, toCents(entry.value))),
    open: centsText(maxCents(0n, -toCents(entry.value))),
  };
}
/** The money fields of a balance, each summed into the event's totals. */
type MoneyField = Exclude<keyof ItemBalance, 'type' | 'rowId'>;
const MONEY_FIELDS: readonly MoneyField[] = ['value', 'received', 'loss', 'glosado', 'discount', 'over', 'open'];

/** Sums a field over the balances of a kind (all kinds: null), each field's text parsed once. */
function summer(balances: readonly ItemBalance[]) {
  const parsed = balances.map((b) => ({
    type: b.type,
    cents: Object.fromEntries(MONEY_FIELDS.map((f) => [f, toCents(b[f])])) as Record<MoneyField, Cents>,
  }));
  return (kind: Kind | null, field: MoneyField): DecimalText => {
    let total = 0n;
    for (const p of parsed) if (kind === null || p.type === kind) total += p.cents[field];
    return centsText(total);
  };
}

/**
 * The event's value fields from its item balances (billing.md §3): totalProduced is what all
 * items are worth, totalInProcessing what is still open, and each kind has its own
 * received / loss / glosado / over (/ discount) totals.
 *
 * `orphans` (optional; `ledgerBalances(…).orphans`): entries whose item the event no longer has.
 * Given, they count as settled against an item worth 0 — in their action's totals and, all of
 * them, in over — so the totals still equal the sum of the active entries and no money leaves
 * the event's accounts; without them (the default) the totals are the items' alone.
 */
export function eventMoneyTotals(
  balances: readonly ItemBalance[],
  orphans: readonly LedgerEntry[] = [],
  appeals: { entries: readonly LedgerEntry[]; money: AppealMoney } = { entries: [], money: NO_APPEALS },
): EventMoneyTotals {
  const s = summer(orphans.length === 0 ? balances : [...balances, ...orphans.map(orphanBalance)]);
  return {
    totalProduced: s(null, 'value'),
    totalReceived: s(null, 'received'),
    totalInProcessing: s(null, 'open'),
    totalLoss: s(null, 'loss'),
    totalOver: s(null, 'over'),
    totalDiscount: s(null, 'discount'),
    totalGlosado: s(null, 'glosado'),
    totalProcedures: s('PROCEDURE', 'value'),
    totalProceduresReceived: s('PROCEDURE', 'received'),
    totalProceduresLoss: s('PROCEDURE', 'loss'),
    totalProceduresOver: s('PROCEDURE', 'over'),
    totalProceduresGlosado: s('PROCEDURE', 'glosado'),
    complementation: s('COMPLEMENTATION', 'value'),
    complementationReceived: s('COMPLEMENTATION', 'received'),
    complementationLoss: s('COMPLEMENTATION', 'loss'),
    complementationOver: s('COMPLEMENTATION', 'over'),
    complementationGlosado: s('COMPLEMENTATION', 'glosado'),
    complementationDiscount: s('COMPLEMENTATION', 'discount'),
    attendanceFee: s('ATTENDANCEFEE', 'value'),
    attendanceFeeReceived: s('ATTENDANCEFEE', 'received'),
    attendanceFeeLoss: s('ATTENDANCEFEE', 'loss'),
    attendanceFeeOver: s('ATTENDANCEFEE', 'over'),
    attendanceFeeGlosado: s('ATTENDANCEFEE', 'glosado'),
    attendanceFeeDiscount: s('ATTENDANCEFEE', 'discount'),
    expenses: s('EXPENSE', 'value'),
    expensesReceived: s('EXPENSE', 'received'),
    expensesLoss: s('EXPENSE', 'loss'),
    expensesOver: s('EXPENSE', 'over'),
    expensesGlosado: s('EXPENSE', 'glosado'),
    expensesDiscount: s('EXPENSE', 'discount'),
    totalAppealed: centsText(toCents(appeals.money.appealed)),
    totalAcceptedByAppeal: centsText(toCents(appeals.money.accepted)),
    totalReceivedByAppeal: centsText(
      sumCents(appeals.entries.filter((e) => e.action === 'Received' && e.appealId).map((e) => toCents(e.value))),
    ),
  };
}

/** The co-participation fee still open (billing.md §5: finalizing with it open beyond 0.05 is an error). */
export const attendanceFeeOpen = (balances: readonly ItemBalance[]): DecimalText =>
  summer(balances)('ATTENDANCEFEE', 'open');

/** Whether everything balances within the tolerance (billing.md §4 "finishing is triggered only when …"). */
export const isBalanced = (balances: readonly ItemBalance[]): boolean =>
  sumCents(balances.map((b) => toCents(b.open))) <= TOLERANCE_CENTS;

/** A new entry a money action posts (its value is an open remainder). */
export interface PlannedEntry {
  action: TransactionAction;
  type: TransactionType;
  procedureRowId: string | null;
  value: DecimalText;
}

export type MoneyPlanRefusal =
  /** receive / lose / cut the remainder of an item the event does not have. */
  | 'itemNotFound'
  /** Nothing is open for the action to settle. */
  | 'nothingOpen'
  /** An action the ledger does not know (billing.md §4 "an unknown action on finishing is an error"). */
  | 'unknownAction';

export type MoneyPlan = { ok: true; entries: PlannedEntry[] } | { ok: false; reason: MoneyPlanRefusal };

const remainderOf = (b: ItemBalance, action: TransactionAction): PlannedEntry[] =>
  toCents(b.open) > 0n ? [{ action, type: b.type, procedureRowId: b.rowId, value: b.open }] : [];

/** The insurer's items: lose / glosa all leave the patient's co-participation fee to the patient. */
export const isInsurerItem = (b: ItemBalance) => b.type !== 'ATTENDANCEFEE';

export interface MoneyActionInput {
  action: MoneyAction;
  /** receive / lose / cut remainder: the item. */
  item?: { type: TransactionType; rowId: string | null } | undefined;
  /** finalize: how to settle what is still open. */
  finalizeWith?: FinalizeWith | undefined;
  isParticular: boolean;
}

/**
 * The entries a money action posts (billing.md §4): receive all receives every open item;
 * lose all and glosa all settle the insurer's open items (the co-participation fee stays the
 * patient's); the remainder actions settle one item; finalize settles the shortfall of every
 * item — received, or loss (particular) / glosa (others) for the lost and glosa choices, and
 * on a forced finalization the insurer's whole remainder as glosa (loss when particular). The
 * lost / glosa / forced choices leave the co-participation fee open (the patient's debt):
 * finishPlan then refuses while it is open beyond 0.05 (billing.md §5).
 */
export function planMoneyAction(balances: readonly ItemBalance[], input: MoneyActionInput): MoneyPlan {
  const cutKind: TransactionAction = input.isParticular ? 'Losed' : 'Glosado';
  const all = (action: TransactionAction, filter: (b: ItemBalance) => boolean): MoneyPlan => {
    const entries = balances.filter(filter).flatMap((b) => remainderOf(b, action));
    return entries.length > 0 ? { ok: true, entries } : { ok: false, reason: 'nothingOpen' };
  };
  const one = (action: TransactionAction): MoneyPlan => {
    const wanted = input.item;
    const balance = wanted && balances.find((b) => itemKey(b.type, b.rowId) === itemKey(wanted.type, wanted.rowId));
    if (!balance) return { ok: false, reason: 'itemNotFound' };
    const entries = remainderOf(balance, action);
    return entries.length > 0 ? { ok: true, entries } : { ok: false, reason: 'nothingOpen' };
  };
  switch (input.action) {
    case 'receiveAll':
      return all('Received', () => true);
    case 'loseAll':
      return all('Losed', isInsurerItem);
    case 'glosaAll':
      return all('Glosado', isInsurerItem);
    case 'receiveRemainder':
      return one('Received');
    case 'loseRemainder':
      return one('Losed');
    case 'cutRemainder':
      return one('Glosado');
    case 'finalize':
      return finalizeEntries(balances, input.finalizeWith ?? 'none', cutKind);
    default:
      return { ok: false, reason: 'unknownAction' };
  }
}

function finalizeEntries(balances: readonly ItemBalance[], how: FinalizeWith, cutKind: TransactionAction): MoneyPlan {
  switch (how) {
    case 'none':
      return { ok: true, entries: [] };
    case 'received':
      return { ok: true, entries: balances.flatMap((b) => remainderOf(b, 'Received')) };
    case 'lost':
    case 'glosa':
      return { ok: true, entries: balances.filter(isInsurerItem).flatMap((b) => remainderOf(b, cutKind)) };
    case 'forced':
      // The outcome (Cuted / Losed) is decided from the remainder before these entries (finishPlan).
      return { ok: true, entries: balances.filter(isInsurerItem).flatMap((b) => remainderOf(b, cutKind)) };
    default:
      return { ok: false, reason: 'unknownAction' };
  }
}

/** Balances after posting entries (the server re-reads the ledger; this previews the same). */
export function withEntries(
  items: readonly MoneyItem[],
  entries: readonly LedgerEntry[],
  planned: readonly PlannedEntry[],
): ItemBalance[] {
  return ledgerBalances(items, [...entries, ...planned]).items;
}

/** True when the text is a negative amount ("received value negative", billing.md §5). */
export const isNegativeMoney = (text: DecimalText): boolean => toCents(text) < 0n;
