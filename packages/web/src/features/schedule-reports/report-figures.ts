import { fmt, type ScheduleReportDoctor, type ScheduleReportHole } from '@honora/contract';
import { scheduleReportsScreenMessages as t } from '@honora/contract/screen-texts/schedule-reports';
import { brazilDateTime, formatNumber, formatPercent } from '@honora/domain';

/**
 * What the schedule reports' screen shows of the API's figures (platform.md §2 ReportsSchedule;
 * platform.md §9: pt-BR numbers, São Paulo clock times whatever the browser's zone or language).
 */

/** The columns of the doctors' table that the footer averages. */
export const AVERAGED = ['slots', 'hours', 'onCallHours', 'nights', 'weekends', 'received', 'given'] as const;
export type AveragedKey = (typeof AVERAGED)[number];

/**
 * The group's average of each figure over the doctors of the table (fairness: how far a doctor's
 * nights and weekends are from the others'), one decimal; null without doctors.
 */
export function groupAverages(doctors: readonly ScheduleReportDoctor[]): Record<AveragedKey, number> | null {
  if (doctors.length === 0) return null;
  const average = (key: AveragedKey) =>
    Math.round((doctors.reduce((total, d) => total + d[key], 0) * 10) / doctors.length) / 10;
  return Object.fromEntries(AVERAGED.map((key) => [key, average(key)])) as Record<AveragedKey, number>;
}

/** A count or hours in pt-BR: 1234.5 → '1.234,5'. */
export const numberText = (value: number): string => formatNumber(value);

/** The share of places filled: '50%' ('0%' without places). */
export const coveragePercent = (filled: number, cells: number): string =>
  formatPercent(cells === 0 ? 0 : filled / cells);

/** '62 de 124 (50%)': the places filled of all the places. */
export function coverageText(filled: number, cells: number): string {
  return fmt(t.coverageValue, {
    filled: numberText(filled),
    cells: numberText(cells),
    percent: coveragePercent(filled, cells),
  });
}

/** The clock time of an instant in São Paulo, 'HH:mm'. */
const clockOf = (instant: string): string => brazilDateTime(new Date(instant)).slice(11);

/** An open place's times, '19:00–07:00' (an end before the start is the next day, platform.md §5). */
export function holeTimes(hole: Pick<ScheduleReportHole, 'startsAt' | 'endsAt'>): string {
  return fmt(t.timeValue, { start: clockOf(hole.startsAt), end: clockOf(hole.endsAt) });
}
