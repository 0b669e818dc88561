import { brazilDate } from '@honora/domain';
import { addMonths } from '../forms/months';

/**
 * The roster's months as the schedules' screens show and address them (decision 043): 'YYYY-MM'
 * in São Paulo's calendar, kept in the address, told in pt-BR whatever the browser's language.
 */

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

const monthTitleFormat = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-12' → 'dezembro de 2026', in pt-BR whatever the browser's language (platform.md §9). */
export function monthTitle(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return monthTitleFormat.format(new Date(Date.UTC(year, number - 1, 15)));
}
