/**
 * A company's weekly opening hours (platform.md §4 "opening hours automatically open or close
 * delivery, on-site and takeout acceptance"; §5 "time of day capped at 1440 minutes; an end
 * earlier than the start means next day"; decision 064). Times are wall-clock 'HH:mm' of the
 * company's time zone; an end may be '24:00' (the end of the day). Each weekday holds its own
 * periods; a period whose end is earlier than its start runs into the next day (Saturday's into
 * Sunday's). Periods of the whole week may not overlap.
 */

export const DAY_MINUTES = 1440;
export const WEEK_MINUTES = 7 * DAY_MINUTES;
/** At most this many periods a day (decision 064). */
export const MAX_PERIODS_PER_DAY = 6;

export interface OpeningPeriod {
  /** 'HH:mm', 00:00–23:59. */
  start: string;
  /** 'HH:mm', 00:00–24:00; earlier than start = the next day. */
  end: string;
}

/** Seven lists of periods, index 0 = Sunday … 6 = Saturday (JavaScript's getDay). */
export type WeeklyHours = readonly (readonly OpeningPeriod[])[];

const TIME = /^([01]\d|2[0-4]):([0-5]\d)$/;

/** Minutes after midnight of an 'HH:mm' (24:00 = 1440), or null when it is not one. */
export function minuteOfDay(text: string): number | null {
  const match = TIME.exec(text);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes > DAY_MINUTES ? null : minutes;
}

/** A period as a half-open span of minutes of the week [from, to), to may pass the week's end. */
export interface WeekSpan {
  weekday: number;
  index: number;
  from: number;
  to: number;
}

export type HoursProblem = 'time' | 'empty' | 'tooMany' | 'overlap' | 'days';

export interface HoursIssue {
  weekday: number;
  index: number;
  problem: HoursProblem;
}

function spanOf(weekday: number, index: number, period: OpeningPeriod): WeekSpan | 'time' | 'empty' {
  const start = minuteOfDay(period.start);
  const end = minuteOfDay(period.end);
  if (start === null || end === null || start === DAY_MINUTES) return 'time';
  if (start === end) return 'empty';
  const from = weekday * DAY_MINUTES + start;
  const length = end > start ? end - start : DAY_MINUTES - start + end;
  return { weekday, index, from, to: from + length };
}

/** The periods as spans of the week, sorted by start, ignoring invalid ones (checkWeeklyHours tells those). */
export function weekSpans(hours: WeeklyHours): WeekSpan[] {
  const spans: WeekSpan[] = [];
  hours.forEach((periods, weekday) =>
    periods.forEach((period, index) => {
      const span = spanOf(weekday, index, period);
      if (typeof span !== 'string') spans.push(span);
    }),
  );
  return spans.sort((a, b) => a.from - b.from);
}

/**
 * What is wrong with the hours (empty when they are valid): seven days, valid times, a period
 * that is not empty (start = end), at most MAX_PERIODS_PER_DAY a day, and no two periods that
 * overlap — also across midnight and from Saturday into Sunday. An overlap names the later period.
 */
export function checkWeeklyHours(hours: WeeklyHours): HoursIssue[] {
  if (hours.length !== 7) return [{ weekday: 0, index: 0, problem: 'days' }];
  const issues: HoursIssue[] = [];
  hours.forEach((periods, weekday) => {
    if (periods.length > MAX_PERIODS_PER_DAY) issues.push({ weekday, index: MAX_PERIODS_PER_DAY, problem: 'tooMany' });
    periods.forEach((period, index) => {
      const span = spanOf(weekday, index, period);
      if (typeof span === 'string') issues.push({ weekday, index, problem: span });
    });
  });
  if (issues.length > 0) return issues;
  const spans = weekSpans(hours);
  spans.forEach((span, i) => {
    const previous = spans[i - 1];
    if (previous && previous.to > span.from)
      issues.push({ weekday: span.weekday, index: span.index, problem: 'overlap' });
  });
  const last = spans[spans.length - 1];
  const first = spans[0];
  if (last && first && last !== first && last.to - WEEK_MINUTES > first.from) {
    issues.push({ weekday: first.weekday, index: first.index, problem: 'overlap' });
  }
  return issues;
}

/** Whether the minute of the week (0 … WEEK_MINUTES, fractional allowed) falls in a span. */
export function isWithinSpans(spans: readonly WeekSpan[], minuteOfWeek: number): boolean {
  return spans.some(
    (s) =>
      (minuteOfWeek >= s.from && minuteOfWeek < s.to) ||
      (minuteOfWeek + WEEK_MINUTES >= s.from && minuteOfWeek + WEEK_MINUTES < s.to),
  );
}

/** The next minute of the week strictly after `minuteOfWeek` where a span starts or ends, as an offset in minutes (> 0). */
export function nextBoundaryAfter(spans: readonly WeekSpan[], minuteOfWeek: number): number | null {
  let best: number | null = null;
  for (const s of spans) {
    for (const point of [s.from, s.to]) {
      const normalized = point % WEEK_MINUTES;
      let delta = normalized - minuteOfWeek;
      while (delta <= 0) delta += WEEK_MINUTES;
      if (best === null || delta < best) best = delta;
    }
  }
  return best;
}
