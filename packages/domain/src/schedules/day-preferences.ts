import { dateOfDay, dayNumber } from '../contracts/calendar';
import type { IsoDate } from '../pricing/types';
import { isoWeekday } from './auto-roster/calendar';
import type { DayPreferences } from './auto-roster/types';

/**
 * A doctor's preferred and undesired days (decision 051; DOMAIN.md "Schedules": preferences are a
 * soft goal of rostering, decision 046): ISO weekdays (1 Monday … 7 Sunday, as the automatic
 * roster's calendar counts them) and specific dates 'YYYY-MM-DD'. Pure functions: `today` is
 * passed in.
 */

export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Specific dates per list (preferred, undesired): two months of days. */
export const PREFERENCE_DAYS_MAX = 62;
/** Weekdays to spare: a doctor who avoids most of the week tells the roster nothing it can use. */
export const UNDESIRED_WEEKDAYS_MAX = 3;

export interface DayPreferenceValues {
  preferredWeekdays: readonly number[];
  undesiredWeekdays: readonly number[];
  preferredDays: readonly IsoDate[];
  undesiredDays: readonly IsoDate[];
}

export const DAY_PREFERENCE_CODES = ['weekdayBoth', 'dayBoth', 'pastDay'] as const;
export type DayPreferenceCode = (typeof DAY_PREFERENCE_CODES)[number];

export interface DayPreferenceProblem {
  code: DayPreferenceCode;
  path: keyof DayPreferenceValues;
  /** The weekday (weekdayBoth) or the date (dayBoth, pastDay) at fault. */
  value: number | IsoDate;
}

const unique = <T extends number | string>(items: readonly T[]): T[] =>
  [...new Set(items)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** Each list without repeats, in order (weekdays Monday first, dates ascending). */
export function normalizeDayPreferences<T extends DayPreferenceValues>(values: T): T {
  return {
    ...values,
    preferredWeekdays: unique(values.preferredWeekdays),
    undesiredWeekdays: unique(values.undesiredWeekdays),
    preferredDays: unique(values.preferredDays),
    undesiredDays: unique(values.undesiredDays),
  };
}

/**
 * The rules across the lists (decision 051): a weekday is not both preferred and undesired, nor a
 * date; a date is not before `today` (the roster is never changed in the past, platform.md §5).
 * Sizes and formats are the contract schema's.
 */
export function validateDayPreferences(values: DayPreferenceValues, today: IsoDate): DayPreferenceProblem[] {
  const out: DayPreferenceProblem[] = [];
  const preferredWeekdays = new Set(values.preferredWeekdays);
  for (const weekday of unique(values.undesiredWeekdays)) {
    if (preferredWeekdays.has(weekday)) out.push({ code: 'weekdayBoth', path: 'undesiredWeekdays', value: weekday });
  }
  for (const path of ['preferredDays', 'undesiredDays'] as const) {
    for (const day of unique(values[path])) {
      if (day < today) out.push({ code: 'pastDay', path, value: day });
    }
  }
  const preferredDays = new Set(values.preferredDays);
  for (const day of unique(values.undesiredDays)) {
    if (preferredDays.has(day) && day >= today) out.push({ code: 'dayBoth', path: 'undesiredDays', value: day });
  }
  return out;
}

/** The values as shown and sent again: the dates before `today` left out (they no longer matter). */
export function upcomingDayPreferences<T extends DayPreferenceValues>(values: T, today: IsoDate): T {
  const normalized = normalizeDayPreferences(values);
  return {
    ...normalized,
    preferredDays: normalized.preferredDays.filter((d) => d >= today),
    undesiredDays: normalized.undesiredDays.filter((d) => d >= today),
  };
}

/**
 * What the automatic roster takes for a month (decision 051): the days from `first` to `last`
 * (both included) the doctor prefers or asked to be spared, the weekdays laid on the month's
 * dates. A specific date outweighs its weekday: a doctor who avoids Fridays but asks for the 12th,
 * a Friday, prefers the 12th. Null when nothing bears on the month.
 */
export function dayPreferencesInMonth(
  values: DayPreferenceValues,
  first: IsoDate,
  last: IsoDate,
): DayPreferences | null {
  const preferredDays = new Set(values.preferredDays);
  const undesiredDays = new Set(values.undesiredDays);
  const preferred: IsoDate[] = [];
  const undesired: IsoDate[] = [];
  for (let n = dayNumber(first); n <= dayNumber(last); n++) {
    const day = dateOfDay(n);
    const weekday = isoWeekday(n);
    if (preferredDays.has(day)) preferred.push(day);
    else if (undesiredDays.has(day)) undesired.push(day);
    else if (values.preferredWeekdays.includes(weekday)) preferred.push(day);
    else if (values.undesiredWeekdays.includes(weekday)) undesired.push(day);
  }
  return preferred.length + undesired.length === 0 ? null : { preferredDays: preferred, undesiredDays: undesired };
}
