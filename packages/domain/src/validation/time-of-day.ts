/**
 * Times of day as minutes since midnight (platform.md §5 "time of day capped at 1440
 * minutes; an end earlier than the start means next day"; §9 "minutes per day 1440").
 */

/** platform.md §9: minutes per day. */
export const MINUTES_PER_DAY = 1440;

const HH_MM = /^(\d{1,2}):(\d{2})$/;

/**
 * Minutes since midnight of an "HH:mm" time of day ("07:30" → 450), or null when the text is
 * not a time of day. Implements the cap of platform.md §5: a time of day is below 1440
 * minutes, so hours run 00–23 and minutes 00–59 ("24:00" is refused; the end of a shift
 * that finishes at midnight is "00:00" of the next day, see `durationMinutes`).
 */
export function parseTimeOfDay(text: string): number | null {
  const match = HH_MM.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/**
 * Minutes from `start` to `end`, both "HH:mm" (platform.md §5: "an end earlier than the
 * start means next day"): "22:00"→"06:00" is 480. The result is always in [0, 1440): an end
 * equal to the start is 0 minutes, not a full day, because a time of day is capped at 1440
 * minutes and a 24-hour span cannot be told from an empty one by two clock times. Throws a
 * RangeError when either text is not a time of day (validate with `timeOfDayRule` first).
 */
export function durationMinutes(start: string, end: string): number {
  const from = parseTimeOfDay(start);
  const to = parseTimeOfDay(end);
  if (from === null || to === null) {
    throw new RangeError(`Not a time of day: "${from === null ? start : end}"`);
  }
  return (to - from + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}
