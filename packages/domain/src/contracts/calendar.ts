import type { IsoDate } from '../pricing/types';

/**
 * Calendar arithmetic on 'YYYY-MM-DD' for contracts (decision 045): a day is an integer day
 * number (days since 1970-01-01 in the proleptic Gregorian calendar), a month an integer month
 * index (year × 12 + month − 1). No Date, no time zone: a contract's days are the calendar's
 * days, whatever the machine's zone.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Days of `month` (1–12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeap(year) ? 29 : MONTH_DAYS[month - 1]!;
}

/** The day number of a civil date (H. Hinnant's days_from_civil). */
function civilDay(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Whether `text` is a real calendar date 'YYYY-MM-DD' (no 2025-02-30). */
export function isCalendarDate(text: unknown): text is IsoDate {
  if (typeof text !== 'string') return false;
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(Number(match[1]), month);
}

/** The day number of 'YYYY-MM-DD'. Throws RangeError on text that is not a calendar date. */
export function dayNumber(date: IsoDate): number {
  if (!isCalendarDate(date)) throw new RangeError(`not a calendar date (YYYY-MM-DD): "${date}"`);
  return civilDay(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD' of a day number (H. Hinnant's civil_from_days). */
export function dateOfDay(dayNo: number): IsoDate {
  const z = dayNo + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The month index (year × 12 + month − 1) of 'YYYY-MM-DD'. */
export function monthIndexOf(date: IsoDate): number {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
}

/** The day number of day `day` of the month with index `monthIndex` (the caller keeps `day` inside the month). */
export function dayOfMonthIndex(monthIndex: number, day: number): number {
  return civilDay(Math.floor(monthIndex / 12), (monthIndex % 12) + 1, day);
}

/** The last day of a month 'YYYY-MM', 'YYYY-MM-DD'. */
export function lastDayOfMonth(month: string): IsoDate {
  const days = daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
  return `${month}-${pad(days, 2)}`;
}
