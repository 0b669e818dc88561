import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  compare,
  divideRounded,
  multiply,
  ONE,
  parseDecimal,
  roundHalfUp,
  toMoneyText,
  toStepText,
  toText,
  type Decimal,
} from './decimal';

const d = parseDecimal;
/** Decimal text of up to 9 integer digits and 0..6 decimals, maybe negative. */
const decimalText = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 999_999_999_999_999n }), fc.integer({ min: 0, max: 6 }))
  .map(([negative, units, scale]) => toText({ units: negative ? -units : units, scale }));
const decimal = decimalText.map(parseDecimal);
const equal = (a: Decimal, b: Decimal) => compare(a, b) === 0;

describe('decimal text', () => {
  it.each([
    ['1234.56', 123456n, 2],
    ['-0.1', -1n, 1],
    ['1.3', 13n, 1],
    ['7', 7n, 0],
    ['0.000', 0n, 3],
    [' 2.50 ', 250n, 2],
  ])('parses %s', (text, units, scale) => {
    expect(d(text)).toEqual({ units, scale });
  });
  it.each(['', '1,5', '1.', '.5', 'abc', '1e3', '--1', 'NaN'])('refuses %j', (text) => {
    expect(() => d(text)).toThrow(RangeError);
  });
  it.each([
    ['1.50', '1.5', '1.50', '1.50'],
    ['2.0', '2', '2.00', '2.00'],
    ['4091.989', '4091.989', '4091.989', '4091.99'],
    ['0.05', '0.05', '0.05', '0.05'],
    ['-0.1', '-0.1', '-0.10', '-0.10'],
    ['12', '12', '12.00', '12.00'],
    ['0.001', '0.001', '0.001', '0.00'],
    ['-0.001', '-0.001', '-0.001', '0.00'],
  ])('%s writes as %s (factor), %s (step), %s (money)', (text, factor, step, money) => {
    expect(toText(d(text))).toBe(factor);
    expect(toStepText(d(text))).toBe(step);
    expect(toMoneyText(d(text))).toBe(money);
  });
});

describe('decimal arithmetic', () => {
  it.each([
    ['128', '1.17', '149.76'],
    ['2544.23', '1.1', '2798.653'],
    ['3719.99', '0.1', '371.999'],
    ['-0.5', '0.5', '-0.25'],
  ])('%s × %s = %s', (a, b, product) => {
    expect(toText(multiply(d(a), d(b)))).toBe(product);
  });
  it.each([
    ['0.1', '0.2', '0.3'],
    ['1', '-0.1', '0.9'],
    ['100.005', '0.995', '101'],
  ])('%s + %s = %s', (a, b, sum) => {
    expect(toText(add(d(a), d(b)))).toBe(sum);
  });
  it.each([
    ['1.005', '1.01'],
    ['1.0049999', '1.00'],
    ['2.675', '2.68'],
    ['0.125', '0.13'],
    ['-1.005', '-1.01'],
    ['-1.004', '-1.00'],
    ['7276.4978', '7276.50'],
    ['3', '3.00'],
  ])('rounds %s half-up to %s', (value, rounded) => {
    expect(toMoneyText(roundHalfUp(d(value)))).toBe(rounded);
  });
  it.each([
    ['1', 3, '0.333333'],
    ['2', 3, '0.666667'],
    ['1', 2, '0.5'],
    ['0.3', 1, '0.3'],
  ])('%s ÷ %i = %s to 6 places', (a, n, quotient) => {
    expect(toText(divideRounded(d(a), n, 6))).toBe(quotient);
  });
  it('compares across scales', () => {
    expect(compare(d('1.10'), d('1.1'))).toBe(0);
    expect(compare(d('0.9999'), d('1'))).toBe(-1);
    expect(compare(d('-1'), d('-1.5'))).toBe(1);
  });
});

describe('decimal properties', () => {
  it('text round-trips', () => {
    fc.assert(fc.property(decimalText, (text) => toText(d(text)) === text));
  });
  it('multiplying by 1 is the identity and a·b = b·a', () => {
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        expect(equal(multiply(a, ONE), a)).toBe(true);
        expect(equal(multiply(a, b), multiply(b, a))).toBe(true);
      }),
    );
  });
  it('rounding leaves at most 2 decimals and moves by at most half a cent', () => {
    fc.assert(
      fc.property(decimal, (a) => {
        const rounded = roundHalfUp(a);
        expect(toMoneyText(rounded)).toMatch(/^-?\d+\.\d{2}$/);
        const diff = add(rounded, { units: -a.units, scale: a.scale });
        const abs = diff.units < 0n ? { units: -diff.units, scale: diff.scale } : diff;
        expect(compare(abs, d('0.005'))).toBeLessThanOrEqual(0);
      }),
    );
  });
  it('agrees with float arithmetic where floats are exact enough', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 99 }), (cents, pct) => {
        const product = multiply({ units: BigInt(cents), scale: 2 }, { units: BigInt(pct), scale: 2 });
        expect(Number(toText(product))).toBeCloseTo((cents / 100) * (pct / 100), 6);
      }),
    );
  });
});
