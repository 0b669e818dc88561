import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyDigitLimit,
  brazilDateTime,
  digitLimitMissing,
  eventActors,
  eventTeam,
  eventTotals,
  normalizeGuideNumber,
  procedureHasMoney,
  proportionEditRefusal,
  type GuideNumberRules,
  type ProcedureMoney,
} from './event-rules';
import { EVENT_STATUSES, FINISHED_STATUSES, type EventStatus } from './statuses';

const digitsOnly: GuideNumberRules = { allowAlphanumeric: false, pad: false, padding: 7 };
const padded: GuideNumberRules = { allowAlphanumeric: false, pad: true, padding: 7 };
const letters: GuideNumberRules = { allowAlphanumeric: true, pad: false, padding: 7 };
const lettersPadded: GuideNumberRules = { allowAlphanumeric: true, pad: true, padding: 10 };

describe('normalizeGuideNumber (billing.md §5, §9)', () => {
  it.each([
    ['digits kept as typed', digitsOnly, '123', { ok: true, value: '123' }],
    ['trimmed', digitsOnly, '  42 ', { ok: true, value: '42' }],
    ['empty stays empty', padded, '   ', { ok: true, value: '' }],
    ['letters refused when digits only', digitsOnly, '12A', { ok: false, reason: 'digits' }],
    ['a dash refused when digits only', digitsOnly, '12-3', { ok: false, reason: 'digits' }],
    ['padded to 7', padded, '123', { ok: true, value: '0000123' }],
    ['longer than the padding kept', padded, '123456789', { ok: true, value: '123456789' }],
    ['letters allowed, upper-cased', letters, 'ab12', { ok: true, value: 'AB12' }],
    ['symbols refused even with letters', letters, 'AB-12', { ok: false, reason: 'chars' }],
    ['spaces inside refused', letters, 'AB 12', { ok: false, reason: 'chars' }],
    ['letters padded to the insurer padding', lettersPadded, 'x9', { ok: true, value: '00000000X9' }],
  ] as const)('%s', (_, rules, raw, expected) => {
    expect(normalizeGuideNumber(raw, rules)).toEqual(expected);
  });

  it('is idempotent (property)', () => {
    const rules = fc.record({
      allowAlphanumeric: fc.boolean(),
      pad: fc.boolean(),
      padding: fc.integer({ min: 1, max: 20 }),
    });
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{0,20}$/), rules, (raw, r) => {
        const once = normalizeGuideNumber(raw, r);
        if (!once.ok) return;
        expect(normalizeGuideNumber(once.value, r)).toEqual(once);
        if (r.pad && once.value !== '') expect(once.value.length).toBeGreaterThanOrEqual(r.padding);
      }),
    );
  });
});

describe('applyDigitLimit (billing.md §5 insurer min/max digits)', () => {
  const on = { enabled: true, min: 4, max: 8 };
  const off = { enabled: false, min: 4, max: 8 };
  it.each([
    ['disabled: any text kept', off, 'abc', { ok: true, value: 'abc' }],
    ['empty passes', on, null, { ok: true, value: null }],
    ['blank passes', on, '  ', { ok: true, value: '  ' }],
    ['padded to min', on, '12', { ok: true, value: '0012' }],
    ['within limits kept', on, '123456', { ok: true, value: '123456' }],
    ['exactly max', on, '12345678', { ok: true, value: '12345678' }],
    ['over max refused', on, '123456789', { ok: false }],
    ['letters refused', on, '12a4', { ok: false }],
  ] as const)('%s', (_, limit, value, expected) => {
    expect(applyDigitLimit(value, limit)).toEqual(expected);
  });

  it('an enabled limit with an empty value is missing (the check action refuses it)', () => {
    expect(digitLimitMissing(null, on)).toBe(true);
    expect(digitLimitMissing('', on)).toBe(true);
    expect(digitLimitMissing('1', on)).toBe(false);
    expect(digitLimitMissing(null, off)).toBe(false);
  });
});

describe('proportionEditRefusal (billing.md §5, §8)', () => {
  const allowed = { canWrite: true, hasTransactions: false, notChangeInReportEvents: false };
  it.each([
    ['no write permission', { ...allowed, canWrite: false, status: 'AwaitingCheck' }, 'accessDenied'],
    ['a finished status', { ...allowed, status: 'Received' }, 'status'],
    [
      'flag on outside AwaitingCheck/Pending',
      { ...allowed, notChangeInReportEvents: true, status: 'WaitPayment' },
      'reportEvents',
    ],
    ['flag on in AwaitingCheck', { ...allowed, notChangeInReportEvents: true, status: 'AwaitingCheck' }, null],
    ['flag on in Pending', { ...allowed, notChangeInReportEvents: true, status: 'Pending' }, null],
    ['flag off in WaitPayment', { ...allowed, status: 'WaitPayment' }, null],
    ['transactions', { ...allowed, hasTransactions: true, status: 'WaitPayment' }, 'transactions'],
    [
      'access denied comes first',
      { ...allowed, canWrite: false, hasTransactions: true, status: 'Cuted' },
      'accessDenied',
    ],
  ] as const)('%s', (_, facts, expected) => {
    expect(proportionEditRefusal({ ...facts, status: facts.status as EventStatus })).toBe(expected);
  });

  it('refuses every finished status and no other with the flag off', () => {
    for (const status of EVENT_STATUSES) {
      const refusal = proportionEditRefusal({ ...allowed, status });
      expect(refusal).toBe((FINISHED_STATUSES as readonly string[]).includes(status) ? 'status' : null);
    }
  });
});

const row = (value: string, over: Partial<ProcedureMoney> = {}): ProcedureMoney => ({
  value,
  received: '0',
  loss: '0',
  glosado: '0',
  discount: '0',
  over: '0',
  ...over,
});

describe('eventTotals (billing.md §3 values)', () => {
  it('sums exactly, without floating point drift', () => {
    const totals = eventTotals([row('0.10'), row('0.20'), row('1234.56')]);
    expect(totals.totalProduced).toBe('1234.86');
    expect(totals.totalProcedures).toBe('1234.86');
    expect(totals.totalInProcessing).toBe('1234.86');
  });

  it('takes receipts, glosas and losses out of what is in processing', () => {
    const totals = eventTotals([
      row('500.00', { received: '300.00', glosado: '50.00' }),
      row('100.00', { loss: '100' }),
    ]);
    expect(totals).toMatchObject({
      totalProduced: '600.00',
      totalReceived: '300.00',
      totalGlosado: '50.00',
      totalLoss: '100.00',
      totalInProcessing: '150.00',
      totalProceduresReceived: '300.00',
    });
  });

  it('an event without procedures is worth 0', () => {
    expect(eventTotals([]).totalProduced).toBe('0.00');
  });

  it('totalProduced = Σ values in cents (property)', () => {
    const cents = fc.bigInt({ min: 0n, max: 10_000_000_00n });
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 30 }), (values) => {
        const text = (c: bigint) => `${c / 100n}.${(c % 100n).toString().padStart(2, '0')}`;
        const total = values.reduce((a, b) => a + b, 0n);
        const totals = eventTotals(values.map((c) => row(text(c))));
        expect(totals.totalProduced).toBe(text(total));
        expect(totals.totalInProcessing).toBe(text(total));
      }),
    );
  });
});

describe('procedureHasMoney', () => {
  it.each([
    [{ received: '0.00', loss: '0', glosado: '0.00' }, false],
    [{ received: '0.01', loss: '0', glosado: '0' }, true],
    [{ received: '0', loss: '10', glosado: '0' }, true],
    [{ received: '0', loss: '0', glosado: '3.50' }, true],
  ])('%o → %s', (money, expected) => {
    expect(procedureHasMoney(money)).toBe(expected);
  });
});

describe('eventActors (billing.md §3 actors list)', () => {
  it('sums each member over the procedures, keeps members without lines at 0', () => {
    const line = (actorId: string, revenue: string) => ({
      actorId,
      role: 'anesthetist' as const,
      order: actorId === 'a' ? 1 : 2,
      percentRevenue: '0.5',
      grauPart: '06',
      revenue,
      basis: 'fee' as const,
    });
    const actors = eventActors(
      [
        { id: 'a', role: 'anesthetist', order: 1 },
        { id: 'b', role: 'anesthetist', order: 2 },
        { id: 'n', role: 'nurse', order: 1 },
      ],
      [
        { revenueTeam: [line('a', '100.05'), line('b', '100.05')] },
        { revenueTeam: [line('a', '0.10'), line('b', '0.10')] },
      ],
    );
    expect(actors).toEqual([
      { id: 'a', type: 'anesthetist', order: 1, revenue: '100.15', percentRevenue: '0.5', grauPart: '06' },
      { id: 'b', type: 'anesthetist', order: 2, revenue: '100.15', percentRevenue: '0.5', grauPart: '06' },
      { id: 'n', type: 'nurse', order: 1, revenue: '0.00', percentRevenue: '0', grauPart: '' },
    ]);
  });
});

describe('brazilDateTime', () => {
  it('shows São Paulo time dd/MM/yyyy HH:mm', () => {
    expect(brazilDateTime(new Date('2025-03-04T15:07:00Z'))).toBe('04/03/2025 12:07');
    expect(brazilDateTime(new Date('2025-01-01T02:30:00Z'))).toBe('31/12/2024 23:30');
  });
});

describe('eventTeam (billing.md §9 revenue shares)', () => {
  it('puts the anesthetists in order, then the resident, the surgeon and the members typed', () => {
    expect(
      eventTeam({
        anesthetistId: 'a1',
        secondaryAnesthetistId: 'a2',
        thirdAnesthetistId: null,
        residentId: 'r',
        surgeonId: 's',
        actors: [{ id: 'x', type: 'assistantSurgeon', order: 1 }],
      }),
    ).toEqual([
      { id: 'a1', role: 'anesthetist', order: 1 },
      { id: 'a2', role: 'anesthetist', order: 2 },
      { id: 'r', role: 'residentAnesthetist', order: 1 },
      { id: 's', role: 'surgeon', order: 1 },
      { id: 'x', role: 'assistantSurgeon', order: 1 },
    ]);
  });

  it('is empty without people', () => {
    const none = {
      anesthetistId: null,
      secondaryAnesthetistId: null,
      thirdAnesthetistId: null,
      residentId: null,
      surgeonId: null,
    };
    expect(eventTeam({ ...none, actors: [] })).toEqual([]);
  });
});
