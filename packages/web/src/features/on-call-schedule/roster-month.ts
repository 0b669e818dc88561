import { brazilDate } from '@honora/domain';
import { addMonths } from '../../shared/forms/months';

/** A roster month, 'YYYY-MM' (the contract's `rosterMonthSchema`). */
const MONTH = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;

/** The month of the roster today in São Paulo (DOMAIN.md "Schedules": the roster's calendar is local). */
export function currentRosterMonth(now: Date): string {
  return brazilDate(now).slice(0, 7);
}

/** The month in the address (`?month=YYYY-MM`), or `fallback` when it is missing or not a month. */
export function monthFromParam(text: string | null, fallback: string): string {
  return text !== null && MONTH.test(text) ? text : fallback;
}

/** The month before (-1) or after (+1) `month`, kept within the months the API accepts. */
export function shiftMonth(month: string, delta: number): string {
  const next = addMonths(month, delta);
  return MONTH.test(next) ? next : month;
}

/** Every day of the month, 'YYYY-MM-DD', from the 1st to its last. */
export function daysOfMonth(month: string): string[] {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return Array.from({ length: last }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** The weekday of a calendar day, Sunday = 0 (the order of the catalog's `weekdays`). */
export function weekdayOf(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay();
}

export function isWeekend(day: string): boolean {
  const weekday = weekdayOf(day);
  return weekday === 0 || weekday === 6;
}

/** '2026-12-07' → '07/12', the day as a cell's name tells it. */
export function dayAndMonth(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`;
}

const monthTitleFormat = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-12' → 'dezembro de 2026', in pt-BR whatever the browser's language (platform.md §9). */
export function monthTitle(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return monthTitleFormat.format(new Date(Date.UTC(year, number - 1, 15)));
}
