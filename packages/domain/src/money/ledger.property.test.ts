import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FinalStatus } from '../events/finalize';
import { centsText, toCents, TOLERANCE_CENTS, type Cents } from './cents';
import {
  eventMoneyTotals,
  isBalanced,
  itemKey,
  ledgerBalances,
  planMoneyAction,
  withEntries,
  type EventMoneyTotals,
  type ItemBalance,
  type LedgerEntry,
  type MoneyItem,
  type PlannedEntry,
} from './ledger';
import { autoFinishStatus, finishPlan } from './finish';
import {
  FINALIZE_WITH,
  isActiveTransaction,
  TRANSACTION_ACTIONS,
  TRANSACTION_TYPES,
  type FinalizeWith,
  type MoneyAction,
  type TransactionAction,
  type TransactionType,
} from './transactions';

/**
 * Random events (procedure rows, complementation, co-participation fee, expenses) and random
 * sequences of receive / lose / glosa / discount entries, cancellations, the all / remainder
 * actions and finalizations. After every step the ledger is checked against an independent
 * model in integer cents: totals equal the active entries, no money is created or lost, and an
 * event finishes only within 0.05 (billing.md §4, §9; decision 016).
 */

interface World {
  rows: Cents[];
  complementation: Cents;
  fee: Cents;
  expenses: Cents;
  isParticular: boolean;
}

/** What an entry settles: a procedure row by index, a kind, or an item the event does not have. */
type Target = { row: number } | { kind: 'COMPLEMENTATION' | 'ATTENDANCEFEE' | 'EXPENSE' } | { orphan: true };

type Op =
  | { op: 'post'; action: TransactionAction; target: Target; value: Cents }
  /** Posts what is open on an item minus a few cents: walks the 0.05 edge. */
  | { op: 'nearOpen'; action: TransactionAction; target: Target; gap: Cents }
  | { op: 'cancel'; pick: number }
  | { op: 'plan'; action: MoneyAction | 'payEverything'; target: Target }
  | { op: 'finalize'; how: FinalizeWith | 'later' };

interface Tx {
  id: number;
  entry: LedgerEntry;
  canceledId: string | null;
  canceledById: string | null;
}

const smallOrLarge = fc.oneof(fc.bigInt({ min: 0n, max: 12n }), fc.bigInt({ min: 0n, max: 300_000n }));
const positive = fc.oneof(fc.bigInt({ min: 1n, max: 12n }), fc.bigInt({ min: 1n, max: 300_000n }));

const world: fc.Arbitrary<World> = fc.record({
  rows: fc.array(smallOrLarge, { minLength: 1, maxLength: 4 }),
  complementation: fc.oneof(fc.constant(0n), smallOrLarge),
  fee: fc.oneof(fc.constant(0n), smallOrLarge),
  expenses: fc.oneof(fc.constant(0n), smallOrLarge),
  isParticular: fc.boolean(),
});

const target: fc.Arbitrary<Target> = fc.oneof(
  { weight: 5, arbitrary: fc.nat({ max: 3 }).map((row) => ({ row })) },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom('COMPLEMENTATION' as const, 'ATTENDANCEFEE' as const, 'EXPENSE' as const)
      .map((kind) => ({
        kind,
      })),
  },
  { weight: 1, arbitrary: fc.constant({ orphan: true as const }) },
);
const action = fc.constantFrom(...TRANSACTION_ACTIONS);
const operation: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant('post' as const), action, target, value: positive }) },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('nearOpen' as const),
      action,
      target,
      gap: fc.bigInt({ min: 0n, max: 8n }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('cancel' as const), pick: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('plan' as const),
      action: fc.constantFrom(
        'receiveAll' as const,
        'loseAll' as const,
        'glosaAll' as const,
        'receiveRemainder' as const,
        'loseRemainder' as const,
        'cutRemainder' as const,
        'payEverything' as const,
      ),
      target,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('finalize' as const),
      how: fc.constantFrom(...FINALIZE_WITH, 'later' as const),
    }),
  },
);

function itemsOf(w: World): MoneyItem[] {
  return [
    ...w.rows.map((value, i) => ({ type: 'PROCEDURE' as const, rowId: `r${i}`, value: centsText(value) })),
    { type: 'COMPLEMENTATION', rowId: null, value: centsText(w.complementation) },
    { type: 'ATTENDANCEFEE', rowId: null, value: centsText(w.fee) },
    { type: 'EXPENSE', rowId: null, value: centsText(w.expenses) },
  ];
}

function resolve(t: Target, w: World): { type: TransactionType; rowId: string | null } {
  if ('orphan' in t) return { type: 'PROCEDURE', rowId: 'removed-row' };
  if ('kind' in t) return { type: t.kind, rowId: null };
  return { type: 'PROCEDURE', rowId: `r${t.row % w.rows.length}` };
}

// ——— The model: per item, in cents, computed here without the ledger ———

interface ModelItem {
  type: TransactionType;
  value: Cents;
  settled: Record<TransactionAction, Cents>;
}

const zeroSettled = (): Record<TransactionAction, Cents> => ({ Received: 0n, Losed: 0n, Glosado: 0n, Discounted: 0n });

function model(w: World, active: readonly LedgerEntry[]) {
  const items = new Map<string, ModelItem>();
  for (const i of itemsOf(w))
    items.set(itemKey(i.type, i.rowId), { type: i.type, value: toCents(i.value), settled: zeroSettled() });
  const orphans: LedgerEntry[] = [];
  for (const e of active) {
    const m = items.get(itemKey(e.type, e.procedureRowId));
    if (m) m.settled[e.action] += toCents(e.value);
    else orphans.push(e);
  }
  const settledOf = (m: ModelItem) => m.settled.Received + m.settled.Losed + m.settled.Glosado + m.settled.Discounted;
  const openOf = (m: ModelItem) => (m.value > settledOf(m) ? m.value - settledOf(m) : 0n);
  return { items, orphans, settledOf, openOf };
}

const TOTAL_OF: Record<TransactionAction, keyof EventMoneyTotals> = {
  Received: 'totalReceived',
  Losed: 'totalLoss',
  Glosado: 'totalGlosado',
  Discounted: 'totalDiscount',
};
/** The per-kind total fields (procedures have no discount field, billing.md §3). */
const KIND_FIELDS: Record<
  TransactionType,
  Partial<Record<TransactionAction | 'value' | 'over', keyof EventMoneyTotals>>
> = {
  PROCEDURE: {
    value: 'totalProcedures',
    Received: 'totalProceduresReceived',
    Losed: 'totalProceduresLoss',
    Glosado: 'totalProceduresGlosado',
    over: 'totalProceduresOver',
  },
  COMPLEMENTATION: {
    value: 'complementation',
    Received: 'complementationReceived',
    Losed: 'complementationLoss',
    Glosado: 'complementationGlosado',
    Discounted: 'complementationDiscount',
    over: 'complementationOver',
  },
  ATTENDANCEFEE: {
    value: 'attendanceFee',
    Received: 'attendanceFeeReceived',
    Losed: 'attendanceFeeLoss',
    Glosado: 'attendanceFeeGlosado',
    Discounted: 'attendanceFeeDiscount',
    over: 'attendanceFeeOver',
  },
  EXPENSE: {
    value: 'expenses',
    Received: 'expensesReceived',
    Losed: 'expensesLoss',
    Glosado: 'expensesGlosado',
    Discounted: 'expensesDiscount',
    over: 'expensesOver',
  },
};

const c = (text: string) => toCents(text);
const sum = (values: Iterable<Cents>) => {
  let total = 0n;
  for (const v of values) total += v;
  return total;
};
const openSum = (balances: readonly ItemBalance[], filter: (b: ItemBalance) => boolean = () => true) =>
  sum(balances.filter(filter).map((b) => c(b.open)));
const isFee = (b: { type: TransactionType }) => b.type === 'ATTENDANCEFEE';

/** The §4 outcome rules on item totals, written out again (flags count beyond 0.05). */
function ruleStatus(balances: readonly ItemBalance[]): FinalStatus {
  const beyond = (pick: (b: ItemBalance) => string) => sum(balances.map((b) => c(pick(b)))) > TOLERANCE_CENTS;
  const received = beyond((b) => b.received);
  if (beyond((b) => b.loss)) return received ? 'PartialLosed' : 'Losed';
  if (beyond((b) => b.glosado)) return received ? 'PartialCuted' : 'Cuted';
  return 'Received';
}

/** Every invariant of the ledger on the current active entries. */
function checkInvariants(w: World, txs: readonly Tx[]) {
  const items = itemsOf(w);
  const active = txs.filter(isActiveTransaction).map((t) => t.entry);
  const ledger = ledgerBalances(items, active);
  const m = model(w, active);

  // Orphans are exactly the entries of items the event does not have.
  expect(ledger.orphans).toEqual(m.orphans);
  expect(ledger.items).toHaveLength(m.items.size);

  // Each item: as the model says; value = settled − over + open; open, over ≥ 0 and not both.
  for (const b of ledger.items) {
    const mi = m.items.get(itemKey(b.type, b.rowId))!;
    expect(c(b.received)).toBe(mi.settled.Received);
    expect(c(b.loss)).toBe(mi.settled.Losed);
    expect(c(b.glosado)).toBe(mi.settled.Glosado);
    expect(c(b.discount)).toBe(mi.settled.Discounted);
    expect(c(b.open)).toBe(m.openOf(mi));
    const settled = c(b.received) + c(b.loss) + c(b.glosado) + c(b.discount);
    expect(c(b.value)).toBe(settled - c(b.over) + c(b.open));
    expect(c(b.over) >= 0n && c(b.open) >= 0n).toBe(true);
    expect(c(b.over) === 0n || c(b.open) === 0n).toBe(true);
  }

  // The totals (orphans given) equal the active entries, per action and per kind.
  const totals = eventMoneyTotals(ledger.items, ledger.orphans);
  for (const a of TRANSACTION_ACTIONS) {
    expect(c(totals[TOTAL_OF[a]])).toBe(sum(active.filter((e) => e.action === a).map((e) => c(e.value))));
    for (const type of TRANSACTION_TYPES) {
      const field = KIND_FIELDS[type][a];
      if (!field) continue;
      const expected = sum(active.filter((e) => e.action === a && e.type === type).map((e) => c(e.value)));
      expect(c(totals[field])).toBe(expected);
    }
  }
  // No money is created or lost: produced = settled − over + in processing, for the event and per kind.
  const settledTotal = c(totals.totalReceived) + c(totals.totalLoss) + c(totals.totalGlosado) + c(totals.totalDiscount);
  expect(c(totals.totalProduced)).toBe(settledTotal - c(totals.totalOver) + c(totals.totalInProcessing));
  expect(c(totals.totalProduced)).toBe(sum(items.map((i) => c(i.value))));
  expect(sum(TRANSACTION_TYPES.map((t) => c(totals[KIND_FIELDS[t].value!])))).toBe(c(totals.totalProduced));
  expect(sum(TRANSACTION_TYPES.map((t) => c(totals[KIND_FIELDS[t].over!])))).toBe(c(totals.totalOver));
  expect(c(totals.totalInProcessing) >= 0n).toBe(true);
  expect(c(totals.totalOver) >= 0n).toBe(true);
  // Without the orphans the totals are the items' alone, with the same identity.
  const own = eventMoneyTotals(ledger.items);
  expect(c(own.totalInProcessing)).toBe(c(totals.totalInProcessing));
  expect(c(own.totalProduced)).toBe(
    c(own.totalReceived) +
      c(own.totalLoss) +
      c(own.totalGlosado) +
      c(own.totalDiscount) -
      c(own.totalOver) +
      c(own.totalInProcessing),
  );

  // Finishing by itself: only when everything, the fee included, is within 0.05.
  const open = sum([...m.items.values()].map(m.openOf));
  const status = autoFinishStatus(ledger.items);
  expect(status !== null).toBe(open <= TOLERANCE_CENTS);
  expect(isBalanced(ledger.items)).toBe(open <= TOLERANCE_CENTS);
  if (status !== null) expect(status).toBe(ruleStatus(ledger.items));
  return ledger;
}

const checkPlanned = (entries: readonly PlannedEntry[], before: readonly ItemBalance[]) => {
  for (const e of entries) {
    expect(c(e.value) > 0n).toBe(true);
    const b = before.find((x) => itemKey(x.type, x.rowId) === itemKey(e.type, e.procedureRowId));
    // Each planned entry settles exactly what its item has open, once.
    expect(b?.open).toBe(e.value);
  }
  const keys = entries.map((e) => itemKey(e.type, e.procedureRowId));
  expect(new Set(keys).size).toBe(keys.length);
};

/** finishPlan written out again from billing.md §4 / §5 in cents. */
function expectedFinish(before: readonly ItemBalance[], how: string, isParticular: boolean) {
  if (!(FINALIZE_WITH as readonly string[]).includes(how)) return { ok: false, reason: 'unknownAction' } as const;
  const cut: TransactionAction = isParticular ? 'Losed' : 'Glosado';
  const settles = (b: ItemBalance): TransactionAction | null =>
    how === 'received' ? 'Received' : how === 'none' || isFee(b) ? null : cut;
  const entries: PlannedEntry[] = before.flatMap((b) => {
    const kind = settles(b);
    return kind && c(b.open) > 0n ? [{ action: kind, type: b.type, procedureRowId: b.rowId, value: b.open }] : [];
  });
  const after = before.map((b) =>
    entries.some((e) => itemKey(e.type, e.procedureRowId) === itemKey(b.type, b.rowId)) ? { ...b, open: '0.00' } : b,
  );
  if (openSum(after, isFee) > TOLERANCE_CENTS) return { ok: false, reason: 'attendanceFeeOpen' } as const;
  if (openSum(after) > TOLERANCE_CENTS) return { ok: false, reason: 'notBalanced' } as const;
  return {
    ok: true,
    entries,
    forcedRemainder: how === 'forced' && openSum(before, (b) => !isFee(b)) > TOLERANCE_CENTS,
  } as const;
}

function run(w: World, ops: readonly Op[]) {
  const items = itemsOf(w);
  const txs: Tx[] = [];
  let nextId = 1;
  const post = (entries: readonly LedgerEntry[]) => {
    for (const entry of entries) txs.push({ id: nextId++, entry: { ...entry }, canceledId: null, canceledById: null });
  };
  let ledger = checkInvariants(w, txs);

  for (const step of ops) {
    const before = ledger.items;
    switch (step.op) {
      case 'post': {
        const { type, rowId } = resolve(step.target, w);
        post([{ action: step.action, type, procedureRowId: rowId, value: centsText(step.value) }]);
        break;
      }
      case 'nearOpen': {
        const { type, rowId } = resolve(step.target, w);
        const b = before.find((x) => itemKey(x.type, x.rowId) === itemKey(type, rowId));
        const value = (b ? c(b.open) : 0n) - step.gap;
        if (value > 0n) post([{ action: step.action, type, procedureRowId: rowId, value: centsText(value) }]);
        break;
      }
      case 'cancel': {
        const active = txs.filter(isActiveTransaction);
        if (active.length === 0) break;
        const original = active[step.pick % active.length]!;
        // The counter-entry: same action, item and value; both end inactive.
        const counter: Tx = {
          id: nextId++,
          entry: { ...original.entry },
          canceledId: String(original.id),
          canceledById: null,
        };
        original.canceledById = String(counter.id);
        txs.push(counter);
        break;
      }
      case 'plan': {
        const wanted = resolve(step.target, w);
        const plan = planMoneyAction(before, {
          action: step.action as MoneyAction,
          item: wanted,
          isParticular: w.isParticular,
        });
        if (step.action === 'payEverything') {
          expect(plan).toEqual({ ok: false, reason: 'unknownAction' });
          break;
        }
        const isAll = step.action.endsWith('All');
        const kind: TransactionAction = step.action.startsWith('receive')
          ? 'Received'
          : step.action.startsWith('lose')
            ? 'Losed'
            : 'Glosado';
        const scope = (b: ItemBalance) =>
          isAll ? kind === 'Received' || !isFee(b) : itemKey(b.type, b.rowId) === itemKey(wanted.type, wanted.rowId);
        if (!plan.ok) {
          const exists = before.some((b) => itemKey(b.type, b.rowId) === itemKey(wanted.type, wanted.rowId));
          expect(plan.reason).toBe(!isAll && !exists ? 'itemNotFound' : 'nothingOpen');
          expect(openSum(before, scope)).toBe(0n);
          break;
        }
        checkPlanned(plan.entries, before);
        for (const e of plan.entries) expect(e.action).toBe(kind);
        const after = withEntries(
          items,
          txs.filter(isActiveTransaction).map((t) => t.entry),
          plan.entries,
        );
        // The action settles everything in its scope and touches nothing else.
        expect(openSum(after, scope)).toBe(0n);
        expect(plan.entries.length).toBe(before.filter((b) => scope(b) && c(b.open) > 0n).length);
        if (isAll && kind !== 'Received') expect(openSum(after, isFee)).toBe(openSum(before, isFee));
        post(plan.entries);
        break;
      }
      case 'finalize': {
        const active = txs.filter(isActiveTransaction).map((t) => t.entry);
        const result = finishPlan(items, active, step.how as FinalizeWith, w.isParticular);
        const expected = expectedFinish(before, step.how, w.isParticular);
        if (!expected.ok) {
          expect(result).toEqual(expected);
          break;
        }
        expect(result.ok).toBe(true);
        if (!result.ok) break;
        expect(result.entries).toEqual(expected.entries);
        checkPlanned(result.entries, before);
        const after = withEntries(items, active, result.entries);
        // A successful finalization leaves at most 0.05 open, the fee included.
        expect(openSum(after)).toBeLessThanOrEqual(TOLERANCE_CENTS);
        expect(isBalanced(after)).toBe(true);
        expect(autoFinishStatus(after)).not.toBeNull();
        expect(result.status).toBe(expected.forcedRemainder ? (w.isParticular ? 'Losed' : 'Cuted') : ruleStatus(after));
        post(result.entries);
        break;
      }
    }
    ledger = checkInvariants(w, txs);
  }
}

describe('ledger properties (billing.md §4, §9; decision 016)', () => {
  it('random sequences of entries, cancellations, actions and finalizations keep the ledger exact', () => {
    fc.assert(
      fc.property(world, fc.array(operation, { maxLength: 25 }), (w, ops) => run(w, ops)),
      { numRuns: 250 },
    );
  }, 60_000);

  it('finalizing from any state either refuses or finishes within 0.05', () => {
    fc.assert(
      fc.property(
        world,
        fc.array(
          fc.record({ op: fc.constant('nearOpen' as const), action, target, gap: fc.bigInt({ min: 0n, max: 8n }) }),
          {
            maxLength: 8,
          },
        ),
        fc.constantFrom(...FINALIZE_WITH),
        (w, ops, how) => run(w, [...ops, { op: 'finalize', how }]),
      ),
      { numRuns: 200 },
    );
  }, 60_000);
});
