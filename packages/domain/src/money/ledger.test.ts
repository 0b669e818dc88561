import { describe, expect, it } from 'vitest';
import { finalOutcome, type FinalStatus } from '../events/finalize';
import {
  attendanceFeeOpen,
  eventMoneyTotals,
  isBalanced,
  isNegativeMoney,
  ledgerBalances,
  planMoneyAction,
  withEntries,
  type LedgerEntry,
  type MoneyItem,
  type PlannedEntry,
} from './ledger';
import { autoFinishStatus, finishPlan } from './finish';
import type { FinalizeWith, MoneyAction, TransactionAction, TransactionType } from './transactions';

/** A target: a procedure row id ("r1") or one of the other kinds by name. */
type Target = string;
const KINDS: readonly string[] = ['COMPLEMENTATION', 'ATTENDANCEFEE', 'EXPENSE'];
const at = (target: Target): { type: TransactionType; procedureRowId: string | null } =>
  KINDS.includes(target)
    ? { type: target as TransactionType, procedureRowId: null }
    : { type: 'PROCEDURE', procedureRowId: target };

const item = (target: Target, value: string): MoneyItem => {
  const { type, procedureRowId } = at(target);
  return { type, rowId: procedureRowId, value };
};
const entry = (action: TransactionAction, target: Target, value: string): LedgerEntry => ({
  action,
  ...at(target),
  value,
});
const received = (target: Target, value: string) => entry('Received', target, value);
const lost = (target: Target, value: string) => entry('Losed', target, value);
const glosa = (target: Target, value: string) => entry('Glosado', target, value);
const discount = (target: Target, value: string) => entry('Discounted', target, value);
const planned = (action: TransactionAction, target: Target, value: string): PlannedEntry =>
  entry(action, target, value);

const balancesOf = (items: MoneyItem[], entries: LedgerEntry[]) => ledgerBalances(items, entries).items;

/** Every kind of item: two procedure rows, complementation, co-participation fee, expenses. */
const ALL_KINDS = [
  item('r1', '100.00'),
  item('r2', '50.00'),
  item('COMPLEMENTATION', '20.00'),
  item('ATTENDANCEFEE', '10.00'),
  item('EXPENSE', '5.00'),
];

describe('ledgerBalances (decision 016: per item settled, open, over)', () => {
  it('settles each item from its entries; excess is recorded as over, the rest stays open', () => {
    const entries = [
      received('r1', '60.00'),
      lost('r1', '10.00'),
      glosa('r1', '20.00'),
      discount('r1', '5.00'),
      received('r2', '70.00'),
      received('ATTENDANCEFEE', '10'),
      glosa('EXPENSE', '5.004'),
    ];
    const zero = '0.00';
    expect(ledgerBalances(ALL_KINDS, entries)).toEqual({
      items: [
        {
          type: 'PROCEDURE',
          rowId: 'r1',
          value: '100.00',
          received: '60.00',
          loss: '10.00',
          glosado: '20.00',
          discount: '5.00',
          over: zero,
          open: '5.00',
        },
        {
          type: 'PROCEDURE',
          rowId: 'r2',
          value: '50.00',
          received: '70.00',
          loss: zero,
          glosado: zero,
          discount: zero,
          over: '20.00',
          open: zero,
        },
        {
          type: 'COMPLEMENTATION',
          rowId: null,
          value: '20.00',
          received: zero,
          loss: zero,
          glosado: zero,
          discount: zero,
          over: zero,
          open: '20.00',
        },
        {
          type: 'ATTENDANCEFEE',
          rowId: null,
          value: '10.00',
          received: '10.00',
          loss: zero,
          glosado: zero,
          discount: zero,
          over: zero,
          open: zero,
        },
        {
          type: 'EXPENSE',
          rowId: null,
          value: '5.00',
          received: zero,
          loss: zero,
          glosado: '5.00',
          discount: zero,
          over: zero,
          open: zero,
        },
      ],
      orphans: [],
    });
  });

  it('keeps entries of items the event does not have apart as orphans (never dropped)', () => {
    const gone = received('gone', '7.00');
    const noRow = lost('PROCEDURE-without-row', '1.00');
    const noRowAtAll: LedgerEntry = { action: 'Glosado', type: 'PROCEDURE', procedureRowId: null, value: '2.00' };
    const noComplementation = discount('COMPLEMENTATION', '3.00');
    const result = ledgerBalances(
      [item('r1', '100.00')],
      [received('r1', '40.00'), gone, noRow, noRowAtAll, noComplementation],
    );
    expect(result.orphans).toEqual([gone, noRow, noRowAtAll, noComplementation]);
    expect(result.items).toHaveLength(1);
    expect(result.items[0]).toMatchObject({ received: '40.00', loss: '0.00', glosado: '0.00', open: '60.00' });
  });

  it('ties entries of the other kinds to their item whatever row id they carry', () => {
    const stray: LedgerEntry = { action: 'Received', type: 'COMPLEMENTATION', procedureRowId: 'x', value: '5.00' };
    const result = ledgerBalances([item('COMPLEMENTATION', '5.00')], [stray]);
    expect(result.orphans).toEqual([]);
    expect(result.items[0]).toMatchObject({ received: '5.00', open: '0.00' });
  });

  it('an item worth 0 is still an item (what settles it is over); two items of one kind add up', () => {
    const result = ledgerBalances(
      [item('r1', '0'), item('EXPENSE', '2.50'), item('EXPENSE', '1.25')],
      [received('r1', '3.00'), received('EXPENSE', '1.00')],
    );
    expect(result.items).toEqual([
      expect.objectContaining({ rowId: 'r1', value: '0.00', over: '3.00', open: '0.00' }),
      expect.objectContaining({ type: 'EXPENSE', value: '3.75', received: '1.00', open: '2.75' }),
    ]);
  });

  it('rounds item and entry values half-up to cents', () => {
    const result = ledgerBalances([item('r1', '10.005')], [received('r1', '3.334'), received('r1', '3.335')]);
    expect(result.items[0]).toMatchObject({ value: '10.01', received: '6.67', open: '3.34' });
  });

  it('withEntries previews the balances after planned entries', () => {
    const entries = [received('r1', '60.00')];
    const plan = [planned('Glosado', 'r1', '40.00')];
    expect(withEntries(ALL_KINDS, entries, plan)).toEqual(balancesOf(ALL_KINDS, [...entries, ...plan]));
  });
});

describe('eventMoneyTotals (billing.md §3 Event values)', () => {
  it('sums every value field per kind', () => {
    const balances = balancesOf(ALL_KINDS, [
      received('r1', '60.00'),
      lost('r1', '10.00'),
      glosa('r1', '20.00'),
      discount('r1', '5.00'),
      received('r2', '70.00'),
      received('ATTENDANCEFEE', '10.00'),
      glosa('EXPENSE', '5.00'),
    ]);
    expect(eventMoneyTotals(balances)).toEqual({
      totalProduced: '185.00',
      totalReceived: '140.00',
      totalInProcessing: '25.00',
      totalLoss: '10.00',
      totalOver: '20.00',
      totalDiscount: '5.00',
      totalGlosado: '25.00',
      totalProcedures: '150.00',
      totalProceduresReceived: '130.00',
      totalProceduresLoss: '10.00',
      totalProceduresOver: '20.00',
      totalProceduresGlosado: '20.00',
      complementation: '20.00',
      complementationReceived: '0.00',
      complementationLoss: '0.00',
      complementationOver: '0.00',
      complementationGlosado: '0.00',
      complementationDiscount: '0.00',
      attendanceFee: '10.00',
      attendanceFeeReceived: '10.00',
      attendanceFeeLoss: '0.00',
      attendanceFeeOver: '0.00',
      attendanceFeeGlosado: '0.00',
      attendanceFeeDiscount: '0.00',
      expenses: '5.00',
      expensesReceived: '0.00',
      expensesLoss: '0.00',
      expensesOver: '0.00',
      expensesGlosado: '5.00',
      expensesDiscount: '0.00',
      totalAppealed: '0.00',
      totalAcceptedByAppeal: '0.00',
      totalReceivedByAppeal: '0.00',
    });
  });

  it('takes the appeal totals from the appeals and the receipts an appeal booked', () => {
    const entries = [received('r1', '60.00'), { ...received('r1', '15.50'), appealId: 'a1' }, glosa('r1', '4.50')];
    const totals = eventMoneyTotals(balancesOf(ALL_KINDS, entries), [], {
      entries,
      money: { appealed: '20', accepted: '15.5' },
    });
    expect(totals).toMatchObject({
      totalReceived: '75.50',
      totalAppealed: '20.00',
      totalAcceptedByAppeal: '15.50',
      totalReceivedByAppeal: '15.50',
    });
  });

  it('counts orphans, when given, as settled against nothing (over), so no money leaves the totals', () => {
    const ledger = ledgerBalances(
      [item('r1', '100.00')],
      [received('r1', '100.00'), received('gone', '7.00'), glosa('EXPENSE', '3.00')],
    );
    expect(eventMoneyTotals(ledger.items)).toMatchObject({
      totalProduced: '100.00',
      totalReceived: '100.00',
      totalGlosado: '0.00',
      totalOver: '0.00',
      totalInProcessing: '0.00',
    });
    expect(eventMoneyTotals(ledger.items, ledger.orphans)).toMatchObject({
      totalProduced: '100.00',
      totalReceived: '107.00',
      totalGlosado: '3.00',
      totalOver: '10.00',
      totalInProcessing: '0.00',
      totalProcedures: '100.00',
      totalProceduresReceived: '107.00',
      totalProceduresOver: '7.00',
      expenses: '0.00',
      expensesGlosado: '3.00',
      expensesOver: '3.00',
    });
  });

  it('attendanceFeeOpen is the fee still open ("0.00" without a fee)', () => {
    const items = [item('r1', '10.00'), item('ATTENDANCEFEE', '10.00')];
    expect(attendanceFeeOpen(balancesOf(items, [received('ATTENDANCEFEE', '4.00')]))).toBe('6.00');
    expect(attendanceFeeOpen(balancesOf(items, [received('ATTENDANCEFEE', '12.00')]))).toBe('0.00');
    expect(attendanceFeeOpen(balancesOf([item('r1', '10.00')], []))).toBe('0.00');
  });
});

describe('isBalanced (billing.md §9 tolerance 0.05)', () => {
  const two = [item('r1', '50.00'), item('r2', '50.00')];
  it.each([
    ['nothing open', [received('r1', '50.00'), received('r2', '50.00')], true],
    ['0.05 open', [received('r1', '50.00'), received('r2', '49.95')], true],
    ['0.06 open', [received('r1', '50.00'), received('r2', '49.94')], false],
    ['0.03 + 0.03 open on two items', [received('r1', '49.97'), received('r2', '49.97')], false],
    ['over on one item does not pay another’s open', [received('r1', '100.00')], false],
    [
      'an orphan entry changes nothing',
      [received('r1', '50.00'), received('r2', '49.94'), lost('gone', '1.00')],
      false,
    ],
  ] as const)('%s', (_label, entries, balanced) => {
    expect(isBalanced(balancesOf(two, [...entries]))).toBe(balanced);
  });

  it('an open fee beyond 0.05 is not balanced', () => {
    const items = [...two, item('ATTENDANCEFEE', '0.06')];
    expect(isBalanced(balancesOf(items, [received('r1', '50.00'), received('r2', '50.00')]))).toBe(false);
  });
});

describe('planMoneyAction (billing.md §4 receive / lose / glosa all and the remainders)', () => {
  // r1 60 of 100 received, r2 fully received; complementation, fee and expenses open.
  const balances = balancesOf(ALL_KINDS, [received('r1', '60.00'), received('r2', '50.00')]);
  const plan = (action: MoneyAction, target?: Target, isParticular = false) =>
    planMoneyAction(balances, {
      action,
      item: target === undefined ? undefined : { type: at(target).type, rowId: at(target).procedureRowId },
      isParticular,
    });

  it.each([false, true])('receive all receives every open item, the fee included (particular %s)', (particular) => {
    expect(plan('receiveAll', undefined, particular)).toEqual({
      ok: true,
      entries: [
        planned('Received', 'r1', '40.00'),
        planned('Received', 'COMPLEMENTATION', '20.00'),
        planned('Received', 'ATTENDANCEFEE', '10.00'),
        planned('Received', 'EXPENSE', '5.00'),
      ],
    });
  });

  it.each([
    ['loseAll', 'Losed'],
    ['glosaAll', 'Glosado'],
  ] as const)('%s settles the insurer’s open items as %s and leaves the attendance fee open', (action, kind) => {
    for (const particular of [false, true]) {
      const result = plan(action, undefined, particular);
      expect(result).toEqual({
        ok: true,
        entries: [
          planned(kind, 'r1', '40.00'),
          planned(kind, 'COMPLEMENTATION', '20.00'),
          planned(kind, 'EXPENSE', '5.00'),
        ],
      });
      if (!result.ok) continue;
      const after = withEntries(ALL_KINDS, [received('r1', '60.00'), received('r2', '50.00')], result.entries);
      expect(attendanceFeeOpen(after)).toBe('10.00');
      expect(autoFinishStatus(after)).toBeNull();
    }
  });

  it.each([
    ['receiveRemainder', 'r1', 'Received', '40.00'],
    ['loseRemainder', 'r1', 'Losed', '40.00'],
    ['cutRemainder', 'r1', 'Glosado', '40.00'],
    ['receiveRemainder', 'ATTENDANCEFEE', 'Received', '10.00'],
    ['loseRemainder', 'ATTENDANCEFEE', 'Losed', '10.00'],
    ['cutRemainder', 'COMPLEMENTATION', 'Glosado', '20.00'],
    ['receiveRemainder', 'EXPENSE', 'Received', '5.00'],
  ] as const)('%s of %s posts %s %s', (action, target, kind, value) => {
    expect(plan(action, target)).toEqual({ ok: true, entries: [planned(kind, target, value)] });
  });

  it.each([
    ['receiveRemainder', 'r2', 'nothingOpen'],
    ['cutRemainder', 'r2', 'nothingOpen'],
    ['loseRemainder', 'gone', 'itemNotFound'],
    ['receiveRemainder', undefined, 'itemNotFound'],
  ] as const)('%s of %s is refused: %s', (action, target, reason) => {
    expect(plan(action, target)).toEqual({ ok: false, reason });
  });

  it('nothing open to settle is refused', () => {
    const insurerSettled = [received('r1', '100'), received('r2', '50'), received('COMPLEMENTATION', '20')];
    const onlyFeeOpen = balancesOf(ALL_KINDS, [...insurerSettled, glosa('EXPENSE', '5')]);
    for (const action of ['loseAll', 'glosaAll'] as const) {
      for (const isParticular of [false, true]) {
        expect(planMoneyAction(onlyFeeOpen, { action, isParticular })).toEqual({ ok: false, reason: 'nothingOpen' });
      }
    }
    expect(planMoneyAction(onlyFeeOpen, { action: 'receiveAll', isParticular: false })).toEqual({
      ok: true,
      entries: [planned('Received', 'ATTENDANCEFEE', '10.00')],
    });
    const allSettled = balancesOf(ALL_KINDS, [
      ...insurerSettled,
      received('ATTENDANCEFEE', '10'),
      received('EXPENSE', '5'),
    ]);
    expect(planMoneyAction(allSettled, { action: 'receiveAll', isParticular: false })).toEqual({
      ok: false,
      reason: 'nothingOpen',
    });
  });

  it('an unknown action is an error (billing.md §4)', () => {
    expect(planMoneyAction(balances, { action: 'payAll' as MoneyAction, isParticular: false })).toEqual({
      ok: false,
      reason: 'unknownAction',
    });
    expect(
      planMoneyAction(balances, { action: 'finalize', finalizeWith: 'maybe' as FinalizeWith, isParticular: false }),
    ).toEqual({ ok: false, reason: 'unknownAction' });
  });
});

describe('finishPlan: the outcome of finalizing (billing.md §4)', () => {
  const two = [item('r1', '100.00'), item('r2', '100.00')];
  const outcomes: [string, MoneyItem[], LedgerEntry[], FinalStatus][] = [
    ['losses and receipts', two, [received('r1', '100'), lost('r2', '100')], 'PartialLosed'],
    ['losses only', two, [lost('r1', '100'), lost('r2', '100')], 'Losed'],
    ['glosa and receipts', two, [received('r1', '100'), glosa('r2', '100')], 'PartialCuted'],
    ['glosa only', two, [glosa('r1', '100'), glosa('r2', '100')], 'Cuted'],
    ['receipts only', two, [received('r1', '100'), received('r2', '100')], 'Received'],
    ['receipts and discounts', two, [received('r1', '100'), discount('r2', '100')], 'Received'],
    ['discounts only', two, [discount('r1', '100'), discount('r2', '100')], 'Received'],
    ['nothing to settle (items worth 0)', [item('r1', '0'), item('ATTENDANCEFEE', '0')], [], 'Received'],
    ['losses, glosa and receipts', two, [received('r1', '50'), lost('r1', '50'), glosa('r2', '100')], 'PartialLosed'],
    ['losses and glosa', two, [lost('r1', '100'), glosa('r2', '100')], 'Losed'],
    [
      'a loss within 0.05 is no loss',
      two,
      [received('r1', '100'), received('r2', '99.95'), lost('r2', '0.05')],
      'Received',
    ],
    [
      'a loss of 0.06 is a loss',
      two,
      [received('r1', '100'), received('r2', '99.94'), lost('r2', '0.06')],
      'PartialLosed',
    ],
    ['glosa with over elsewhere', two, [received('r1', '150'), glosa('r2', '100')], 'PartialCuted'],
    [
      'the fee’s receipt is a receipt',
      [item('r1', '100.00'), item('ATTENDANCEFEE', '10.00')],
      [glosa('r1', '100'), received('ATTENDANCEFEE', '10')],
      'PartialCuted',
    ],
    [
      'the fee’s loss is a loss',
      [item('r1', '100.00'), item('ATTENDANCEFEE', '10.00')],
      [received('r1', '100'), lost('ATTENDANCEFEE', '10')],
      'PartialLosed',
    ],
  ];

  it.each(outcomes.map(([label, items, entries, status]) => [label, status, items, entries] as const))(
    '%s → %s, locked',
    (_label, status, items, entries) => {
      for (const isParticular of [false, true]) {
        expect(finishPlan(items, entries, 'none', isParticular)).toEqual({ ok: true, entries: [], status });
      }
      const balances = balancesOf(items, entries);
      expect(autoFinishStatus(balances)).toBe(status);
      const totals = eventMoneyTotals(balances);
      expect(
        finalOutcome(
          { ...totals, attendanceFeeOpen: attendanceFeeOpen(balances) },
          { forced: false, isParticular: false },
        ),
      ).toEqual({
        ok: true,
        status,
        isLocked: true,
        remainder: null,
      });
    },
  );

  it.each([
    ['0.05 open finishes', '99.95', { ok: true, entries: [], status: 'Received' }],
    ['0.06 open does not', '99.94', { ok: false, reason: 'notBalanced' }],
  ])('%s', (_label, paid, expected) => {
    const items = [item('r1', '100.00')];
    expect(finishPlan(items, [received('r1', paid)], 'none', false)).toEqual(expected);
    expect(autoFinishStatus(balancesOf(items, [received('r1', paid)]))).toBe(expected.ok ? 'Received' : null);
  });

  it('0.03 open on each of two items (0.06) does not finish', () => {
    const entries = [received('r1', '99.97'), received('r2', '99.97')];
    expect(finishPlan(two, entries, 'none', false)).toEqual({ ok: false, reason: 'notBalanced' });
    expect(autoFinishStatus(balancesOf(two, entries))).toBeNull();
  });

  describe('shortfall per procedure with each finalizeWith', () => {
    // r1 30 short, r2 10 over, complementation 20 short, fee received, expenses worth 0.
    const items = [
      item('r1', '100.00'),
      item('r2', '50.00'),
      item('COMPLEMENTATION', '20.00'),
      item('ATTENDANCEFEE', '10.00'),
      item('EXPENSE', '0'),
    ];
    const entries = [received('r1', '70.00'), received('r2', '60.00'), received('ATTENDANCEFEE', '10.00')];

    const cases: [FinalizeWith, boolean, TransactionAction | null, FinalStatus | 'notBalanced'][] = [
      ['none', false, null, 'notBalanced'],
      ['none', true, null, 'notBalanced'],
      ['received', false, 'Received', 'Received'],
      ['received', true, 'Received', 'Received'],
      ['lost', false, 'Glosado', 'PartialCuted'],
      ['lost', true, 'Losed', 'PartialLosed'],
      ['glosa', false, 'Glosado', 'PartialCuted'],
      ['glosa', true, 'Losed', 'PartialLosed'],
      ['forced', false, 'Glosado', 'Cuted'],
      ['forced', true, 'Losed', 'Losed'],
    ];
    it.each(cases)('%s (particular %s): the shortfall as %s → %s', (how, isParticular, kind, status) => {
      const result = finishPlan(items, entries, how, isParticular);
      if (status === 'notBalanced') {
        expect(result).toEqual({ ok: false, reason: 'notBalanced' });
        return;
      }
      expect(result).toEqual({
        ok: true,
        entries: [planned(kind!, 'r1', '30.00'), planned(kind!, 'COMPLEMENTATION', '20.00')],
        status,
      });
      if (!result.ok) return;
      const after = withEntries(items, entries, result.entries);
      expect(isBalanced(after)).toBe(true);
      // The excess of r2 stays recorded as over; nothing is posted against it.
      expect(after.find((b) => b.rowId === 'r2')).toMatchObject({ over: '10.00', open: '0.00' });
      expect(eventMoneyTotals(after)).toMatchObject({ totalInProcessing: '0.00', totalOver: '10.00' });
    });
  });

  it('excess is recorded as over and does not pay another item’s shortfall', () => {
    const items = [item('r1', '100.00'), item('r2', '50.00')];
    expect(finishPlan(items, [received('r1', '120'), received('r2', '50')], 'none', false)).toEqual({
      ok: true,
      entries: [],
      status: 'Received',
    });
    expect(finishPlan(items, [received('r1', '150')], 'none', false)).toEqual({ ok: false, reason: 'notBalanced' });
    expect(finishPlan(items, [received('r1', '150')], 'received', false)).toEqual({
      ok: true,
      entries: [planned('Received', 'r2', '50.00')],
      status: 'Received',
    });
  });

  describe('forced finalization', () => {
    it('a remainder beyond 0.05 becomes glosa and Cuted (insurer) or loss and Losed (particular), receipts or not', () => {
      const entries = [received('r1', '100'), received('r2', '40')];
      expect(finishPlan(two, entries, 'forced', false)).toEqual({
        ok: true,
        entries: [planned('Glosado', 'r2', '60.00')],
        status: 'Cuted',
      });
      expect(finishPlan(two, entries, 'forced', true)).toEqual({
        ok: true,
        entries: [planned('Losed', 'r2', '60.00')],
        status: 'Losed',
      });
    });

    it('with nothing open beyond 0.05 it follows the ordinary rules after its entries', () => {
      // Nothing open: glosa and receipts.
      expect(finishPlan(two, [received('r1', '100'), glosa('r2', '100')], 'forced', false)).toEqual({
        ok: true,
        entries: [],
        status: 'PartialCuted',
      });
      // 0.03 open: posted as glosa, too small to count.
      expect(finishPlan(two, [received('r1', '100'), received('r2', '99.97')], 'forced', false)).toEqual({
        ok: true,
        entries: [planned('Glosado', 'r2', '0.03')],
        status: 'Received',
      });
      // 0.03 open on top of 0.04 of glosa: 0.07 of glosa after the entries.
      expect(
        finishPlan(two, [received('r1', '100'), received('r2', '99.93'), glosa('r2', '0.04')], 'forced', false),
      ).toEqual({ ok: true, entries: [planned('Glosado', 'r2', '0.03')], status: 'PartialCuted' });
      // The fee's receipt counts as a receipt.
      const withFee = [item('r1', '100.00'), item('ATTENDANCEFEE', '10.00')];
      expect(finishPlan(withFee, [glosa('r1', '100'), received('ATTENDANCEFEE', '10')], 'forced', true)).toEqual({
        ok: true,
        entries: [],
        status: 'PartialCuted',
      });
    });
  });

  describe('the open co-participation fee (billing.md §5)', () => {
    const items = [item('r1', '100.00'), item('ATTENDANCEFEE', '10.00')];
    const hows: FinalizeWith[] = ['none', 'lost', 'glosa', 'forced'];

    it.each(hows)('finalizing with %s while the fee is open is refused', (how) => {
      for (const isParticular of [false, true]) {
        expect(finishPlan(items, [received('r1', '100')], how, isParticular)).toEqual({
          ok: false,
          reason: 'attendanceFeeOpen',
        });
        expect(finishPlan(items, [received('r1', '40')], how, isParticular)).toEqual({
          ok: false,
          reason: 'attendanceFeeOpen',
        });
      }
    });

    it('receiving what is missing settles the fee too', () => {
      expect(finishPlan(items, [received('r1', '40')], 'received', false)).toEqual({
        ok: true,
        entries: [planned('Received', 'r1', '60.00'), planned('Received', 'ATTENDANCEFEE', '10.00')],
        status: 'Received',
      });
    });

    it.each([
      ['9.95', { ok: true, entries: [], status: 'Received' }],
      ['9.94', { ok: false, reason: 'attendanceFeeOpen' }],
    ])('fee received %s of 10.00 → %j', (paid, expected) => {
      expect(finishPlan(items, [received('r1', '100'), received('ATTENDANCEFEE', paid)], 'none', false)).toEqual(
        expected,
      );
    });

    it('a fee settled by a loss or glosa of its own is no longer open', () => {
      expect(finishPlan(items, [glosa('r1', '100'), lost('ATTENDANCEFEE', '10')], 'none', false)).toEqual({
        ok: true,
        entries: [],
        status: 'Losed',
      });
    });

    it('the event does not finish by itself while the fee is open', () => {
      expect(autoFinishStatus(balancesOf(items, [received('r1', '100')]))).toBeNull();
      expect(autoFinishStatus(balancesOf(items, [received('r1', '100'), received('ATTENDANCEFEE', '10')]))).toBe(
        'Received',
      );
    });
  });

  it('an unknown way to finalize is an error', () => {
    expect(finishPlan(two, [], 'later' as FinalizeWith, false)).toEqual({ ok: false, reason: 'unknownAction' });
  });
});

describe('isNegativeMoney (billing.md §5 "received value negative")', () => {
  it.each([
    ['-0.01', true],
    ['-10', true],
    ['-0.005', true],
    ['-0.004', false],
    ['-0', false],
    ['0', false],
    ['0.00', false],
    ['12.50', false],
  ])('%s → %s', (text, negative) => {
    expect(isNegativeMoney(text)).toBe(negative);
  });
});
