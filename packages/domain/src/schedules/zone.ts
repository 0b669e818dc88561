/**
 * Wall-clock days and times of the company's time zone, America/Sao_Paulo (DOMAIN.md
 * "Schedules": a roster is laid on the local calendar). Offsets come from the runtime's time
 * zone data, so a change of the rules (Brazil kept daylight saving until 2019) is followed;
 * they are cached per UTC hour, so validating a month of slots costs a Map lookup per instant.
 */
import type { RosterDay } from './types';

export const ROSTER_TIME_ZONE = 'America/Sao_Paulo';
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: ROSTER_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

const offsets = new Map<number, number>();

/** The zone's offset from UTC at `instant`, in ms (São Paulo today: −3 h). Offsets change only on whole hours. */
function offsetAt(instant: number): number {
  const hour = Math.floor(instant / HOUR_MS);
  const cached = offsets.get(hour);
  if (cached !== undefined) return cached;
  const at = hour * HOUR_MS;
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  const offset = wall - at;
  if (offsets.size > 100_000) offsets.clear();
  offsets.set(hour, offset);
  return offset;
}

/** The São Paulo calendar day of an instant, 'YYYY-MM-DD'. */
export function zonedDay(instant: number): RosterDay {
  return new Date(instant + offsetAt(instant)).toISOString().slice(0, 10);
}

/**
 * The instant of `minuteOfDay` (0–1439) on `day` in São Paulo. Around a change of offset the
 * offset in force just before is used (the first reading of an hour that repeats).
 */
export function zonedInstant(day: RosterDay, minuteOfDay: number): number {
  const wall = Date.parse(`${day}T00:00:00Z`) + minuteOfDay * MINUTE_MS;
  const guess = wall - offsetAt(wall - 12 * HOUR_MS);
  return wall - offsetAt(guess);
}
