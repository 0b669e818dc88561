import type { IsoDate } from '../pricing/types';
import { dateOfDay, dayNumber, dayOfMonthIndex, monthIndexOf } from './calendar';
import type { BillingType, ContractTerms } from './contract-terms';

/**
 * A contract's payment periods (platform.md §3 "payment periods"; decision 045): derived from its
 * validity and billing type, never typed by hand. Periods start on the first day of the start's
 * month and every 1, 6 or 12 months after (Monthly, Biannual, Yearly); each is cut to the validity,
 * so only the first (a start after the 1st) and the last (an end before its period's last day)
 * can be partial. Together they cover the validity day by day, without gap or overlap.
 */

/** platform.md §3 billing type → months of one payment period. */
export const BILLING_TYPE_MONTHS: Readonly<Record<BillingType, number>> = { Monthly: 1, Biannual: 6, Yearly: 12 };

export interface PaymentPeriod {
  /** First day of the period inside the validity. */
  startsOn: IsoDate;
  /** Last day of the period inside the validity (included). */
  endsOn: IsoDate;
  /** Days of the period inside the validity. */
  days: number;
  /** Days of the whole period, as if the validity did not cut it (a whole period has days = fullDays). */
  fullDays: number;
}

export type PeriodTerms = Pick<ContractTerms, 'startsOn' | 'endsOn' | 'billingType'>;

/**
 * The payment periods of the validity, in order. Throws RangeError on a date that is not a
 * calendar date, an end before the start or an unknown billing type (validateContractTerms tells
 * these as codes; this function is for terms that passed it).
 */
export function paymentPeriods(terms: PeriodTerms): PaymentPeriod[] {
  const months = BILLING_TYPE_MONTHS[terms.billingType];
  if (months === undefined) throw new RangeError(`unknown billing type: "${String(terms.billingType)}"`);
  const first = dayNumber(terms.startsOn);
  const last = dayNumber(terms.endsOn);
  if (last < first) throw new RangeError(`validity ends (${terms.endsOn}) before it starts (${terms.startsOn})`);
  const periods: PaymentPeriod[] = [];
  let monthIndex = monthIndexOf(terms.startsOn);
  let fullStart = dayOfMonthIndex(monthIndex, 1);
  while (fullStart <= last) {
    monthIndex += months;
    const nextStart = dayOfMonthIndex(monthIndex, 1);
    const from = fullStart > first ? fullStart : first;
    const to = nextStart - 1 < last ? nextStart - 1 : last;
    periods.push({
      startsOn: dateOfDay(from),
      endsOn: dateOfDay(to),
      days: to - from + 1,
      fullDays: nextStart - fullStart,
    });
    fullStart = nextStart;
  }
  return periods;
}
