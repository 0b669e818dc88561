import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRounded, fromInteger, multiply, parseDecimal } from '../pricing/decimal';
import { dateOfDay, dayNumber } from './calendar';
import { fixedTerms } from './contract-test-fixtures';
import { BILLING_TYPES, validateContractTerms, type ContractTerms } from './contract-terms';
import { contractHoursValue, generateInstallments, remainingHoursValue } from './installments';
import { paymentPeriods } from './payment-periods';

/**
 * Random valid terms from 2000 to 2045, up to five years long, of every billing type and day,
 * either mode: the installments hold exactly the fixed value, fall due after the start, their
 * periods tile the validity, by the hour they are the per-period rounding, and generating twice
 * answers the same (platform.md §3 and §5; decision 045).
 */

const FIRST = dayNumber('2000-01-01');
const LAST = dayNumber('2040-12-31');

const validity = fc
  .record({ start: fc.integer({ min: FIRST, max: LAST }), length: fc.integer({ min: 1, max: 5 * 366 }) })
  .map(({ start, length }) => ({ startsOn: dateOfDay(start), endsOn: dateOfDay(start + length) }));

const common = {
  validity,
  billingType: fc.constantFrom(...BILLING_TYPES),
  billingDay: fc.integer({ min: 1, max: 28 }),
};

const fixed: fc.Arbitrary<ContractTerms> = fc
  .record({ ...common, value: fc.bigInt({ min: 1n, max: 10_000_000_000n }) })
  .map(({ validity: v, billingType, billingDay, value }) => fixedTerms({ ...v, billingType, billingDay, value }));

const hoursText = fc
  .record({ units: fc.integer({ min: 1, max: 100_000 }), scale: fc.integer({ min: 0, max: 3 }) })
  .map(({ units, scale }) => {
    const digits = String(units).padStart(scale + 1, '0');
    return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  });

const hourly: fc.Arbitrary<ContractTerms> = fc
  .record({ ...common, hours: hoursText, rate: fc.bigInt({ min: 1n, max: 1_000_000n }) })
  .map(({ validity: v, billingType, billingDay, hours, rate }) =>
    fixedTerms({
      ...v,
      billingType,
      billingDay,
      fixedValue: false,
      value: null,
      hoursPerPeriod: hours,
      ratePerHour: rate,
    }),
  );

const anyTerms = fc.oneof(fixed, hourly);
const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

describe('generateInstallments — properties', () => {
  it('a fixed contract: the installments sum to exactly its value, so never above it', () => {
    fc.assert(
      fc.property(fixed, (terms) => {
        const installments = generateInstallments(terms);
        expect(sum(installments.map((i) => i.value))).toBe(terms.value);
        expect(validateContractTerms({ ...terms, installments })).toEqual([]);
      }),
    );
  });

  it('a fixed contract: whole periods get equal cents give or take one, and every part is within a cent of its share', () => {
    fc.assert(
      fc.property(fixed, (terms) => {
        const installments = generateInstallments(terms);
        const wholes = installments.filter((i) => i.period.days === i.period.fullDays).map((i) => i.value);
        if (wholes.length > 0) {
          const low = wholes.reduce((a, b) => (a < b ? a : b));
          const high = wholes.reduce((a, b) => (a > b ? a : b));
          expect(high - low <= 1n).toBe(true);
        }
        // share_i = value × (days_i / full_i) / Σ (days_j / full_j), compared on the product of the full lengths.
        const fulls = [...new Set(installments.map((i) => BigInt(i.period.fullDays)))];
        const scale = fulls.reduce((a, b) => a * b, 1n);
        const weight = (p: { days: number; fullDays: number }) => (BigInt(p.days) * scale) / BigInt(p.fullDays);
        const total = sum(installments.map((i) => weight(i.period)));
        for (const installment of installments) {
          const exact = terms.value! * weight(installment.period);
          expect((installment.value - 1n) * total <= exact && exact < (installment.value + 1n) * total).toBe(true);
        }
      }),
    );
  });

  it('every due date is after the start (and after its period), on the billing day', () => {
    fc.assert(
      fc.property(anyTerms, (terms) => {
        for (const installment of generateInstallments(terms)) {
          expect(installment.dueOn > terms.startsOn).toBe(true);
          expect(installment.dueOn > installment.period.endsOn).toBe(true);
          expect(Number(installment.dueOn.slice(8))).toBe(terms.billingDay);
        }
      }),
    );
  });

  it('the periods cover the validity day by day, without gap or overlap', () => {
    fc.assert(
      fc.property(anyTerms, (terms) => {
        const periods = paymentPeriods(terms);
        expect(periods[0]!.startsOn).toBe(terms.startsOn);
        expect(periods.at(-1)!.endsOn).toBe(terms.endsOn);
        let covered = 0;
        periods.forEach((p, i) => {
          expect(p.days).toBe(dayNumber(p.endsOn) - dayNumber(p.startsOn) + 1);
          expect(p.days >= 1 && p.days <= p.fullDays).toBe(true);
          if (i > 0) expect(dayNumber(p.startsOn)).toBe(dayNumber(periods[i - 1]!.endsOn) + 1);
          if (i > 0 && i < periods.length - 1) expect(p.days).toBe(p.fullDays);
          covered += p.days;
        });
        expect(covered).toBe(dayNumber(terms.endsOn) - dayNumber(terms.startsOn) + 1);
      }),
    );
  });

  it('by the hour: the sum is the sum of each period rounded half-up, and nothing remains', () => {
    fc.assert(
      fc.property(hourly, (terms) => {
        const installments = generateInstallments(terms);
        const hours = parseDecimal(terms.hoursPerPeriod!);
        for (const { value, period } of installments) {
          const exact = multiply(hours, fromInteger(terms.ratePerHour! * BigInt(period.days)));
          expect(value).toBe(divideRounded(exact, period.fullDays, 0).units);
        }
        const total = sum(installments.map((i) => i.value));
        expect(contractHoursValue(terms)).toBe(total);
        expect(remainingHoursValue({ ...terms, installments })).toBe(0n);
        expect(validateContractTerms({ ...terms, installments })).toEqual([]);
      }),
    );
  });

  it('is deterministic: the same terms, a copy of them, give the same installments', () => {
    fc.assert(
      fc.property(anyTerms, (terms) => {
        expect(generateInstallments({ ...terms })).toEqual(generateInstallments(terms));
      }),
    );
  });
});
