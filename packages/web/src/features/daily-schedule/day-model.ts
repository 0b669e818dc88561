import { fmt, type DayPlace } from '@honora/contract';
import { dailyScheduleScreenMessages as t } from '@honora/contract/screen-texts/on-call-schedule';
import { addDays, brazilDate, brazilDateTime, formatBrazilianPhone, normalizeBrazilianPhone } from '@honora/domain';

/**
 * The day's roster as the front desk reads it (platform.md §2 daily schedules; decision 043):
 * days and clock times of São Paulo whatever the browser's zone or language (platform.md §9).
 */

/** A roster day, 'YYYY-MM-DD', in the years the roster's months take (the contract's `rosterMonthSchema`). */
const DAY = /^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Whether `text` is a real calendar day the screen may ask for ('2026-02-30' is not). */
export function isRosterDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10) === text;
}

/** Today in São Paulo (DOMAIN.md "Schedules": the roster's calendar is local). */
export function todayOf(now: number): string {
  return brazilDate(new Date(now));
}

/** The day in the address (`?day=YYYY-MM-DD`), or `fallback` when it is missing or not a day. */
export function dayFromParam(text: string | null, fallback: string): string {
  return text !== null && isRosterDay(text) ? text : fallback;
}

/** The day before (-1) or after (+1), kept within the days the screen takes. */
export function shiftDay(day: string, delta: number): string {
  const next = addDays(day, delta);
  return isRosterDay(next) ? next : day;
}

const titleFormat = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-12-10' → 'quinta-feira, 10 de dezembro de 2026', in pt-BR whatever the browser's language. */
export function dayTitle(day: string): string {
  return titleFormat.format(new Date(`${day}T12:00:00Z`));
}

/** The clock time of an instant in São Paulo, 'HH:mm'. */
function clockOf(instant: string): string {
  return brazilDateTime(new Date(instant)).slice(11);
}

/**
 * A place's times on `day`, '19:00–07:00', with "(desde a véspera)" for a night of the day before
 * still running and "(até o dia seguinte)" when it ends after `day` (platform.md §5: an end
 * before the start is the next day).
 */
export function placeTimes(place: Pick<DayPlace, 'day' | 'startsAt' | 'endsAt'>, day: string): string {
  const times = fmt(t.timesRange, { start: clockOf(place.startsAt), end: clockOf(place.endsAt) });
  const notes = [
    place.day < day ? t.sinceDayBefore : null,
    brazilDate(new Date(place.endsAt)) > day ? t.untilNextDay : null,
  ];
  return [times, ...notes.filter((note) => note !== null)].join(' ');
}

/** Whether a place is running at `now` (startsAt ≤ now < endsAt): who is on duty now. */
export function isRunningAt(place: Pick<DayPlace, 'startsAt' | 'endsAt'>, now: number): boolean {
  return Date.parse(place.startsAt) <= now && now < Date.parse(place.endsAt);
}

/** 'BA — Bruno Anestesista', the name alone without initials, or null for an open place. */
export function doctorText(place: Pick<DayPlace, 'doctorId' | 'doctorName' | 'doctorInitials'>): string | null {
  if (!place.doctorId) return null;
  const name = place.doctorName ?? '';
  return place.doctorInitials ? fmt(t.doctorText, { initials: place.doctorInitials, name }) : name;
}

/** A phone as people read it, '(11) 98888-0002'; one that is not Brazilian as stored. */
export function phoneText(phone: string): string {
  return formatBrazilianPhone(phone);
}

/** The `tel:` address of a phone: E.164 for a Brazilian number, else its digits (and a leading +). */
export function phoneHref(phone: string): string {
  const e164 = normalizeBrazilianPhone(phone);
  if (e164) return `tel:${e164}`;
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** 'Atualizada às 14:32': when the roster was last read, São Paulo time. */
export function updatedText(at: number): string {
  return fmt(t.updatedAt, { time: brazilDateTime(new Date(at)).slice(11) });
}
