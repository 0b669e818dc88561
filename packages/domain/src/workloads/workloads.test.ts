import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daysBound,
  monthsBetween,
  owedMinutes,
  validateWorkload,
  workloadBalances,
  type WorkloadTerms,
} from './workloads';

const monthly = (over: Partial<WorkloadTerms> = {}): WorkloadTerms => ({
  hoursPerPeriod: '120',
  period: 'MONTH',
  startsOn: '2026-01-01',
  endsOn: null,
  ...over,
});
const span = { id: null, doctorId: 'ana' };

describe('owedMinutes', () => {
  it.each([
    ['a whole month of a monthly workload', monthly(), '2026-02', 7200],
    ['half of June', monthly({ startsOn: '2026-06-16' }), '2026-06', 3600],
    ['the last 10 days of a 31-day month', monthly({ startsOn: '2026-01-22' }), '2026-01', 2323],
    ['a month ended on the 15th of February (28 days)', monthly({ endsOn: '2026-02-15' }), '2026-02', 3857],
    ['a month before the start', monthly({ startsOn: '2026-03-01' }), '2026-02', 0],
    ['40 h a week over 28 days', monthly({ period: 'WEEK', hoursPerPeriod: '40' }), '2026-02', 9600],
    ['40 h a week over 31 days', monthly({ period: 'WEEK', hoursPerPeriod: '40' }), '2026-01', 10629],
    ['7.5 h a week over 30 days', monthly({ period: 'WEEK', hoursPerPeriod: '7.5' }), '2026-04', 1929],
    ['0.01 h a month', monthly({ hoursPerPeriod: '0.01' }), '2026-04', 1],
  ])('%s', (_, terms, month, minutes) => {
    expect(owedMinutes(terms, month)).toBe(minutes);
  });

  it('a weekly workload owes its hours for every 7 days it binds, whatever the months', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 16_800 }), fc.integer({ min: 0, max: 27 }), (hundredths, offset) => {
        const hours = (hundredths / 100).toFixed(2);
        const start = `2026-02-${String(1 + offset).padStart(2, '0')}`;
        const days = daysBound({ startsOn: start, endsOn: null }, '2026-02');
        const owed = owedMinutes({ hoursPerPeriod: hours, period: 'WEEK', startsOn: start, endsOn: null }, '2026-02');
        const exact = (hundredths * 60 * days) / (100 * 7);
        expect(Math.abs(owed - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('validateWorkload', () => {
  it.each([
    ['zero hours', monthly({ hoursPerPeriod: '0' }), ['hoursInvalid']],
    ['text', monthly({ hoursPerPeriod: 'abc' }), ['hoursInvalid']],
    ['three decimals', monthly({ hoursPerPeriod: '1.005' }), ['hoursInvalid']],
    ['more than a week has', monthly({ period: 'WEEK', hoursPerPeriod: '168.01' }), ['hoursTooMany']],
    ['every hour of a week', monthly({ period: 'WEEK', hoursPerPeriod: '168' }), []],
    ['more than a month has', monthly({ hoursPerPeriod: '745' }), ['hoursTooMany']],
    ['an end on the start', monthly({ endsOn: '2026-01-01' }), ['startNotBeforeEnd']],
    ['an unreal date', monthly({ startsOn: '2026-02-30' }), ['invalidDate']],
  ])('%s', (_, terms, codes) => {
    expect(validateWorkload({ ...terms, ...span }).map((p) => p.code)).toEqual(codes);
  });

  it('refuses two workloads of one doctor binding a day in common; touching ones and other doctors pass', () => {
    const open = { id: 'w1', doctorId: 'ana', startsOn: '2026-01-01', endsOn: null };
    const closed = { id: 'w2', doctorId: 'ana', startsOn: '2025-01-01', endsOn: '2025-12-31' };
    const next = { ...monthly({ startsOn: '2026-06-01' }), ...span };
    expect(validateWorkload(next, [open, closed])).toEqual([{ code: 'overlap', path: 'startsOn', otherId: 'w1' }]);
    expect(
      validateWorkload({ ...monthly({ startsOn: '2024-01-01', endsOn: '2024-12-31' }), ...span }, [open, closed]),
    ).toEqual([]);
    expect(validateWorkload({ ...next, doctorId: 'bruno' }, [open])).toEqual([]);
    expect(validateWorkload({ ...next, id: 'w1' }, [open])).toEqual([]);
  });
});

describe('workloadBalances', () => {
  it('carries each published month balance into the next; an unpublished month owes but is not counted', () => {
    const worked = new Map([
      ['2026-01', 8000],
      ['2026-02', 6000],
      ['2026-04', 7200],
    ]);
    expect(workloadBalances(monthly(), worked, '2026-04')).toEqual([
      { month: '2026-01', owed: 7200, worked: 8000, balance: 800, carried: 0, cumulative: 800 },
      { month: '2026-02', owed: 7200, worked: 6000, balance: -1200, carried: 800, cumulative: -400 },
      { month: '2026-03', owed: 7200, worked: null, balance: null, carried: -400, cumulative: -400 },
      { month: '2026-04', owed: 7200, worked: 7200, balance: 0, carried: -400, cumulative: -400 },
    ]);
  });

  it('stops at the end of the validity', () => {
    expect(workloadBalances(monthly({ endsOn: '2026-02-15' }), new Map(), '2026-06').map((m) => m.month)).toEqual([
      '2026-01',
      '2026-02',
    ]);
  });

  it('the cumulative balance is the sum of the counted balances', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 20_000 })), { minLength: 1, maxLength: 24 }),
        (values) => {
          const months = monthsBetween('2025-01', '2026-12').slice(0, values.length);
          const worked = new Map(months.flatMap((m, i) => (values[i] === null ? [] : [[m, values[i]!] as const])));
          const rows = workloadBalances(monthly({ startsOn: '2025-01-01' }), worked, months.at(-1)!);
          const counted = rows.reduce((s, r) => s + (r.balance ?? 0), 0);
          expect(rows.at(-1)!.cumulative).toBe(counted);
          rows.forEach((r, i) => i > 0 && expect(r.carried).toBe(rows[i - 1]!.cumulative));
        },
      ),
    );
  });
});
