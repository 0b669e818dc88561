/**
 * Shift templates on the calendar (platform.md §5: a time of day is capped at 1440 minutes and
 * an end before the start is the next day) and the night shift.
 */
import { addDays } from '../pricing/validity';
import { MINUTES_PER_DAY, parseTimeOfDay } from '../validation/time-of-day';
import type { RosterDay, TimeSpan } from './types';

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The night: from 19:00 to 07:00 of the next day (minutes of the day). */
export const NIGHT_START_MINUTE = 19 * 60;
export const NIGHT_END_MINUTE = 7 * 60;

/** The UTC midnight of a 'YYYY-MM-DD' day; RangeError when it is not a real day. */
function utcMidnight(day: RosterDay): number {
  const match = ISO_DAY.exec(day);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) {
    throw new RangeError(`Not a day (YYYY-MM-DD): "${day}"`);
  }
  return time;
}

function minuteOf(time: string): number {
  const minute = parseTimeOfDay(time);
  if (minute === null) throw new RangeError(`Not a time of day: "${time}"`);
  return minute;
}

/**
 * Minutes of a shift template, `start` → `end` ('HH:mm'). Unlike `durationMinutes` (two clock
 * times with no day), a template is laid on a day, so an end at or before the start is the
 * next day (platform.md §5): '19:00'→'07:00' is 720 and '07:00'→'07:00' a 24-hour plantão, 1440.
 */
export function shiftMinutes(start: string, end: string): number {
  const from = minuteOf(start);
  const to = minuteOf(end);
  return to > from ? to - from : to - from + MINUTES_PER_DAY;
}

/**
 * The start and end instants of a shift template on `day`: `toEpoch(day, minuteOfDay)` turns a
 * wall-clock time of the company's time zone into epoch ms. An end at or before the start falls
 * on the next day (platform.md §5), so '19:00'→'07:00' on 2025-03-10 ends on 2025-03-11 07:00
 * and '07:00'→'07:00' is 24 hours. Throws RangeError on a day or time that is not one.
 */
export function shiftTimes(
  day: RosterDay,
  start: string,
  end: string,
  toEpoch: (day: RosterDay, minuteOfDay: number) => number,
): TimeSpan {
  utcMidnight(day);
  const from = minuteOf(start);
  const to = minuteOf(end);
  return { start: toEpoch(day, from), end: toEpoch(to > from ? day : addDays(day, 1), to) };
}

/** Minutes of [from, to) inside [windowStart, windowEnd). */
const overlapMinutes = (from: number, to: number, windowStart: number, windowEnd: number): number =>
  Math.max(0, Math.min(to, windowEnd) - Math.max(from, windowStart));

/**
 * Whether a shift template is a night shift: strictly more than half of its minutes fall in the
 * night, 19:00 to 07:00. So 19:00→07:00 (all of it) and 22:00→06:00 are nights; 13:00→01:00
 * (6 of 12 hours, exactly half) and the 24-hour 07:00→07:00 (12 of 24) are not; 18:00→06:00
 * (11 of 12) is. Ends as in `shiftTimes`: at or before the start is the next day.
 */
export function isNightShift(start: string, end: string): boolean {
  const from = minuteOf(start);
  const to = from + shiftMinutes(start, end);
  // The shift lies within [0, 2880): the nights there are before 07:00 of the first day, the
  // night from 19:00 of the first day to 07:00 of the second, and from 19:00 of the second.
  const night =
    overlapMinutes(from, to, 0, NIGHT_END_MINUTE) +
    overlapMinutes(from, to, NIGHT_START_MINUTE, MINUTES_PER_DAY + NIGHT_END_MINUTE) +
    overlapMinutes(from, to, MINUTES_PER_DAY + NIGHT_START_MINUTE, 2 * MINUTES_PER_DAY);
  return night * 2 > to - from;
}

/** The ISO week of a day, 'YYYY-Www' (weeks from Monday; week 1 holds the year's first Thursday). */
export function isoWeekOf(day: RosterDay): string {
  const midnight = utcMidnight(day);
  const weekday = (new Date(midnight).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = midnight + (3 - weekday) * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}
