import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tissItemTotalCents, tissItemValues, tissItemValuesAgree, tissItemValuesOfRow } from './item-values';

const cents = (text: string) => BigInt(text.replace('.', ''));
const money = fc.bigInt({ min: 0n, max: 9_999_999_999n }).map((c) => {
  const s = c.toString().padStart(3, '0');
  return `${s.slice(0, -2)}.${s.slice(-2)}`;
});
const factor = fc.oneof(
  fc.constantFrom('1', '0.5', '0.7', '1.3', '0.65', '0.91', '1.365', '0.975', '1.5', '2', '0.7', '9.99'),
  fc.integer({ min: 0, max: 20_000 }).map((n) => (n / 1000).toString()),
);

describe('TISS item values multiply out (total = round(quantity × unit × factor))', () => {
  it('holds for every total, factor and preferred unit (property)', () => {
    fc.assert(
      fc.property(money, factor, fc.option(money), (total, f, preferred) => {
        const v = tissItemValues(total, f, preferred);
        expect(v.totalValue).toBe(total);
        expect(tissItemTotalCents(1n, cents(v.unitValue), cents(v.reductionFactor))).toBe(cents(total));
        expect(tissItemValuesAgree(1, v.unitValue, v.reductionFactor, v.totalValue)).toBe(true);
        const fh = cents(v.reductionFactor);
        expect(fh >= 1n && fh <= 999n).toBe(true);
      }),
      { seed: 15, numRuns: 2000 },
    );
  });

  it.each([
    // total, factor, natural unit → unit, factor
    ['1000.00', '0.5', '2000.00', '2000.00', '0.50'],
    ['1300.00', '0.65', '2000.00', '2000.00', '0.65'],
    ['700.00', '0.7', '1000.00', '1000.00', '0.70'],
    ['466.66', '0.7', '666.66', '666.66', '0.70'],
    // UCO added after the factors: the unit that gives the total, nearest to total ÷ factor.
    ['515.00', '0.5', '1000.00', '1030.00', '0.50'],
    // A factor with three decimals is written with two; the unit absorbs the difference.
    ['1365.00', '1.365', '1000.00', '996.35', '1.37'],
    // A surcharge that cannot reach the total: factor 1.00, unit = total.
    ['13.02', '1.3', null, '13.02', '1.00'],
    ['0.00', '0.5', null, '0.00', '0.50'],
    ['250.00', null, null, '250.00', '1.00'],
    ['250.00', '0', null, '250.00', '1.00'],
  ])('total %s factor %s (natural unit %s) → unit %s, factor %s', (total, f, preferred, unit, written) => {
    expect(tissItemValues(total, f, preferred)).toEqual({
      unitValue: unit,
      reductionFactor: written,
      totalValue: total,
    });
  });

  it('the check refuses values that do not multiply out', () => {
    expect(tissItemValuesAgree(1, '1000.00', '0.50', '1000.00')).toBe(false);
    expect(tissItemValuesAgree(1, '1000.00', '0.50', '500.00')).toBe(true);
    expect(tissItemValuesAgree(2, '10.00', '0.70', '14.00')).toBe(true);
  });
});

/** A row priced as the engine does: valueBase × proportion × accommodation × emergency × technique (+ UCO), rounded once. */
const pricedRow = fc
  .record({
    base: fc.bigInt({ min: 0n, max: 5_000_000n }),
    proportion: fc.constantFrom('1', '0.7', '0.5'),
    accommodation: fc.constantFrom(null, '2', '1.5', '1.25'),
    emergency: fc.constantFrom(null, '1.3', '1.5'),
    technique: fc.constantFrom('1', '1.5', '1.2'),
    uco: fc.option(fc.bigInt({ min: 1n, max: 50_000n })),
    custom: fc.option(fc.bigInt({ min: 0n, max: 9_999_999n })),
  })
  .map((r) => {
    const steps: Record<string, unknown>[] = [{ kind: 'proportion', factor: r.proportion, automatic: false }];
    let exact = Number(r.base) * Number(r.proportion);
    if (r.accommodation) steps.push({ kind: 'accommodation', factor: r.accommodation });
    if (r.emergency) steps.push({ kind: 'emergency', factor: r.emergency });
    if (r.technique !== '1') steps.push({ kind: 'technique', factor: r.technique });
    exact *= Number(r.accommodation ?? 1) * Number(r.emergency ?? 1) * Number(r.technique);
    if (r.uco) exact += Number(r.uco);
    const value = r.custom ?? BigInt(Math.round(exact));
    const text = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;
    return { value: text(value), valueBase: text(r.base), steps };
  });

describe('TISS item values of priced rows', () => {
  it('every generated item multiplies out to the row value (property)', () => {
    fc.assert(
      fc.property(pricedRow, (row) => {
        const v = tissItemValuesOfRow(row);
        expect(v.totalValue).toBe(row.value);
        expect(tissItemTotalCents(1n, cents(v.unitValue), cents(v.reductionFactor))).toBe(cents(row.value));
      }),
      { seed: 18, numRuns: 2000 },
    );
  });

  it('apartment in the unit, proportion × urgency × technique in the factor', () => {
    const steps = [
      { kind: 'proportion', factor: '0.5', automatic: true },
      { kind: 'accommodation', factor: '2' },
      { kind: 'emergency', factor: '1.3' },
    ];
    // 1000 × 0.5 × 2 × 1.3 = 1300
    expect(tissItemValuesOfRow({ value: '1300.00', valueBase: '1000.00', steps })).toEqual({
      unitValue: '2000.00',
      reductionFactor: '0.65',
      totalValue: '1300.00',
    });
    expect(
      tissItemValuesOfRow({ value: '0.00', valueBase: null, steps: [{ kind: 'notValued', value: '0.00' }] }),
    ).toEqual({ unitValue: '0.00', reductionFactor: '1.00', totalValue: '0.00' });
  });
});
