import { fmt, type MySlot } from '@honora/contract';
import { myScheduleScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { brazilDate, brazilDateTime, formatDate, formatNumber, zonedDay } from '@honora/domain';
import { addMonths } from '../../shared/forms/months';

/** A roster month, 'YYYY-MM' (the contract's `rosterMonthSchema`). */
const MONTH = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;
const HOUR_MS = 3_600_000;

/** The month today in São Paulo (DOMAIN.md "Schedules": the roster's calendar is local). */
export function currentMonth(now: Date): string {
  return brazilDate(now).slice(0, 7);
}

/** The month in the address (`?month=YYYY-MM`), or `fallback` when it is missing or not a month. */
export function monthFromParam(text: string | null, fallback: string): string {
  return text !== null && MONTH.test(text) ? text : fallback;
}

/** The month before (-1) or after (+1), kept within the months the API accepts. */
export function shiftMonth(month: string, delta: number): string {
  const next = addMonths(month, delta);
  return MONTH.test(next) ? next : month;
}

const monthTitleFormat = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2027-01' → 'janeiro de 2027', in pt-BR whatever the browser's language (platform.md §9). */
export function monthTitle(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return monthTitleFormat.format(new Date(Date.UTC(year, number - 1, 15)));
}

/** '2027-01-15' → 'sexta-feira, 15/01/2027' (DD/MM/AAAA, the weekday from the catalog). */
export function dayText(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return fmt(t.dayLabel, { weekday: t.weekdays[weekday] ?? '', date: formatDate(day) });
}

/** The clock time of an instant in São Paulo, 'HH:mm'. */
function clockOf(instant: number): string {
  return brazilDateTime(new Date(instant)).slice(11);
}

/**
 * A slot's times in São Paulo, '19:00–07:00', and whether it ends on a later day than it
 * starts (platform.md §5: an end before the start is the next day; a 24-hour shift too).
 */
export function slotTimes(slot: Pick<MySlot, 'startsAt' | 'endsAt'>): { text: string; endsNextDay: boolean } {
  const start = Date.parse(slot.startsAt);
  const end = Date.parse(slot.endsAt);
  return { text: `${clockOf(start)}–${clockOf(end)}`, endsNextDay: zonedDay(end) > zonedDay(start) };
}

/** The slots' count and hours, from their instants (a 12-hour night is 12 h, whatever the clock says). */
export function monthTotals(slots: readonly Pick<MySlot, 'startsAt' | 'endsAt'>[]): { count: number; hours: number } {
  const ms = slots.reduce((sum, slot) => sum + (Date.parse(slot.endsAt) - Date.parse(slot.startsAt)), 0);
  return { count: slots.length, hours: Math.round((ms / HOUR_MS) * 100) / 100 };
}

/** "3 plantão(ões), 36 h no mês" (hours in pt-BR: "12,5"). */
export function totalsText(slots: readonly Pick<MySlot, 'startsAt' | 'endsAt'>[]): string {
  const { count, hours } = monthTotals(slots);
  return fmt(t.total, { count, hours: formatNumber(hours) });
}
