import { formatMonth } from '@honora/domain';

/** The months of the indicators, "YYYY-MM" both (GET /api/appeals/stats from and to). */
export interface StatsPeriod {
  from: string;
  to: string;
}

/** How many months the indicators show by default (the last six, this one included). */
export const DEFAULT_STATS_MONTHS = 6;
/** How far back the month pickers go. */
export const PICKABLE_MONTHS = 36;

/** "2026-03" moved by `delta` months ("2026-03", -3 → "2025-12"). */
export function addMonths(month: string, delta: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The default period: the last six months up to the month of `today` ("YYYY-MM-DD"). */
export function defaultStatsPeriod(today: string): StatsPeriod {
  const to = today.slice(0, 7);
  return { from: addMonths(to, -(DEFAULT_STATS_MONTHS - 1)), to };
}

/** The months a picker offers, newest first, as choices "MM/YYYY". */
export function monthOptions(today: string, count = PICKABLE_MONTHS): { value: string; label: string }[] {
  const current = today.slice(0, 7);
  return Array.from({ length: count }, (_, i) => {
    const value = addMonths(current, -i);
    return { value, label: formatMonth(value) };
  });
}

export const isPeriodValid = (period: StatsPeriod): boolean => period.from <= period.to;
