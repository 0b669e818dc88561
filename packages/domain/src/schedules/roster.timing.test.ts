import { describe, expect, it } from 'vitest';
import { brazilDate } from '../pricing/validity';
import { checkAssignment } from './check-assignment';
import { at } from './roster-test-fixtures';
import type { DoctorLimits, DoctorRules, RosterContext, ScheduleSlot, TimeSpan, Unavailability } from './types';
import { validateRoster } from './validate-roster';

/**
 * A month at scale: 80 doctors × 12 workplaces × 3 shifts × 31 days = 89,280 slots, validated
 * in O(n log n). The target is well under 200 ms; the test allows 1,000 ms for a loaded CI
 * machine. `dayOf` is the real São Paulo calendar (Intl), as the server passes it.
 */

// The domain compiles without Node's types (it does no I/O); this test only reads the clock and prints.
declare const performance: { now(): number };
declare const console: { log(text: string): void };

const DOCTORS = 80;
const WORKPLACES = 12;
const DAYS = 31;
const SHIFTS = [
  { hour: 7, hours: 6, night: false },
  { hour: 13, hours: 6, night: false },
  { hour: 19, hours: 12, night: true },
] as const;

const dayOf = (instant: number): string => brazilDate(new Date(instant));

function month(doctorOf: (doctor: number, workplace: number, shift: number) => string): ScheduleSlot[] {
  const slots: ScheduleSlot[] = [];
  for (let doctor = 0; doctor < DOCTORS; doctor++) {
    for (let workplace = 0; workplace < WORKPLACES; workplace++) {
      SHIFTS.forEach(({ hour, hours, night }, shift) => {
        for (let day = 1; day <= DAYS; day++) {
          slots.push({
            id: `s${doctor}-${workplace}-${shift}-${day}`,
            doctorId: doctorOf(doctor, workplace, shift),
            workplaceId: `w${workplace}`,
            start: at(day, hour),
            end: at(day, hour + hours),
            exclusive: workplace % 4 !== 3, // a quarter of the workplaces on sobreaviso
            night,
          });
        }
      });
    }
  }
  return slots;
}

function context(
  doctorIds: Iterable<string>,
  residents: (id: string) => boolean,
  limits: DoctorLimits = { weeklyMinutes: 60 * 60, monthlyMinutes: 240 * 60, monthlyShifts: 40, consecutiveNights: 7 },
): RosterContext {
  const doctors = new Map<string, DoctorRules>();
  const unavailability = new Map<string, Unavailability[]>();
  let n = 0;
  for (const id of doctorIds) {
    doctors.set(id, { isResident: residents(id), limits });
    const first = 1 + (n++ % 28);
    unavailability.set(id, [{ start: at(first, 0), end: at(first + 2, 0), reason: 'vacation' }]);
  }
  const closedWorkplaces = new Map<string, TimeSpan[]>([['w5', [{ start: at(15, 0), end: at(16, 0) }]]]);
  return { minRestMinutes: 660, doctors, unavailability, closedWorkplaces, dayOf };
}

/** The median of `runs` timed calls, after one to warm up. */
function timed<T>(runs: number, call: () => T): { ms: number; result: T } {
  let result = call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    result = call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(runs / 2)]!, result };
}

describe('validateRoster at scale', () => {
  it('80 doctors, each on every workplace and shift (a clash at every slot)', () => {
    const slots = month((doctor) => `d${doctor}`);
    const c = context(
      Array.from({ length: DOCTORS }, (_, d) => `d${d}`),
      (id) => Number(id.slice(1)) < 8,
    );
    const { ms, result } = timed(5, () => validateRoster(slots, c));
    console.log(
      `validateRoster, ${slots.length} slots, ${result.length} violations: ${ms.toFixed(1)} ms (median of 5)`,
    );
    expect(slots.length).toBe(89_280);
    expect(result.length).toBeGreaterThan(slots.length / 2);
    expect(ms).toBeLessThan(1000);
  });

  it('the same number of slots in a sound month, and one edit against it', () => {
    // One doctor per workplace, shift and rank: nobody clashes; the residents (rank 0, at the
    // presential workplaces) are covered by rank 1 at the same workplace and time.
    const isSoundResident = (id: string) => id.startsWith('d0-') && Number(id.split('-')[1]) % 4 !== 3;
    const slots = month((doctor, workplace, shift) => `d${doctor}-${workplace}-${shift}`);
    const limits = { weeklyMinutes: 90 * 60, monthlyMinutes: 400 * 60, monthlyShifts: 31, consecutiveNights: 31 };
    const c = context(new Set(slots.map((s) => s.doctorId!)), isSoundResident, limits);
    c.unavailability = new Map();
    c.closedWorkplaces = new Map();
    const { ms, result } = timed(5, () => validateRoster(slots, c));
    console.log(`validateRoster, ${slots.length} slots of a sound month: ${ms.toFixed(1)} ms (median of 5)`);
    expect(result).toEqual([]);
    expect(ms).toBeLessThan(1000);

    const candidate = { ...slots[1000]!, id: 'new', start: slots[1000]!.start + 3_600_000 };
    const edit = timed(5, () => checkAssignment(candidate, slots, c));
    console.log(`checkAssignment against ${slots.length} slots: ${edit.ms.toFixed(1)} ms (median of 5)`);
    expect(edit.result.map((v) => v.code)).toContain('overlap');
    expect(edit.ms).toBeLessThan(1000);
  });
});
