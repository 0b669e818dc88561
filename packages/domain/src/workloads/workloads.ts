import { dayNumber, daysInMonth, isCalendarDate } from '../contracts/calendar';
import { parseDecimal } from '../pricing/decimal';
import type { DecimalText, IsoDate } from '../pricing/types';

/**
 * Workloads (platform.md §2 workloads; §6 module workloads): the hours a doctor is contracted to
 * work per week or per month, and the balance of the hours the published roster gives them
 * against those owed, carried month to month. Pure functions: months are 'YYYY-MM', days
 * 'YYYY-MM-DD', minutes whole numbers. Decisions in docs/decisions/047-workloads.md.
 */

export const WORKLOAD_PERIODS = ['WEEK', 'MONTH'] as const;
export type WorkloadPeriod = (typeof WORKLOAD_PERIODS)[number];

/** The most hours of a period: every hour of a week, or of a 31-day month. */
export const WORKLOAD_MAX_HOURS: Readonly<Record<WorkloadPeriod, number>> = { WEEK: 168, MONTH: 744 };

export interface WorkloadTerms {
  /** Hours per period, decimal text with up to 2 decimals ("40", "7.5"). */
  hoursPerPeriod: DecimalText;
  period: WorkloadPeriod;
  /** First day it binds. */
  startsOn: IsoDate;
  /** Last day it binds (included), or open-ended. */
  endsOn: IsoDate | null;
}

export interface WorkloadSpan {
  id: string | null;
  doctorId: string;
  startsOn: IsoDate;
  endsOn: IsoDate | null;
}

export const WORKLOAD_CODES = ['hoursInvalid', 'hoursTooMany', 'invalidDate', 'startNotBeforeEnd', 'overlap'] as const;
export type WorkloadCode = (typeof WORKLOAD_CODES)[number];
export interface WorkloadProblem {
  code: WorkloadCode;
  path: 'hoursPerPeriod' | 'startsOn' | 'endsOn';
  otherId?: string;
}

/** Whether two workloads of one doctor bind a day in common (an open end runs forever). */
export function workloadsOverlap(a: WorkloadSpan, b: WorkloadSpan): boolean {
  if (a.doctorId !== b.doctorId || (a.id !== null && a.id === b.id)) return false;
  return (b.endsOn === null || a.startsOn <= b.endsOn) && (a.endsOn === null || b.startsOn <= a.endsOn);
}

/**
 * The rules of a workload: hours above zero and at most the period's hours; a real start, an end
 * after it (platform.md §5 "start before end"); and one workload of a doctor at a time (`others`:
 * the doctor's other live workloads).
 */
export function validateWorkload(
  terms: WorkloadTerms & WorkloadSpan,
  others: readonly WorkloadSpan[] = [],
): WorkloadProblem[] {
  const out: WorkloadProblem[] = [];
  const hundredths = hoursInHundredths(terms.hoursPerPeriod);
  if (hundredths === null || hundredths <= 0n) out.push({ code: 'hoursInvalid', path: 'hoursPerPeriod' });
  else if (hundredths > BigInt(WORKLOAD_MAX_HOURS[terms.period] * 100))
    out.push({ code: 'hoursTooMany', path: 'hoursPerPeriod' });
  const startOk = isCalendarDate(terms.startsOn);
  const endOk = terms.endsOn === null || isCalendarDate(terms.endsOn);
  if (!startOk) out.push({ code: 'invalidDate', path: 'startsOn' });
  if (!endOk) out.push({ code: 'invalidDate', path: 'endsOn' });
  if (startOk && endOk && terms.endsOn !== null && terms.endsOn <= terms.startsOn)
    out.push({ code: 'startNotBeforeEnd', path: 'endsOn' });
  if (out.some((p) => p.path !== 'hoursPerPeriod')) return out;
  for (const other of others) {
    if (!workloadsOverlap(terms, other)) continue;
    out.push(
      other.id === null
        ? { code: 'overlap', path: 'startsOn' }
        : { code: 'overlap', path: 'startsOn', otherId: other.id },
    );
  }
  return out;
}

/** Hours text → hundredths of an hour, or null when it is not a number with up to 2 decimals. */
function hoursInHundredths(text: DecimalText): bigint | null {
  try {
    const d = parseDecimal(text);
    if (d.scale > 2) return null;
    return d.units * 10n ** BigInt(2 - d.scale);
  } catch {
    return null;
  }
}

const monthDays = (month: string) => daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)));

/** Days of `month` ('YYYY-MM') inside the workload's validity. */
export function daysBound(terms: Pick<WorkloadTerms, 'startsOn' | 'endsOn'>, month: string): number {
  const first = dayNumber(`${month}-01`);
  const last = first + monthDays(month) - 1;
  const from = Math.max(first, dayNumber(terms.startsOn));
  const to = terms.endsOn === null ? last : Math.min(last, dayNumber(terms.endsOn));
  return Math.max(0, to - from + 1);
}

/**
 * The minutes owed in `month`: a monthly workload's minutes × the share of the month's days it
 * binds; a weekly one's minutes × the days it binds ÷ 7 (a 30-day month owes 30/7 weeks). Rounded
 * half-up to the minute, in integers (no float).
 */
export function owedMinutes(terms: WorkloadTerms, month: string): number {
  const hundredths = hoursInHundredths(terms.hoursPerPeriod);
  if (hundredths === null || hundredths < 0n) throw new RangeError(`hours per period: "${terms.hoursPerPeriod}"`);
  const days = BigInt(daysBound(terms, month));
  const periodDays = BigInt(terms.period === 'WEEK' ? 7 : monthDays(month));
  // minutes = hundredths × 60 / 100 × days / periodDays = hundredths × 3 × days / (5 × periodDays)
  const numerator = hundredths * 3n * days;
  const denominator = 5n * periodDays;
  return Number((numerator * 2n + denominator) / (2n * denominator));
}

/** The months 'YYYY-MM' from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  while (`${year}-${String(month).padStart(2, '0')}` <= to) {
    out.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month === 13) [year, month] = [year + 1, 1];
  }
  return out;
}

export interface WorkloadMonth {
  month: string;
  owed: number;
  /** Presential minutes of the published roster; null while the month is not published. */
  worked: number | null;
  /** worked − owed; null while unpublished. */
  balance: number | null;
  /** The balance carried in: the sum of the counted months before this one. */
  carried: number;
  /** carried + this month's balance (carried alone while unpublished). */
  cumulative: number;
}

/**
 * The workload's months from its first through `through`: what each owes, what the published
 * roster gives (`worked`, by month: only published months are in it) and the balance carried month
 * to month. A month not published owes but is not counted: its hours are not known yet.
 */
export function workloadBalances(
  terms: WorkloadTerms,
  worked: ReadonlyMap<string, number>,
  through: string,
): WorkloadMonth[] {
  const last = terms.endsOn !== null && terms.endsOn.slice(0, 7) < through ? terms.endsOn.slice(0, 7) : through;
  let carried = 0;
  return monthsBetween(terms.startsOn.slice(0, 7), last).map((month) => {
    const owed = owedMinutes(terms, month);
    const minutes = worked.get(month);
    const balance = minutes === undefined ? null : minutes - owed;
    const row = { month, owed, worked: minutes ?? null, balance, carried, cumulative: carried + (balance ?? 0) };
    carried = row.cumulative;
    return row;
  });
}
