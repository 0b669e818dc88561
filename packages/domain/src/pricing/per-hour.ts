import type { TimeOfDay } from './types';

/** billing.md §5: "Time of day capped at 1440 minutes". */
export const MINUTES_PER_DAY = 1440;

const TIME = /^(\d{1,2}):(\d{2})$/;

/** Minutes since midnight of "HH:mm", capped at 1,440 ("24:00"); null when missing or not a time. */
export function minutesOfDay(time: TimeOfDay | null | undefined): number | null {
  if (!time) return null;
  const match = TIME.exec(time.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Math.min(minutes, MINUTES_PER_DAY);
}

/**
 * Minutes of anesthesia from start to end (billing.md §5: an end before the start is the next
 * day; each time capped at 1,440 minutes). A missing time counts as 0 minutes.
 */
export function anesthesiaMinutes(start: TimeOfDay | null | undefined, end: TimeOfDay | null | undefined): number {
  const from = minutesOfDay(start);
  const to = minutesOfDay(end);
  if (from === null || to === null) return 0;
  return to >= from ? to - from : to + MINUTES_PER_DAY - from;
}

/**
 * Whether both anesthesia times are given (per-hour billing needs them: a missing time is a
 * problem reported to the user, never billed as one hour).
 */
export function hasAnesthesiaTimes(start: TimeOfDay | null | undefined, end: TimeOfDay | null | undefined): boolean {
  return minutesOfDay(start) !== null && minutesOfDay(end) !== null;
}

/**
 * Billed hours of per-hour anesthesia (DOMAIN.md "per-hour billing rounds up to whole hours"):
 * every started hour counts, and a zero duration still counts as one hour.
 */
export function billedHours(minutes: number): number {
  return Math.max(1, Math.ceil(minutes / 60));
}
