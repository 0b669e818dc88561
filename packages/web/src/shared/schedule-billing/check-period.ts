import { daysInPeriod, SCHEDULE_BILLING_MAX_DAYS, type ScheduleBillingQuery } from '@honora/contract';
import { brazilDate } from '@honora/domain';

/**
 * The period of the schedule × billing check on screen (decision 050): whole months, from the
 * first day of `from` to the last of `until` — at most 62 days, so two months at most.
 */
export interface MonthPeriod {
  from: string;
  until: string;
}

const MONTH = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;
export const isMonth = (text: string | null): text is string => text !== null && MONTH.test(text);

/** The last day of a 'YYYY-MM' month, 'YYYY-MM-DD'. */
function lastDayOf(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
}

/** The days the API takes for the months, or null when they pass 62 days or run backwards. */
export function checkDays(period: MonthPeriod): ScheduleBillingQuery | null {
  const query = { from: `${period.from}-01`, to: lastDayOf(period.until) };
  if (query.to < query.from || daysInPeriod(query.from, query.to) > SCHEDULE_BILLING_MAX_DAYS) return null;
  return query;
}

/** 'YYYY-MM' moved by `months`. */
export function addMonths(month: string, months: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number - 1 + months, 1)).toISOString().slice(0, 7);
}

/** This month in São Paulo (DOMAIN.md "Schedules": the roster's calendar is local). */
export const thisMonth = (now: Date): string => brazilDate(now).slice(0, 7);

const monthNameFormat = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The months offered: two years back to a year ahead of `current`, named in pt-BR. */
export function monthOptions(current: string): { value: string; label: string }[] {
  return Array.from({ length: 37 }, (_, i) => addMonths(current, i - 24)).map((value) => {
    const [year, number] = value.split('-').map(Number) as [number, number];
    return { value, label: monthNameFormat.format(new Date(Date.UTC(year, number - 1, 15))) };
  });
}
