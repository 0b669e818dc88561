import { addMonths } from '../../shared/forms/months';

/** The months of the indicators, "YYYY-MM" both (GET /api/appeals/stats from and to). */
export interface StatsPeriod {
  from: string;
  to: string;
}

/** How many months the indicators show by default (the last six, this one included). */
export const DEFAULT_STATS_MONTHS = 6;
/** The default period: the last six months up to the month of `today` ("YYYY-MM-DD"). */
export function defaultStatsPeriod(today: string): StatsPeriod {
  const to = today.slice(0, 7);
  return { from: addMonths(to, -(DEFAULT_STATS_MONTHS - 1)), to };
}

export const isPeriodValid = (period: StatsPeriod): boolean => period.from <= period.to;
