import { describe, expect, it } from 'vitest';
import { centsText, toCents } from '../money/cents';
import { computeInss } from './inss';
import { INSS_CEILINGS, inssCeilingFor } from './inss-ceilings';

/**
 * Worked examples of the INSS on a repasse (decision 028), each computed by hand:
 * cappedBase = min(base, max(0, ceiling − otherSources)); value = round(cappedBase × rate).
 * Ceilings: 2024 7.786,02; 2025 8.157,41; 2026 8.475,55.
 */

interface Case {
  name: string;
  month: string;
  base: string;
  rate: string;
  other: string;
  cappedBase: string;
  value: string;
  capped: boolean;
}

const CASES: Case[] = [
  // Below the ceiling: 5.000,00 × 20 % = 1.000,00.
  {
    name: 'below the ceiling, 20 %',
    month: '2025-06',
    base: '5000.00',
    rate: '20',
    other: '0.00',
    cappedBase: '5000.00',
    value: '1000.00',
    capped: false,
  },
  // 5.000,00 × 11 % = 550,00.
  {
    name: 'below the ceiling, 11 %',
    month: '2025-06',
    base: '5000.00',
    rate: '11',
    other: '0.00',
    cappedBase: '5000.00',
    value: '550.00',
    capped: false,
  },
  // At the ceiling: 8.157,41 × 20 % = 1.631,482 → 1.631,48, not cut.
  {
    name: 'at the 2025 ceiling',
    month: '2025-06',
    base: '8157.41',
    rate: '20',
    other: '0.00',
    cappedBase: '8157.41',
    value: '1631.48',
    capped: false,
  },
  // Above: min(10.000,00, 8.157,41) = 8.157,41 → 1.631,48.
  {
    name: 'above the 2025 ceiling, 20 %',
    month: '2025-06',
    base: '10000.00',
    rate: '20',
    other: '0.00',
    cappedBase: '8157.41',
    value: '1631.48',
    capped: true,
  },
  // 8.157,41 × 11 % = 897,3151 → 897,32.
  {
    name: 'above the 2025 ceiling, 11 %',
    month: '2025-12',
    base: '10000.00',
    rate: '11',
    other: '0.00',
    cappedBase: '8157.41',
    value: '897.32',
    capped: true,
  },
  // 2026: 8.475,55 × 20 % = 1.695,11.
  {
    name: 'above the 2026 ceiling, 20 %',
    month: '2026-01',
    base: '10000.00',
    rate: '20',
    other: '0.00',
    cappedBase: '8475.55',
    value: '1695.11',
    capped: true,
  },
  // 8.475,55 × 11 % = 932,3105 → 932,31.
  {
    name: 'above the 2026 ceiling, 11 %',
    month: '2026-03',
    base: '10000.00',
    rate: '11',
    other: '0.00',
    cappedBase: '8475.55',
    value: '932.31',
    capped: true,
  },
  // 2024: 7.786,02 × 20 % = 1.557,204 → 1.557,20.
  {
    name: 'above the 2024 ceiling',
    month: '2024-07',
    base: '9000.00',
    rate: '20',
    other: '0.00',
    cappedBase: '7786.02',
    value: '1557.20',
    capped: true,
  },
  // Other sources use part of it: room 8.475,55 − 5.000,00 = 3.475,55 < 5.000,00 → × 20 % = 695,11.
  {
    name: 'other sources partially use the ceiling',
    month: '2026-01',
    base: '5000.00',
    rate: '20',
    other: '5000.00',
    cappedBase: '3475.55',
    value: '695.11',
    capped: true,
  },
  // Room 8.157,41 − 3.000,00 = 5.157,41 ≥ 4.000,00: the whole base → 800,00.
  {
    name: 'other sources leave room for all of it',
    month: '2025-06',
    base: '4000.00',
    rate: '20',
    other: '3000.00',
    cappedBase: '4000.00',
    value: '800.00',
    capped: false,
  },
  // Other sources exactly at the ceiling: room 0 → nothing.
  {
    name: 'other sources exactly at the ceiling',
    month: '2026-01',
    base: '4000.00',
    rate: '20',
    other: '8475.55',
    cappedBase: '0.00',
    value: '0.00',
    capped: true,
  },
  // Other sources above the ceiling: room max(0, −1.524,45) = 0 → nothing.
  {
    name: 'other sources above the ceiling',
    month: '2026-01',
    base: '4000.00',
    rate: '11',
    other: '10000.00',
    cappedBase: '0.00',
    value: '0.00',
    capped: true,
  },
  // Rounding half up: 1.234,57 × 11 % = 135,8027 → 135,80.
  {
    name: 'rounds to the cent',
    month: '2025-06',
    base: '1234.57',
    rate: '11',
    other: '0.00',
    cappedBase: '1234.57',
    value: '135.80',
    capped: false,
  },
  // 0,05 × 11 % = 0,0055 → 0,01 (half up).
  {
    name: 'rounds half up',
    month: '2025-06',
    base: '0.05',
    rate: '11',
    other: '0.00',
    cappedBase: '0.05',
    value: '0.01',
    capped: false,
  },
  {
    name: 'nothing to contribute on',
    month: '2025-06',
    base: '0.00',
    rate: '20',
    other: '0.00',
    cappedBase: '0.00',
    value: '0.00',
    capped: false,
  },
];

describe('computeInss', () => {
  it.each(CASES)('$name', (c) => {
    const r = computeInss({
      month: c.month,
      base: toCents(c.base),
      ratePercent: c.rate,
      otherSources: toCents(c.other),
    });
    expect({ cappedBase: centsText(r.cappedBase), value: centsText(r.value), capped: r.capped }).toEqual({
      cappedBase: c.cappedBase,
      value: c.value,
      capped: c.capped,
    });
    expect(r.ceiling).toBe(toCents(inssCeilingFor(c.month)!.ceiling));
    expect(r.otherSources).toBe(toCents(c.other));
    expect(r.ratePercent).toBe(c.rate);
  });

  it('the same base in 2025 and in 2026 follows the ceiling of each year', () => {
    const of = (month: string) => computeInss({ month, base: 1_000_000n, ratePercent: '20', otherSources: 0n }).value;
    expect([of('2025-12'), of('2026-01')]).toEqual([toCents('1631.48'), toCents('1695.11')]);
  });

  it('refuses a month before any ceiling and a negative base', () => {
    expect(() => computeInss({ month: '2023-12', base: 100n, ratePercent: '20', otherSources: 0n })).toThrow(
      RangeError,
    );
    expect(() => computeInss({ month: '2025-06', base: -1n, ratePercent: '20', otherSources: 0n })).toThrow(RangeError);
  });
});

describe('inssCeilingFor', () => {
  it('picks the version in force', () => {
    expect(INSS_CEILINGS.map((c) => c.validFrom)).toEqual(['2024-01', '2025-01', '2026-01']);
    expect(inssCeilingFor('2023-12')).toBeUndefined();
    expect(inssCeilingFor('2024-12')?.ceiling).toBe('7786.02');
    expect(inssCeilingFor('2025-01')?.ceiling).toBe('8157.41');
    expect(inssCeilingFor('2027-05')?.ceiling).toBe('8475.55');
  });
});
