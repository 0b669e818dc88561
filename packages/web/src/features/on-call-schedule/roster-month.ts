export { currentRosterMonth, monthFromParam, monthTitle, shiftMonth } from '../../shared/schedules/roster-month';

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
