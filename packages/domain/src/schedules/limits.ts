/**
 * A doctor's limits (DOMAIN.md "Schedules": rostering hard rules, limits): minutes in an ISO
 * week, minutes and slots in a calendar month, nights in a row. Only presential (exclusive)
 * slots count: sobreaviso is being reachable from home, not work time (the same reason it may
 * overlap a presential slot). A slot counts whole in the day it starts on (`RosterContext.dayOf`).
 * Sums are kept in integer milliseconds, so they never depend on the order they are added in.
 */
import { isoWeekOf } from './shift-times';
import type { DoctorLimits, RosterDay, ScheduleSlot, Violation } from './types';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A presential slot with its day (and that day's number since 1970-01-01), ISO week, month and length. */
export interface DatedSlot {
  slot: ScheduleSlot;
  day: RosterDay;
  dayNumber: number;
  week: string;
  month: string;
  ms: number;
}

/** Dates slots with `dayOf`, each distinct instant and day worked out once. */
export function slotDating(dayOf: (instant: number) => RosterDay): (slot: ScheduleSlot) => DatedSlot {
  const days = new Map<number, RosterDay>();
  const calendar = new Map<RosterDay, { dayNumber: number; week: string; month: string }>();
  return (slot) => {
    let day = days.get(slot.start);
    if (day === undefined) days.set(slot.start, (day = dayOf(slot.start)));
    let known = calendar.get(day);
    if (known === undefined) {
      const dayNumber = Date.parse(`${day}T00:00:00Z`) / DAY_MS;
      calendar.set(day, (known = { dayNumber, week: isoWeekOf(day), month: day.slice(0, 7) }));
    }
    return { slot, day, ...known, ms: slot.end - slot.start };
  };
}

/** A limit in force: a positive number; left out or 0 is none. */
export function limitOf(limits: DoctorLimits | undefined, key: keyof DoctorLimits): number | undefined {
  const value = limits?.[key];
  return value !== undefined && value > 0 ? value : undefined;
}

export const hasLimits = (limits: DoctorLimits | undefined): boolean =>
  limitOf(limits, 'weeklyMinutes') !== undefined ||
  limitOf(limits, 'monthlyMinutes') !== undefined ||
  limitOf(limits, 'monthlyShifts') !== undefined ||
  limitOf(limits, 'consecutiveNights') !== undefined;

type Code = 'weeklyLimit' | 'monthlyLimit' | 'monthlyShifts';
interface Measure {
  code: Code;
  key: Exclude<keyof DoctorLimits, 'consecutiveNights'>;
  period: (d: DatedSlot) => string;
  /** The amount a slot adds, in the limit's unit times `scale`. */
  amount: (d: DatedSlot) => number;
  scale: number;
}

const MEASURES: readonly Measure[] = [
  { code: 'weeklyLimit', key: 'weeklyMinutes', period: (d) => d.week, amount: (d) => d.ms, scale: MINUTE_MS },
  { code: 'monthlyLimit', key: 'monthlyMinutes', period: (d) => d.month, amount: (d) => d.ms, scale: MINUTE_MS },
  { code: 'monthlyShifts', key: 'monthlyShifts', period: (d) => d.month, amount: () => 1, scale: 1 },
];

const detailOf = (period: string, total: number, limit: number): string => `${period} ${total}/${limit}`;

/** The days in a row with a night around `day` (itself one): the first of them and how many. */
function nightRun(nights: ReadonlyMap<number, RosterDay>, day: DatedSlot): { first: RosterDay; length: number } {
  let first = day.dayNumber;
  while (nights.has(first - 1)) first--;
  let last = day.dayNumber;
  while (nights.has(last + 1)) last++;
  return { first: nights.get(first) ?? day.day, length: last - first + 1 };
}

/**
 * Every limit breached by one doctor's presential slots, `dated` in roster order: one violation
 * per period over its limit, on the slot at which the running total first goes over; for the
 * nights, one per run too long, on the first slot of the night past the limit.
 */
export function limitViolations(doctorId: string, dated: readonly DatedSlot[], limits: DoctorLimits): Violation[] {
  const out: Violation[] = [];
  for (const measure of MEASURES) {
    const limit = limitOf(limits, measure.key);
    if (limit === undefined) continue;
    const totals = new Map<string, number>();
    for (const d of dated) totals.set(measure.period(d), (totals.get(measure.period(d)) ?? 0) + measure.amount(d));
    const running = new Map<string, number>();
    for (const d of dated) {
      const period = measure.period(d);
      const before = running.get(period) ?? 0;
      const after = before + measure.amount(d);
      running.set(period, after);
      if (before <= limit * measure.scale && after > limit * measure.scale) {
        const total = totals.get(period)! / measure.scale;
        out.push({ code: measure.code, slotId: d.slot.id, doctorId, detail: detailOf(period, total, limit) });
      }
    }
  }
  const nightLimit = limitOf(limits, 'consecutiveNights');
  if (nightLimit !== undefined) {
    // The first slot of each night, by day number; the runs of days in a row among them.
    const nights = new Map<number, DatedSlot>();
    for (const d of dated) if (d.slot.night && !nights.has(d.dayNumber)) nights.set(d.dayNumber, d);
    const numbers = [...nights.keys()].sort((a, b) => a - b);
    for (let i = 0; i < numbers.length;) {
      let j = i + 1;
      while (j < numbers.length && numbers[j] === numbers[j - 1]! + 1) j++;
      if (j - i > nightLimit) {
        // On the first slot of the night past the limit.
        const past = nights.get(numbers[i + nightLimit]!)!;
        const detail = detailOf(nights.get(numbers[i]!)!.day, j - i, nightLimit);
        out.push({ code: 'consecutiveNights', slotId: past.slot.id, doctorId, detail });
      }
      i = j;
    }
  }
  return out;
}

/** The limits `candidate` (presential) breaches once added to the doctor's other presential slots. */
export function candidateLimitViolations(
  doctorId: string,
  candidate: DatedSlot,
  others: readonly DatedSlot[],
  limits: DoctorLimits,
): Violation[] {
  const out: Violation[] = [];
  for (const measure of MEASURES) {
    const limit = limitOf(limits, measure.key);
    if (limit === undefined) continue;
    const period = measure.period(candidate);
    let total = measure.amount(candidate);
    for (const d of others) if (measure.period(d) === period) total += measure.amount(d);
    if (total > limit * measure.scale) {
      const detail = detailOf(period, total / measure.scale, limit);
      out.push({ code: measure.code, slotId: candidate.slot.id, doctorId, detail });
    }
  }
  const nightLimit = limitOf(limits, 'consecutiveNights');
  if (nightLimit !== undefined && candidate.slot.night) {
    const nights = new Map<number, RosterDay>();
    for (const d of others) if (d.slot.night) nights.set(d.dayNumber, d.day);
    const run = nightRun(nights, candidate);
    if (run.length > nightLimit) {
      const detail = detailOf(run.first, run.length, nightLimit);
      out.push({ code: 'consecutiveNights', slotId: candidate.slot.id, doctorId, detail });
    }
  }
  return out;
}
