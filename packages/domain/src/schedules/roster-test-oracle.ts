/**
 * A slow, plain reading of the roster rules for the property tests: every pair of slots, every
 * hour of a slot, every period summed again — sharing no code with validateRoster. Slots are on
 * whole hours, so checking a resident's cover hour by hour is exact.
 */
import { HOUR_MS } from './roster-test-fixtures';
import type { RosterContext, ScheduleSlot } from './types';

const before = (a: ScheduleSlot, b: ScheduleSlot): boolean =>
  a.start < b.start || (a.start === b.start && (a.end < b.end || (a.end === b.end && a.id < b.id)));
const meet = (a: { start: number; end: number }, b: { start: number; end: number }): boolean =>
  a.start < b.end && b.start < a.end;

/** The Monday of a day's week, 'YYYY-MM-DD' (a week key independent of isoWeekOf). */
function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** Each rule broken, as 'code slotId' for the slot rules and 'code doctorId' once per period or run for the limits. */
export function oracle(slots: readonly ScheduleSlot[], context: RosterContext): string[] {
  const found: string[] = [];
  const rest = Math.max(0, context.minRestMinutes) * 60_000;
  for (const b of slots) {
    if (b.doctorId === null) continue;
    const earlier = slots.filter((a) => a !== b && a.doctorId === b.doctorId && before(a, b));
    if (earlier.some((a) => a.exclusive === b.exclusive && meet(a, b))) found.push(`overlap ${b.id}`);
    else if (b.exclusive && earlier.some((a) => a.exclusive && b.start - a.end < rest)) found.push(`rest ${b.id}`);
  }
  for (const s of slots) {
    if ((context.closedWorkplaces.get(s.workplaceId) ?? []).some((c) => meet(c, s)))
      found.push(`workplaceClosed ${s.id}`);
    if (s.doctorId === null) continue;
    if ((context.unavailability.get(s.doctorId) ?? []).some((u) => meet(u, s))) found.push(`unavailable ${s.id}`);
    if (s.requiredTag && !context.doctors.get(s.doctorId)?.tags?.has(s.requiredTag)) found.push(`missingTag ${s.id}`);
    if (!context.doctors.get(s.doctorId)?.isResident) continue;
    const covers = slots.filter(
      (c) =>
        c.exclusive &&
        c.workplaceId === s.workplaceId &&
        c.doctorId !== null &&
        !context.doctors.get(c.doctorId)?.isResident,
    );
    for (let hour = s.start; hour < s.end; hour += HOUR_MS) {
      if (!covers.some((c) => c.start <= hour && hour + HOUR_MS <= c.end)) {
        found.push(`residentAlone ${s.id}`);
        break;
      }
    }
  }
  for (const [doctorId, rules] of context.doctors) {
    const own = slots.filter((s) => s.doctorId === doctorId && s.exclusive);
    const limits = rules.limits ?? {};
    const sums = (key: (day: string) => string, amount: (s: ScheduleSlot) => number) => {
      const totals = new Map<string, number>();
      for (const s of own) {
        const k = key(context.dayOf(s.start));
        totals.set(k, (totals.get(k) ?? 0) + amount(s));
      }
      return [...totals.values()];
    };
    const minutes = (s: ScheduleSlot) => (s.end - s.start) / 60_000;
    const over = (code: string, totals: number[], limit: number | undefined) => {
      if (limit) for (const t of totals) if (t > limit) found.push(`${code} ${doctorId}`);
    };
    over('weeklyLimit', sums(mondayOf, minutes), limits.weeklyMinutes);
    over(
      'monthlyLimit',
      sums((d) => d.slice(0, 7), minutes),
      limits.monthlyMinutes,
    );
    over(
      'monthlyShifts',
      sums(
        (d) => d.slice(0, 7),
        () => 1,
      ),
      limits.monthlyShifts,
    );
    if (limits.consecutiveNights) {
      const nights = new Set(own.filter((s) => s.night).map((s) => Date.parse(context.dayOf(s.start))));
      for (const night of nights) {
        if (nights.has(night - 86_400_000)) continue; // not the first of its run
        let length = 1;
        while (nights.has(night + length * 86_400_000)) length++;
        if (length > limits.consecutiveNights) found.push(`consecutiveNights ${doctorId}`);
      }
    }
  }
  return found.sort();
}
