import type { Cents } from '../money/cents';
import { parseDecimal, pow10 } from '../pricing/decimal';
import type { IsoDate } from '../pricing/types';
import { dateOfDay, dayOfMonthIndex, monthIndexOf } from './calendar';
import type { ContractTerms, Installment } from './contract-terms';
import { paymentPeriods, type PaymentPeriod } from './payment-periods';

/**
 * A contract's installments (platform.md §3 installments: due date, value; decision 045): one per
 * payment period, due on the billing day of the month after the period ends. Money in integer
 * cents, never a float (decision 016).
 */

/** An installment as generated: with the payment period it pays. */
export interface GeneratedInstallment extends Installment {
  period: PaymentPeriod;
}

/** What the installments are generated from. */
export type InstallmentTerms = Pick<
  ContractTerms,
  'startsOn' | 'endsOn' | 'billingType' | 'billingDay' | 'fixedValue' | 'value' | 'hoursPerPeriod' | 'ratePerHour'
>;

/** The due date of a period's installment: the billing day of the month after the period's (cut) last day. */
export function installmentDueOn(period: Pick<PaymentPeriod, 'endsOn'>, billingDay: number): IsoDate {
  return dateOfDay(dayOfMonthIndex(monthIndexOf(period.endsOn) + 1, billingDay));
}

const gcd = (a: bigint, b: bigint): bigint => {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
};

/**
 * `value` split over the periods by their share of a whole period (days / fullDays: 1 for a whole
 * period, less for a cut first or last one), exactly: each period takes the whole cents of its
 * share, and the cents left over (fewer than the periods) go one by one to the first periods. So
 * whole periods get equal cents give or take one, and the parts always sum to `value`.
 */
export function splitByPeriods(value: Cents, periods: readonly Pick<PaymentPeriod, 'days' | 'fullDays'>[]): Cents[] {
  if (value < 0n) throw new RangeError(`a negative value cannot be split: ${value}`);
  if (periods.length === 0) return [];
  let common = 1n;
  for (const p of periods) common = (common / gcd(common, BigInt(p.fullDays))) * BigInt(p.fullDays);
  const weights = periods.map((p) => BigInt(p.days) * (common / BigInt(p.fullDays)));
  let total = 0n;
  for (const w of weights) total += w;
  const parts = weights.map((w) => (value * w) / total);
  let left = value;
  for (const part of parts) left -= part;
  for (let i = 0; left > 0n; i++, left--) parts[i] = parts[i]! + 1n;
  return parts;
}

/** Hours per period as units / 10^scale, ≥ 0; throws RangeError otherwise. */
function readHours(text: InstallmentTerms['hoursPerPeriod']): { units: bigint; scale: number } {
  if (text === null) return { units: 0n, scale: 0 };
  const hours = parseDecimal(text);
  if (hours.units < 0n) throw new RangeError(`negative hours per period: "${text}"`);
  return hours;
}

/**
 * The hours value of each period: hours per period × rate per hour × days / fullDays (a cut
 * period pays its days' share), rounded half-up to the cent per period. Empty hours or rate
 * count as zero. Throws RangeError on negative hours or rate.
 */
export function hoursAmounts(
  hoursPerPeriod: InstallmentTerms['hoursPerPeriod'],
  ratePerHour: Cents | null,
  periods: readonly Pick<PaymentPeriod, 'days' | 'fullDays'>[],
): Cents[] {
  const hours = readHours(hoursPerPeriod);
  const rate = ratePerHour ?? 0n;
  if (rate < 0n) throw new RangeError(`negative rate per hour: ${rate}`);
  const scale = pow10(hours.scale);
  return periods.map((p) => {
    const numerator = hours.units * rate * BigInt(p.days);
    const denominator = scale * BigInt(p.fullDays);
    return (numerator * 2n + denominator) / (denominator * 2n);
  });
}

function checkBillingDay(day: number): void {
  if (!Number.isInteger(day) || day < 1 || day > 28) throw new RangeError(`billing day out of 1..28: ${day}`);
}

/**
 * The installments of the validity, one per payment period in order (platform.md §3; decision
 * 045), deterministic. A fixed-value contract's value is split by `splitByPeriods` (they sum to
 * exactly the value); a contract by the hour pays `hoursAmounts` each period. Every due date falls
 * after the period's end, so after the contract's start. For terms that pass
 * `validateContractTerms`; throws RangeError on terms it cannot generate from (bad dates, an
 * end before the start, a billing day out of 1..28, a missing or negative amount).
 */
export function generateInstallments(terms: InstallmentTerms): GeneratedInstallment[] {
  checkBillingDay(terms.billingDay);
  const periods = paymentPeriods(terms);
  let values: Cents[];
  if (terms.fixedValue) {
    if (terms.value === null) throw new RangeError('a fixed-value contract needs its value');
    values = splitByPeriods(terms.value, periods);
  } else {
    if (terms.hoursPerPeriod === null || terms.ratePerHour === null) {
      throw new RangeError('a contract by the hour needs its hours per period and rate');
    }
    values = hoursAmounts(terms.hoursPerPeriod, terms.ratePerHour, periods);
  }
  return periods.map((period, i) => ({
    dueOn: installmentDueOn(period, terms.billingDay),
    value: values[i]!,
    period,
  }));
}

/**
 * The hours value of the validity: Σ `hoursAmounts` over the payment periods (what a contract by
 * the hour generates in all). Zero with empty hours or rate.
 */
export function contractHoursValue(
  terms: Pick<InstallmentTerms, 'startsOn' | 'endsOn' | 'billingType' | 'hoursPerPeriod' | 'ratePerHour'>,
): Cents {
  let total = 0n;
  for (const amount of hoursAmounts(terms.hoursPerPeriod, terms.ratePerHour, paymentPeriods(terms))) total += amount;
  return total;
}

/**
 * The remaining hours value of platform.md §5 (decision 045): the hours value of the validity
 * (`contractHoursValue`) that no installment pays. A contract by the hour's installments pay its
 * hours, so it is the hours value minus their sum (what is still to put in installments; below
 * zero when they pay more). A fixed-value contract's installments pay its value, never hours, so
 * its remaining hours value is its whole hours value — §5 wants it zero: a fixed contract bills no
 * hours on top of its value. Throws RangeError like `paymentPeriods`.
 */
export function remainingHoursValue(
  terms: Pick<
    ContractTerms,
    'startsOn' | 'endsOn' | 'billingType' | 'fixedValue' | 'hoursPerPeriod' | 'ratePerHour' | 'installments'
  >,
): Cents {
  const hours = contractHoursValue(terms);
  if (terms.fixedValue) return hours;
  let paid = 0n;
  for (const installment of terms.installments) paid += installment.value;
  return hours - paid;
}
