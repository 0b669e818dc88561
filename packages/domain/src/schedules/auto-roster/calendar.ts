/**
 * The calendar facts the automatic roster reads of a slot (decision 046): its day, ISO week and
 * month as the limits date them (limits.ts: a slot counts whole in the day it starts on), its
 * ISO weekday, and whether it is a weekend or holiday slot and counts in the goals' month.
 */
import { slotDating, type DatedSlot } from '../limits';
import type { RosterContext, RosterDay, ScheduleSlot } from '../types';
import type { DayPreferences } from './types';

export interface SlotFacts extends DatedSlot {
  /** ISO weekday of the day it starts on: 1 Monday … 7 Sunday. */
  weekday: number;
  /** Starts on a Saturday or Sunday. */
  weekend: boolean;
  /** Starts on one of the caller's holidays. */
  holiday: boolean;
  /** Starts in the month the goals count (every slot when no month is given). */
  inMonth: boolean;
}

/** 1970-01-01 (day number 0) was a Thursday, ISO weekday 4. */
export const isoWeekday = (dayNumber: number): number => ((((dayNumber + 3) % 7) + 7) % 7) + 1;

export function slotFacts(
  context: RosterContext,
  holidays: ReadonlySet<RosterDay> | undefined,
  month: string | undefined,
): (slot: ScheduleSlot) => SlotFacts {
  const dating = slotDating(context.dayOf);
  return (slot) => {
    const dated = dating(slot);
    const weekday = isoWeekday(dated.dayNumber);
    return {
      ...dated,
      weekday,
      weekend: weekday >= 6,
      holiday: holidays?.has(dated.day) === true,
      inMonth: month === undefined || dated.month === month,
    };
  };
}

/** +1 for a day the doctor prefers, −1 for one they asked to be spared, 0 otherwise (both: 0). */
export function preferenceOf(preferences: DayPreferences | undefined, facts: SlotFacts): number {
  if (!preferences) return 0;
  const preferred =
    preferences.preferredDays?.includes(facts.day) === true ||
    preferences.preferredWeekdays?.includes(facts.weekday) === true;
  const undesired =
    preferences.undesiredDays?.includes(facts.day) === true ||
    preferences.undesiredWeekdays?.includes(facts.weekday) === true;
  return (preferred ? 1 : 0) - (undesired ? 1 : 0);
}

/** The goals' counts a slot adds to its doctor (only for a slot in the goals' month). */
export interface GoalCounts {
  nights: number;
  weekends: number;
  holidays: number;
  /** Presential minutes (workload targets count presential work, as the limits do). */
  minutes: number;
}

export const emptyCounts = (): GoalCounts => ({ nights: 0, weekends: 0, holidays: 0, minutes: 0 });

export function addCounts(counts: GoalCounts, facts: SlotFacts): void {
  if (!facts.inMonth) return;
  if (facts.slot.night) counts.nights++;
  if (facts.weekend) counts.weekends++;
  if (facts.holiday) counts.holidays++;
  if (facts.slot.exclusive) counts.minutes += facts.ms / 60_000;
}

/** The key of a slot's workplace and ISO week, for continuity. */
export const workplaceWeek = (facts: SlotFacts): string => `${facts.slot.workplaceId} ${facts.week}`;
