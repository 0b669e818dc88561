import { fmt, type MySlot } from '@honora/contract';
import { myScheduleScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { brazilDateTime, formatDate, formatNumber, zonedDay } from '@honora/domain';
export {
  currentRosterMonth as currentMonth,
  monthFromParam,
  monthTitle,
  shiftMonth,
} from '../../shared/schedules/roster-month';

const HOUR_MS = 3_600_000;

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
