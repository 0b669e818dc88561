import type { Cents } from '../money/cents';
import { parseDecimal } from '../pricing/decimal';
import type { DecimalText, IsoDate } from '../pricing/types';
import { isCalendarDate } from './calendar';
import { remainingHoursValue } from './installments';

/**
 * A contract's terms (platform.md §3 Contract: type, validity, billing type, billing day, payment
 * periods, installments, fixed value flag, current flag) and the rules of §5 over them, as codes
 * (the pt-BR messages belong to the contract's catalog). Decisions in docs/decisions/045-contract-terms.md.
 */

/** platform.md §3 billing type: one payment period every 1, 6 or 12 months. */
export const BILLING_TYPES = ['Monthly', 'Biannual', 'Yearly'] as const;
export type BillingType = (typeof BILLING_TYPES)[number];

/** platform.md §5 "fixed day between 1 and 28" (§9 "installment day 1 to 28"): every month has it. */
export const BILLING_DAY_MIN = 1;
export const BILLING_DAY_MAX = 28;

/** One installment (platform.md §3: due date, value). Money in integer cents (decision 016). */
export interface Installment {
  dueOn: IsoDate;
  value: Cents;
}

/**
 * What makes two contracts "the same negotiation" (platform.md §5; see `overlapsNegotiation`):
 * the contract's type, its counterpart (an insurer, a hospital, or both) and its validity,
 * 'YYYY-MM-DD', both days included. `id` is null for a contract not saved yet.
 */
export interface ContractNegotiation {
  id: string | null;
  type: string;
  insurerId: string | null;
  hospitalId: string | null;
  startsOn: IsoDate;
  endsOn: IsoDate;
}

/**
 * The terms as the contract form holds them. A fixed-value contract (`fixedValue`) is paid
 * `value` for its whole validity; any other is paid by the hour: `hoursPerPeriod` × `ratePerHour`
 * each payment period. The fields of the other mode may come filled (the form keeps them):
 * §5's "remaining hours value must be zero" is the rule that a fixed contract carries no hours.
 */
export interface ContractTerms extends ContractNegotiation {
  billingType: BillingType;
  /** Day of the month the installments fall due, 1 to 28. */
  billingDay: number;
  fixedValue: boolean;
  /** The fixed contract's value for its whole validity. */
  value: Cents | null;
  /** Hours of one whole payment period, decimal text ("40", "7.5"). */
  hoursPerPeriod: DecimalText | null;
  ratePerHour: Cents | null;
  installments: readonly Installment[];
}

/** The rules of platform.md §5 for contracts, one code each. */
export const CONTRACT_TERMS_CODES = [
  /** A date that is not a calendar day 'YYYY-MM-DD'. */
  'invalidDate',
  /** §5 "start before end". */
  'startNotBeforeEnd',
  'billingTypeInvalid',
  /** §5 "fixed day between 1 and 28". */
  'billingDayOutOfRange',
  /** A fixed contract without a value above zero. */
  'valueRequired',
  /** Hours per period that are not a number ≥ 0. */
  'hoursInvalid',
  /** A contract by the hour without hours per period above zero. */
  'hoursRequired',
  /** A negative rate per hour. */
  'rateInvalid',
  /** A contract by the hour without a rate above zero. */
  'rateRequired',
  /** §5 "installment date after contract start". */
  'installmentBeforeStart',
  /** A negative installment. */
  'installmentValueInvalid',
  /** §5 "a fixed-value contract's installments cannot exceed the contract value". */
  'installmentsOverValue',
  /** §5 "the remaining hours value must be zero" (of a fixed contract). */
  'remainingHoursValue',
  /** §5 "the same negotiation twice is refused". */
  'duplicateNegotiation',
] as const;
export type ContractTermsCode = (typeof CONTRACT_TERMS_CODES)[number];

export interface ContractTermsProblem {
  code: ContractTermsCode;
  /** The field it belongs to: 'endsOn', 'billingDay', 'installments.2.dueOn', … */
  path: string;
  /** For 'duplicateNegotiation': the contract it repeats. */
  otherId?: string;
}

/**
 * Whether `a` and `b` are the same negotiation (platform.md §5 "the same negotiation twice is
 * refused"; decision 045): another contract (a different id, or `a` not saved yet) of the same
 * type with the same insurer and the same hospital (an empty one matches only an empty one) whose
 * validity shares at least one day with `a`'s. Contracts of different types with one counterpart
 * may run together (a fixed coverage and extra hours, say). The server passes the company's live
 * contracts; the dates must be calendar dates.
 */
export function overlapsNegotiation(a: ContractNegotiation, b: ContractNegotiation): boolean {
  if (a.id !== null && a.id === b.id) return false;
  if (a.type !== b.type || a.insurerId !== b.insurerId || a.hospitalId !== b.hospitalId) return false;
  return a.startsOn <= b.endsOn && b.startsOn <= a.endsOn;
}

/**
 * platform.md §3 "current flag", derived and never stored by hand (decision 045): a contract is
 * current on `today` (the São Paulo calendar day, passed in) when its validity holds it.
 */
export function isContractCurrent(terms: Pick<ContractNegotiation, 'startsOn' | 'endsOn'>, today: IsoDate): boolean {
  return terms.startsOn <= today && today <= terms.endsOn;
}

/** Hours as a decimal ≥ 0, or null when the text is not one. */
function parseHours(text: DecimalText): { isZero: boolean } | null {
  try {
    const hours = parseDecimal(text);
    return hours.units < 0n ? null : { isZero: hours.units === 0n };
  } catch {
    return null;
  }
}

function validityProblems(terms: ContractTerms): ContractTermsProblem[] {
  const out: ContractTermsProblem[] = [];
  const startOk = isCalendarDate(terms.startsOn);
  const endOk = isCalendarDate(terms.endsOn);
  if (!startOk) out.push({ code: 'invalidDate', path: 'startsOn' });
  if (!endOk) out.push({ code: 'invalidDate', path: 'endsOn' });
  if (startOk && endOk && terms.startsOn >= terms.endsOn) out.push({ code: 'startNotBeforeEnd', path: 'endsOn' });
  if (!BILLING_TYPES.includes(terms.billingType)) out.push({ code: 'billingTypeInvalid', path: 'billingType' });
  const day = terms.billingDay;
  if (!Number.isInteger(day) || day < BILLING_DAY_MIN || day > BILLING_DAY_MAX) {
    out.push({ code: 'billingDayOutOfRange', path: 'billingDay' });
  }
  return out;
}

function amountProblems(terms: ContractTerms): ContractTermsProblem[] {
  const out: ContractTermsProblem[] = [];
  const hours = terms.hoursPerPeriod === null ? null : parseHours(terms.hoursPerPeriod);
  if (terms.hoursPerPeriod !== null && hours === null) out.push({ code: 'hoursInvalid', path: 'hoursPerPeriod' });
  const rate = terms.ratePerHour;
  if (rate !== null && rate < 0n) out.push({ code: 'rateInvalid', path: 'ratePerHour' });
  if (terms.fixedValue) {
    if (terms.value === null || terms.value <= 0n) out.push({ code: 'valueRequired', path: 'value' });
    return out;
  }
  if (terms.hoursPerPeriod === null || hours?.isZero === true) {
    out.push({ code: 'hoursRequired', path: 'hoursPerPeriod' });
  }
  if (rate === null || rate === 0n) out.push({ code: 'rateRequired', path: 'ratePerHour' });
  return out;
}

function installmentProblems(terms: ContractTerms): ContractTermsProblem[] {
  const out: ContractTermsProblem[] = [];
  const startOk = isCalendarDate(terms.startsOn);
  terms.installments.forEach((installment, i) => {
    if (!isCalendarDate(installment.dueOn)) out.push({ code: 'invalidDate', path: `installments.${i}.dueOn` });
    else if (startOk && installment.dueOn <= terms.startsOn) {
      out.push({ code: 'installmentBeforeStart', path: `installments.${i}.dueOn` });
    }
    if (installment.value < 0n) out.push({ code: 'installmentValueInvalid', path: `installments.${i}.value` });
  });
  if (terms.fixedValue && terms.value !== null && terms.value > 0n) {
    let sum = 0n;
    for (const installment of terms.installments) sum += installment.value;
    if (sum > terms.value) out.push({ code: 'installmentsOverValue', path: 'installments' });
  }
  return out;
}

/**
 * Every platform.md §5 rule the terms break, in the order of the form (empty when they may be
 * saved): the validity (calendar dates, start strictly before end), the billing type and day
 * (1 to 28), the amounts of the contract's mode, each installment (a calendar due date strictly
 * after the start, a value ≥ 0), and for a fixed-value contract its installments summing to at
 * most its value and its remaining hours value (`remainingHoursValue`) being zero. `existing` are
 * the company's other live contracts: each that is the same negotiation (`overlapsNegotiation`)
 * is told once with its id.
 */
export function validateContractTerms(
  terms: ContractTerms,
  existing: readonly ContractNegotiation[] = [],
): ContractTermsProblem[] {
  const validity = validityProblems(terms);
  const amounts = amountProblems(terms);
  const out = [...validity, ...amounts, ...installmentProblems(terms)];
  // The periods need the dates and the billing type; the hours and the rate must be readable.
  const hasPeriods = !validity.some((p) => p.path !== 'billingDay');
  if (terms.fixedValue && hasPeriods && !amounts.some((p) => p.path !== 'value')) {
    if (remainingHoursValue(terms) !== 0n) out.push({ code: 'remainingHoursValue', path: 'hoursPerPeriod' });
  }
  if (!validity.some((p) => p.code === 'invalidDate' || p.code === 'startNotBeforeEnd')) {
    for (const other of existing) {
      if (!overlapsNegotiation(terms, other)) continue;
      const problem: ContractTermsProblem = { code: 'duplicateNegotiation', path: 'startsOn' };
      if (other.id !== null) problem.otherId = other.id;
      out.push(problem);
    }
  }
  return out;
}
