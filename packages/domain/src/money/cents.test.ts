import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BALANCE_TOLERANCE } from '../events/finalize';
import { centsText, maxCents, sumCents, toCents, TOLERANCE_CENTS } from './cents';

describe('toCents (billing.md §9: rounded half-up to 2 decimals)', () => {
  it.each([
    ['1234.56', 123456n],
    ['0', 0n],
    ['7', 700n],
    ['0.1', 10n],
    ['12.30', 1230n],
    [' 12.3 ', 1230n],
    ['0.004', 0n],
    ['0.005', 1n],
    ['0.0049999', 0n],
    ['1.005', 101n],
    ['2.675', 268n],
    ['1.994', 199n],
    ['1.995', 200n],
    ['99999999999999.995', 10000000000000000n],
    // Negatives round half away from zero (the same magnitude as their positive).
    ['-0.004', 0n],
    ['-0.005', -1n],
    ['-1.005', -101n],
    ['-12.345', -1235n],
    ['-12.344', -1234n],
    ['-0.05', -5n],
    ['-3', -300n],
  ])('%s → %s cents', (text, cents) => {
    expect(toCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '1,5', '1e2', '.5', '5.', '+1', '1.2.3', '--1', 'NaN'])('refuses %j', (text) => {
    expect(() => toCents(text)).toThrow(RangeError);
  });

  it('rounds like the exact half-up rule on any 3-decimal text, negatives symmetric', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), (mills) => {
        const magnitude = mills < 0n ? -mills : mills;
        const text = `${mills < 0n ? '-' : ''}${magnitude / 1000n}.${String(magnitude % 1000n).padStart(3, '0')}`;
        const rounded = (magnitude + 5n) / 10n; // half-up on the magnitude
        expect(toCents(text)).toBe(mills < 0n ? -rounded : rounded);
      }),
    );
  });
});

describe('centsText', () => {
  it.each([
    [0n, '0.00'],
    [1n, '0.01'],
    [5n, '0.05'],
    [10n, '0.10'],
    [123456n, '1234.56'],
    [-5n, '-0.05'],
    [-100n, '-1.00'],
    [-123456n, '-1234.56'],
    [10000000000000000n, '100000000000000.00'],
  ])('%s cents → %s', (cents, text) => {
    expect(centsText(cents)).toBe(text);
  });

  it('round-trips with toCents', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 16n), max: 10n ** 16n }), (cents) => {
        const text = centsText(cents);
        expect(text).toMatch(/^-?\d+\.\d{2}$/);
        expect(toCents(text)).toBe(cents);
      }),
    );
  });
});

describe('cents helpers', () => {
  it('sums and takes the larger amount', () => {
    expect(sumCents([])).toBe(0n);
    expect(sumCents([1n, 2n, -5n])).toBe(-2n);
    expect(sumCents(new Set([10n, 20n]))).toBe(30n);
    expect(maxCents(3n, -4n)).toBe(3n);
    expect(maxCents(-4n, 3n)).toBe(3n);
    expect(maxCents(0n, 0n)).toBe(0n);
  });

  it('the tolerance is 0.05, the same as the event machine’s', () => {
    expect(TOLERANCE_CENTS).toBe(5n);
    expect(centsText(TOLERANCE_CENTS)).toBe(BALANCE_TOLERANCE);
  });
});
