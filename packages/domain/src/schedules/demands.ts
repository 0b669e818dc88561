import { dayNumber, isCalendarDate } from '../contracts/calendar';
import { addDays } from '../pricing/validity';
import type { IsoDate } from '../pricing/types';

/**
 * Demands (platform.md §2 Demands; §3 Schedule: demand; §6 module demands; decision 049): a
 * hospital's request for cover — a shift template at a workplace, from a day to a day, so many
 * doctors a day — covered on the roster's line of that workplace and shift. Pure functions on
 * days 'YYYY-MM-DD': the period's rules, each day's coverage and what the demand's state is.
 */

export const DEMAND_PRIORITIES = ['LOW', 'NORMAL', 'HIGH', 'URGENT'] as const;
export type DemandPriority = (typeof DEMAND_PRIORITIES)[number];

/** What the coordinator decides: offered (OPEN), no longer offered (CLOSED), called off (CANCELLED). */
export const DEMAND_STATUSES = ['OPEN', 'CLOSED', 'CANCELLED'] as const;
export type DemandStatus = (typeof DEMAND_STATUSES)[number];

/**
 * What a demand is now: an OPEN one stays open while a day from today on is not fully covered;
 * then it is COVERED, or ENDED once its last day is past. CLOSED and CANCELLED are the coordinator's.
 */
export const DEMAND_STATES = ['OPEN', 'COVERED', 'ENDED', 'CLOSED', 'CANCELLED'] as const;
export type DemandState = (typeof DEMAND_STATES)[number];

export const DEMAND_APPLICATION_STATUSES = ['APPLIED', 'ASSIGNED', 'DECLINED', 'WITHDRAWN'] as const;
export type DemandApplicationStatus = (typeof DEMAND_APPLICATION_STATUSES)[number];

/** The longest demand, in days (both ends included): a quarter. */
export const DEMAND_MAX_DAYS = 92;
/** platform.md §5 "range between 1 and 20": the doctors a demand asks for a day, as a line's positions. */
export const DEMAND_DOCTORS_MAX = 20;

export const DEMAND_DAY_CODES = ['invalidDate', 'past', 'endBeforeStart', 'tooLong'] as const;
export type DemandDayCode = (typeof DEMAND_DAY_CODES)[number];
export interface DemandDaysProblem {
  code: DemandDayCode;
  path: 'startsOn' | 'endsOn';
}

export interface DemandDays {
  startsOn: IsoDate;
  endsOn: IsoDate;
}

/** How many days the period spans, both ends included. */
export function demandDayCount(days: DemandDays): number {
  return dayNumber(days.endsOn) - dayNumber(days.startsOn) + 1;
}

/**
 * The rules of a demand's period: real dates, the end on or after the start (platform.md §5
 * "start before end": a demand of one day starts and ends on it), at most DEMAND_MAX_DAYS days,
 * and nothing in the past (§5 "cannot schedule in the past"). A demand already under way keeps
 * its first day (`keptStart`, the stored one) when changed; its end is never moved into the past.
 */
export function validateDemandDays(days: DemandDays, today: IsoDate, keptStart: IsoDate | null = null) {
  const out: DemandDaysProblem[] = [];
  if (!isCalendarDate(days.startsOn)) out.push({ code: 'invalidDate', path: 'startsOn' });
  if (!isCalendarDate(days.endsOn)) out.push({ code: 'invalidDate', path: 'endsOn' });
  if (out.length > 0) return out;
  if (days.startsOn < today && days.startsOn !== keptStart) out.push({ code: 'past', path: 'startsOn' });
  if (days.endsOn < days.startsOn) out.push({ code: 'endBeforeStart', path: 'endsOn' });
  else if (days.endsOn < today) out.push({ code: 'past', path: 'endsOn' });
  else if (demandDayCount(days) > DEMAND_MAX_DAYS) out.push({ code: 'tooLong', path: 'endsOn' });
  return out;
}

/** The days of the period, in order. */
export function demandDays(days: DemandDays): IsoDate[] {
  const out: IsoDate[] = [];
  for (let day = days.startsOn; day <= days.endsOn; day = addDays(day, 1)) out.push(day);
  return out;
}

/** One day of a demand: the doctors it asks for and how many of them the roster has (capped at the need). */
export interface DemandDayCoverage {
  day: IsoDate;
  needed: number;
  filled: number;
}

export interface DemandCoverage {
  days: DemandDayCoverage[];
  /** Sum over the days: "12 de 20 plantões cobertos". */
  filled: number;
  needed: number;
}

/**
 * A demand's coverage (decision 049): per day, the doctors placed on its line that day (`placed`,
 * by day), capped at the doctors it asks for — a line with more positions than the demand
 * covers it no more than fully — and the sums over its days.
 */
export function demandCoverage(
  demand: DemandDays & { doctorsNeeded: number },
  placed: ReadonlyMap<IsoDate, number>,
): DemandCoverage {
  const days = demandDays(demand).map((day) => ({
    day,
    needed: demand.doctorsNeeded,
    filled: Math.min(demand.doctorsNeeded, Math.max(0, placed.get(day) ?? 0)),
  }));
  return {
    days,
    filled: days.reduce((sum, d) => sum + d.filled, 0),
    needed: days.reduce((sum, d) => sum + d.needed, 0),
  };
}

/** The days from today on that still lack a doctor: what an open demand offers. */
export function uncoveredDays(days: readonly DemandDayCoverage[], today: IsoDate): DemandDayCoverage[] {
  return days.filter((d) => d.day >= today && d.filled < d.needed);
}

/** The demand's state now (DEMAND_STATES), from the coordinator's status and its days' coverage. */
export function demandState(status: DemandStatus, days: readonly DemandDayCoverage[], today: IsoDate): DemandState {
  if (status !== 'OPEN') return status;
  if (!days.some((d) => d.day >= today)) return 'ENDED';
  return uncoveredDays(days, today).length > 0 ? 'OPEN' : 'COVERED';
}
