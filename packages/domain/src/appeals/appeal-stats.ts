import type { IsoDate } from '../pricing/types';
import type { Cents } from '../money/cents';

/**
 * The managers' numbers of glosas and appeals, per insurer and month of the procedure (the
 * appeals' indicators: glosa rate, share appealed, share recovered, days to the answer). Pure:
 * the server sums the ledger and the appeals; these functions decide the period and the ratios.
 */

/** At most this many months in one request (two years side by side). */
export const APPEAL_STATS_MAX_MONTHS = 24;

/** A period of whole months: its first and last days and how many months it spans. */
export interface MonthRange {
  first: IsoDate;
  last: IsoDate;
  months: number;
}

export type MonthRangeProblem = 'inverted' | 'tooLong';

const monthIndex = (month: string): number => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return year * 12 + (m - 1);
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The days of the months `from`..`to` ("YYYY-MM", both included), or why the period is refused:
 * `from` after `to`, or more than APPEAL_STATS_MAX_MONTHS months.
 */
export function statsMonthRange(from: string, to: string): MonthRange | { problem: MonthRangeProblem } {
  const months = monthIndex(to) - monthIndex(from) + 1;
  if (months < 1) return { problem: 'inverted' };
  if (months > APPEAL_STATS_MAX_MONTHS) return { problem: 'tooLong' };
  const [year, month] = to.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${from}-01`, last: `${to}-${pad(lastDay)}`, months };
}

/** What a row of the numbers adds up (integer cents). */
export interface AppealStatsSums {
  produced: Cents;
  glosado: Cents;
  appealed: Cents;
  recovered: Cents;
}

export interface AppealStatsRatios {
  /** glosado ÷ produced. */
  glosaRate: number | null;
  /** appealed ÷ glosado. */
  appealedShare: number | null;
  /** recovered ÷ appealed. */
  recoveredShare: number | null;
}

/** part ÷ base as a fraction with 4 decimals (0.1590 = 15,90%); null when the base is zero. */
export function statsRatio(part: Cents, base: Cents): number | null {
  if (base === 0n) return null;
  return Math.round((Number(part) / Number(base)) * 10_000) / 10_000;
}

/** The three shares of a row; each null when its base is zero. */
export function appealStatsRatios(sums: AppealStatsSums): AppealStatsRatios {
  return {
    glosaRate: statsRatio(sums.glosado, sums.produced),
    appealedShare: statsRatio(sums.appealed, sums.glosado),
    recoveredShare: statsRatio(sums.recovered, sums.appealed),
  };
}

/** The average of the days from sending to the answer (one decimal), null without any answered appeal. */
export function averageDaysToAnswer(days: readonly number[]): number | null {
  if (days.length === 0) return null;
  const total = days.reduce((sum, d) => sum + d, 0);
  return Math.round((total / days.length) * 10) / 10;
}
