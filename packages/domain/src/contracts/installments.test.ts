import { describe, expect, it } from 'vitest';
import { dateOfDay, dayNumber, isCalendarDate } from './calendar';
import { fixedTerms, hourlyTerms } from './contract-test-fixtures';
import type { BillingType } from './contract-terms';
import {
  contractHoursValue,
  generateInstallments,
  hoursAmounts,
  installmentDueOn,
  splitByPeriods,
  type InstallmentTerms,
} from './installments';
import { paymentPeriods } from './payment-periods';

describe('calendar days (no Date, no time zone)', () => {
  it.each<[string, boolean]>([
    ['2025-01-31', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2025-02-29', false],
    ['1900-02-29', false],
    ['2100-02-29', false],
    ['2025-04-31', false],
    ['2025-00-10', false],
    ['2025-1-10', false],
    ['2025-01-10T00:00', false],
  ])('%s is a calendar date: %s', (text, expected) => {
    expect(isCalendarDate(text)).toBe(expected);
  });

  it.each<[string, number]>([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['1969-12-31', -1],
    ['2000-03-01', 11017],
    ['2025-01-01', 20089],
  ])('%s is day %i and back', (date, n) => {
    expect(dayNumber(date)).toBe(n);
    expect(dateOfDay(n)).toBe(date);
  });

  it('refuses text that is not a date', () => {
    expect(() => dayNumber('2025-02-30')).toThrow(RangeError);
  });
});

/** A period as [startsOn, endsOn, days, fullDays]. */
type Period = [string, string, number, number];

describe('paymentPeriods (platform.md §3 payment periods; decision 045)', () => {
  it.each<[string, string, string, BillingType, Period[]]>([
    [
      'monthly, whole months',
      '2025-01-01',
      '2025-03-31',
      'Monthly',
      [
        ['2025-01-01', '2025-01-31', 31, 31],
        ['2025-02-01', '2025-02-28', 28, 28],
        ['2025-03-01', '2025-03-31', 31, 31],
      ],
    ],
    [
      'monthly, a cut first and last month',
      '2025-01-15',
      '2025-03-10',
      'Monthly',
      [
        ['2025-01-15', '2025-01-31', 17, 31],
        ['2025-02-01', '2025-02-28', 28, 28],
        ['2025-03-01', '2025-03-10', 10, 31],
      ],
    ],
    [
      'monthly, across the year',
      '2025-12-20',
      '2026-01-05',
      'Monthly',
      [
        ['2025-12-20', '2025-12-31', 12, 31],
        ['2026-01-01', '2026-01-05', 5, 31],
      ],
    ],
    ['monthly, leap February', '2024-02-10', '2024-02-29', 'Monthly', [['2024-02-10', '2024-02-29', 20, 29]]],
    [
      'biannual from the start month, a year from the 10th',
      '2025-03-10',
      '2026-03-09',
      'Biannual',
      [
        ['2025-03-10', '2025-08-31', 175, 184],
        ['2025-09-01', '2026-02-28', 181, 181],
        ['2026-03-01', '2026-03-09', 9, 184],
      ],
    ],
    ['yearly, March to February', '2024-03-01', '2025-02-28', 'Yearly', [['2024-03-01', '2025-02-28', 365, 365]]],
    ['yearly, with a 29 February', '2023-03-01', '2024-02-29', 'Yearly', [['2023-03-01', '2024-02-29', 366, 366]]],
    ['yearly, two days', '2025-01-01', '2025-01-02', 'Yearly', [['2025-01-01', '2025-01-02', 2, 365]]],
  ])('%s', (_name, startsOn, endsOn, billingType, expected) => {
    const periods = paymentPeriods({ startsOn, endsOn, billingType });
    expect(periods.map((p): Period => [p.startsOn, p.endsOn, p.days, p.fullDays])).toEqual(expected);
  });

  it('refuses an end before the start, a bad date and an unknown type', () => {
    expect(() => paymentPeriods({ startsOn: '2025-02-01', endsOn: '2025-01-31', billingType: 'Monthly' })).toThrow(
      RangeError,
    );
    expect(() => paymentPeriods({ startsOn: '2025-02-30', endsOn: '2025-03-31', billingType: 'Monthly' })).toThrow(
      RangeError,
    );
    expect(() =>
      paymentPeriods({ startsOn: '2025-01-01', endsOn: '2025-03-31', billingType: 'Weekly' as BillingType }),
    ).toThrow(RangeError);
  });
});

describe('installmentDueOn: the billing day of the month after the period ends', () => {
  it.each<[string, number, string]>([
    ['2025-01-31', 10, '2025-02-10'],
    ['2025-01-31', 28, '2025-02-28'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2026-03-09', 10, '2026-04-10'],
    ['2024-01-31', 28, '2024-02-28'],
  ])('a period ending %s, day %i → %s', (endsOn, day, expected) => {
    expect(installmentDueOn({ endsOn }, day)).toBe(expected);
  });
});

const whole = (n: number) => Array.from({ length: n }, () => ({ days: 30, fullDays: 30 }));

describe('splitByPeriods: equal cents, the rest one by one on the first, prorated by days', () => {
  it.each<[string, bigint, { days: number; fullDays: number }[], bigint[]]>([
    ['R$ 12.000,00 over 12 months', 1_200_000n, whole(12), Array.from({ length: 12 }, () => 100_000n)],
    ['R$ 1,00 over 3', 100n, whole(3), [34n, 33n, 33n]],
    ['R$ 1,01 over 3', 101n, whole(3), [34n, 34n, 33n]],
    ['1 cent over 12', 1n, whole(12), [1n, ...Array.from({ length: 11 }, () => 0n)]],
    ['nothing', 0n, whole(2), [0n, 0n]],
    ['no period', 500n, [], []],
    [
      'a cut first and last month (17/31, 1, 10/31)',
      10_000n,
      [
        { days: 17, fullDays: 31 },
        { days: 28, fullDays: 28 },
        { days: 10, fullDays: 31 },
      ],
      [2932n, 5344n, 1724n],
    ],
    [
      'whole months of different lengths weigh the same',
      200n,
      [
        { days: 28, fullDays: 28 },
        { days: 31, fullDays: 31 },
      ],
      [100n, 100n],
    ],
  ])('%s', (_name, value, periods, expected) => {
    const parts = splitByPeriods(value, periods);
    expect(parts).toEqual(expected);
    expect(parts.reduce((a, b) => a + b, 0n)).toBe(periods.length === 0 ? 0n : value);
  });

  it('refuses a negative value', () => {
    expect(() => splitByPeriods(-1n, whole(1))).toThrow(RangeError);
  });
});

describe('hoursAmounts: hours × rate × days / fullDays, half-up to the cent per period', () => {
  it.each<[string, string | null, bigint | null, { days: number; fullDays: number }[], bigint[]]>([
    ['40 h at R$ 150,00', '40', 15_000n, whole(1), [600_000n]],
    ['7.5 h at R$ 123,45 (925,875 → 925,88)', '7.5', 12_345n, whole(1), [92_588n]],
    ['a cut month, 17 of 31 days', '40', 15_000n, [{ days: 17, fullDays: 31 }], [329_032n]],
    ['half a cent rounds up', '1', 1n, [{ days: 1, fullDays: 2 }], [1n]],
    ['a quarter cent rounds down', '1', 1n, [{ days: 1, fullDays: 4 }], [0n]],
    ['0.005 h at R$ 1,00 is half a cent: up', '0.005', 100n, whole(1), [1n]],
    ['0.004 h at R$ 1,00: down', '0.004', 100n, whole(1), [0n]],
    ['empty hours count as zero', null, 15_000n, whole(2), [0n, 0n]],
    ['an empty rate counts as zero', '40', null, whole(1), [0n]],
  ])('%s', (_name, hours, rate, periods, expected) => {
    expect(hoursAmounts(hours, rate, periods)).toEqual(expected);
  });

  it('refuses negative hours, a negative rate and hours that are not a number', () => {
    expect(() => hoursAmounts('-1', 1n, whole(1))).toThrow(RangeError);
    expect(() => hoursAmounts('1', -1n, whole(1))).toThrow(RangeError);
    expect(() => hoursAmounts('1h', 1n, whole(1))).toThrow(RangeError);
  });
});

/** An installment as [dueOn, value, period start, period end]. */
type Told = [string, bigint, string, string];

describe('generateInstallments (platform.md §3 installments; decision 045)', () => {
  it.each<[string, InstallmentTerms, Told[]]>([
    [
      'R$ 12.000,00 fixed, monthly in 2025, day 10',
      fixedTerms(),
      Array.from({ length: 12 }, (_, i): Told => {
        const month = String(i + 1).padStart(2, '0');
        const due = i === 11 ? '2026-01-10' : `2025-${String(i + 2).padStart(2, '0')}-10`;
        const last = paymentPeriods(fixedTerms())[i]!.endsOn;
        return [due, 100_000n, `2025-${month}-01`, last];
      }),
    ],
    [
      '40 h at R$ 150,00 from 15 January to 10 March, day 5',
      hourlyTerms({ startsOn: '2025-01-15', endsOn: '2025-03-10' }),
      [
        ['2025-02-05', 329_032n, '2025-01-15', '2025-01-31'],
        ['2025-03-05', 600_000n, '2025-02-01', '2025-02-28'],
        ['2025-04-05', 193_548n, '2025-03-01', '2025-03-10'],
      ],
    ],
    [
      'R$ 1.000,00 fixed, yearly for two years, day 28',
      fixedTerms({ value: 100_000n, billingType: 'Yearly', billingDay: 28, endsOn: '2026-12-31' }),
      [
        ['2026-01-28', 50_000n, '2025-01-01', '2025-12-31'],
        ['2027-01-28', 50_000n, '2026-01-01', '2026-12-31'],
      ],
    ],
    [
      'R$ 1.000,01 fixed, biannual over a year',
      fixedTerms({ value: 100_001n, billingType: 'Biannual', billingDay: 1 }),
      [
        ['2025-07-01', 50_001n, '2025-01-01', '2025-06-30'],
        ['2026-01-01', 50_000n, '2025-07-01', '2025-12-31'],
      ],
    ],
  ])('%s', (_name, terms, expected) => {
    const told = generateInstallments(terms).map((i): Told => [i.dueOn, i.value, i.period.startsOn, i.period.endsOn]);
    expect(told).toEqual(expected);
  });

  it('adds up to the hours value of the validity', () => {
    const terms = hourlyTerms({ startsOn: '2025-01-15', endsOn: '2025-03-10' });
    expect(contractHoursValue(terms)).toBe(329_032n + 600_000n + 193_548n);
  });

  it.each<[string, InstallmentTerms]>([
    ['a billing day of 29', fixedTerms({ billingDay: 29 })],
    ['an end before the start', fixedTerms({ endsOn: '2024-12-31' })],
    ['a fixed contract without value', fixedTerms({ value: null })],
    ['a negative value', fixedTerms({ value: -5n })],
    ['a contract by the hour without rate', hourlyTerms({ ratePerHour: null })],
    ['a contract by the hour without hours', hourlyTerms({ hoursPerPeriod: null })],
  ])('refuses %s with a RangeError', (_name, terms) => {
    expect(() => generateInstallments(terms)).toThrow(RangeError);
  });
});
