import { monthsInPeriod, SCHEDULE_REPORT_MAX_MONTHS } from '@honora/contract';
import { brazilDate } from '@honora/domain';
import { addMonths } from '../../shared/forms/months';

/**
 * The period of the schedule reports (platform.md §2 ReportsSchedule): two months, both
 * included, `until` never before `from` and at most 12 months — what the API takes, so the
 * screen never asks for a period it refuses.
 */
export interface ReportPeriod {
  from: string;
  until: string;
}

/** A month as the API takes it (the contract's `scheduleReportQuerySchema`). */
const MONTH = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;
/** How many months the pickers offer around this one: three years back, a year ahead (rosters are built ahead). */
const MONTHS_BACK = 36;
const MONTHS_AHEAD = 12;

/** This month in São Paulo, 'YYYY-MM' (DOMAIN.md "Schedules": the roster's calendar is local). */
export function currentMonth(now: Date): string {
  return brazilDate(now).slice(0, 7);
}

const isMonth = (text: string | null): text is string => text !== null && MONTH.test(text);

/**
 * The period in the address (`?from=YYYY-MM&until=YYYY-MM`): a missing or wrong month takes the
 * other one, or `current` when neither is a month; then `from` holds and `until` follows it.
 */
export function periodFromParams(from: string | null, until: string | null, current: string): ReportPeriod {
  const start = isMonth(from) ? from : isMonth(until) ? until : current;
  const end = isMonth(until) ? until : start;
  return changePeriod({ from: end, until: end }, { from: start });
}

/**
 * The period after one of its months is chosen: the other month follows when the choice would
 * put `until` before `from` or make the period longer than 12 months.
 */
export function changePeriod(period: ReportPeriod, change: Partial<ReportPeriod>): ReportPeriod {
  const span = SCHEDULE_REPORT_MAX_MONTHS - 1;
  if (change.from !== undefined) {
    const from = change.from;
    const until = period.until < from ? from : period.until;
    return { from, until: monthsInPeriod(from, until) > SCHEDULE_REPORT_MAX_MONTHS ? addMonths(from, span) : until };
  }
  if (change.until !== undefined) {
    const until = change.until;
    const from = period.from > until ? until : period.from;
    return { from: monthsInPeriod(from, until) > SCHEDULE_REPORT_MAX_MONTHS ? addMonths(until, -span) : from, until };
  }
  return period;
}

const monthNameFormat = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2027-01' → 'janeiro de 2027', in pt-BR whatever the browser's language (platform.md §9). */
export function monthName(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return monthNameFormat.format(new Date(Date.UTC(year, number - 1, 15)));
}

/**
 * The months the pickers offer, oldest first, named in pt-BR: three years back to a year ahead of
 * `current`, and the period's own months when outside that window (an address's).
 */
export function monthChoices(current: string, period: ReportPeriod): { value: string; label: string }[] {
  const window = Array.from({ length: MONTHS_BACK + MONTHS_AHEAD + 1 }, (_, i) => addMonths(current, i - MONTHS_BACK));
  return [...new Set([...window, period.from, period.until])]
    .sort()
    .map((value) => ({ value, label: monthName(value) }));
}
