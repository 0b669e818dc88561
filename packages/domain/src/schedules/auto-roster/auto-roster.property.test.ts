import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { at, context, type ContextShape } from '../roster-test-fixtures';
import { oracle } from '../roster-test-oracle';
import { isNightShift } from '../shift-times';
import type { DoctorRules, ScheduleSlot } from '../types';
import { autoRoster, newViolations, type AutoRosterInput } from './index';
import { withAssignments } from './last-check';
import { prepare } from './prepare';
import { DEFAULT_ROSTER_WEIGHTS } from './types';
import { solveByWindows } from './windows';

/**
 * Random small months around a turn of week and month (27 March to 5 April 2025): three
 * workplaces, three doctors and a resident, open and assigned slots, random rest, limits,
 * vacations, closed periods, tags, history and preferences. Whatever the roster, the proposal
 * breaks no rule that the fixed slots alone did not break, and the last check never acts.
 */

const DAYS = { min: 27, max: 36 };
const hhmm = (hour: number): string => `${String(hour % 24).padStart(2, '0')}:00`;
const DOCTORS = ['d1', 'd2', 'd3'] as const;

const timesShape: fc.Arbitrary<[number, number]> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<[number, number]>([7, 12], [19, 12], [7, 6], [13, 6], [7, 24]) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 1, max: 24 })) },
);

const slotOf = (fields: {
  doctorId: fc.Arbitrary<string | null>;
  workplaceId: fc.Arbitrary<string>;
  times: fc.Arbitrary<[number, number]>;
  exclusive: fc.Arbitrary<boolean>;
}): fc.Arbitrary<Omit<ScheduleSlot, 'id'>> =>
  fc
    .record({
      ...fields,
      requiredTag: fc.constantFrom<string | null>(null, null, null, 't1', 't2'),
      day: fc.integer(DAYS),
    })
    .map(({ day, times: [hour, hours], ...rest }) => ({
      ...rest,
      start: at(day, hour),
      end: at(day, hour + hours),
      night: isNightShift(hhmm(hour), hhmm(hour + hours)),
    }));

/** Either slots of everyone anywhere, or dense open months (rest, limits, nights in a row among new slots). */
const slotShape = fc.oneof(
  slotOf({
    doctorId: fc.constantFrom<string | null>(null, null, null, null, 'd1', 'd2', 'd3', 'r1'),
    workplaceId: fc.constantFrom('w1', 'w1', 'w2', 'w3'),
    times: timesShape,
    exclusive: fc.constantFrom(true, true, true, false),
  }),
  slotOf({
    doctorId: fc.constant(null),
    workplaceId: fc.constantFrom('w1', 'w2'),
    times: fc.constantFrom<[number, number]>([19, 12], [19, 12], [7, 12], [13, 6], [22, 8]),
    exclusive: fc.constantFrom(true, true, true, false),
  }),
);

const rosterShape = fc
  .array(slotShape, { minLength: 1, maxLength: 30 })
  .map((slots) => slots.map((s, i) => ({ ...s, id: `s${String(i).padStart(2, '0')}` })));

const limitsShape = fc.record(
  {
    weeklyMinutes: fc.constantFrom(0, 720, 1440, 2880),
    monthlyMinutes: fc.constantFrom(1440, 4320),
    monthlyShifts: fc.constantFrom(1, 2, 4, 8),
    consecutiveNights: fc.constantFrom(1, 2, 3),
  },
  { requiredKeys: [] },
);
const rules = (isResident: boolean): fc.Arbitrary<DoctorRules> =>
  fc
    .tuple(fc.option(limitsShape, { nil: undefined }), fc.subarray(['t1', 't2']))
    .map(([limits, tags]) => ({ isResident, tags: new Set(tags), ...(limits ? { limits } : {}) }));
const spanShape = fc
  .record({ day: fc.integer(DAYS), hour: fc.integer({ min: 0, max: 23 }), hours: fc.integer({ min: 1, max: 72 }) })
  .map(({ day, hour, hours }) => ({ start: at(day, hour), end: at(day, hour + hours) }));
const absenceShape = fc
  .tuple(spanShape, fc.constantFrom<'vacation' | 'exception'>('vacation', 'exception'))
  .map(([span, reason]) => ({ ...span, reason }));

const contextShape: fc.Arbitrary<ContextShape> = fc.record({
  minRestMinutes: fc.constantFrom(0, 60, 480, 660),
  doctors: fc.record({ d1: rules(false), d2: rules(false), d3: rules(false), r1: rules(true) }),
  unavailability: fc.record({
    d1: fc.array(absenceShape, { maxLength: 2 }),
    d2: fc.array(absenceShape, { maxLength: 1 }),
  }),
  closedWorkplaces: fc.record({ w2: fc.array(spanShape, { maxLength: 1 }) }),
});

const countShape = fc.integer({ min: 0, max: 6 });
const extrasShape = fc.record({
  candidates: fc.subarray(['d1', 'd2', 'd3', 'r1']),
  history: fc.dictionary(fc.constantFrom(...DOCTORS), fc.record({ nights: countShape, weekends: countShape })),
  preferred: fc.dictionary(fc.constantFrom(...DOCTORS), fc.subarray([1, 2, 3, 4, 5, 6, 7])),
  targets: fc.dictionary(fc.constantFrom(...DOCTORS), fc.constantFrom(0, 720, 2880)),
  fillSome: fc.boolean(),
});

type Extras = typeof extrasShape extends fc.Arbitrary<infer E> ? E : never;

function inputOf(slots: ScheduleSlot[], shape: ContextShape, extras: Extras): AutoRosterInput {
  return {
    slots,
    candidates: extras.candidates,
    context: context(shape),
    month: '2025-03',
    history: new Map(Object.entries(extras.history)),
    holidays: new Set(['2025-03-31']),
    preferences: new Map(
      Object.entries(extras.preferred).map(([d, days]) => [
        d,
        { preferredWeekdays: days, undesiredDays: ['2025-04-01'] },
      ]),
    ),
    targets: new Map(Object.entries(extras.targets)),
    ...(extras.fillSome ? { fill: new Set(slots.filter((_, i) => i % 2 === 0).map((s) => s.id)) } : {}),
  };
}

/** How many times each name occurs. */
const tally = (names: string[]): Map<string, number> => {
  const out = new Map<string, number>();
  for (const n of names) out.set(n, (out.get(n) ?? 0) + 1);
  return out;
};

describe('autoRoster (property)', () => {
  it('every proposal keeps every hard rule, fills only open slots with candidates, and tells why the rest stay open', async () => {
    await fc.assert(
      fc.asyncProperty(rosterShape, contextShape, extrasShape, async (slots, shape, extras) => {
        const input = inputOf(slots, shape, extras);
        const proposal = await autoRoster(input);

        // No violation that the fixed slots alone did not have — by validateRoster and by the slow oracle.
        expect(newViolations(input, proposal.assignments)).toEqual([]);
        const before = tally(oracle(slots, input.context));
        for (const [name, count] of tally(oracle(withAssignments(slots, proposal.assignments), input.context))) {
          expect(count, name).toBeLessThanOrEqual(before.get(name) ?? 0);
        }
        expect(proposal.scores.dropped).toBe(0);

        const byId = new Map(slots.map((s) => [s.id, s]));
        const toFill = slots.filter((s) => s.doctorId === null && (!input.fill || input.fill.has(s.id)));
        const assigned = proposal.assignments.map((a) => a.slotId);
        expect(new Set(assigned).size).toBe(assigned.length);
        for (const a of proposal.assignments) {
          expect(byId.get(a.slotId)?.doctorId).toBeNull();
          expect(input.fill === undefined || input.fill.has(a.slotId)).toBe(true);
          expect(input.candidates).toContain(a.doctorId);
          expect(a.doctorId).not.toBe('r1');
        }
        expect([...assigned, ...proposal.unfilled.map((u) => u.slotId)].sort()).toEqual(toFill.map((s) => s.id).sort());
        for (const u of proposal.unfilled) {
          expect(Object.values(u.reasons).some((n) => n! > 0)).toBe(true);
        }
        expect(proposal.scores.coverage).toEqual({ filled: assigned.length, total: toFill.length });
      }),
      { numRuns: 300 },
    );
    // 300 solver runs: about 3 s alone, longer on a busy 2-core machine.
  }, 30_000);

  it('the model alone, over the whole period in one window, keeps every hard rule (no last check)', async () => {
    // Day windows rarely put two nights or a week's hours in one model: one window of all the days does.
    await fc.assert(
      fc.asyncProperty(rosterShape, contextShape, extrasShape, async (slots, shape, extras) => {
        const input = inputOf(slots, shape, extras);
        const { assignments } = await solveByWindows(prepare(input), input, DEFAULT_ROSTER_WEIGHTS, 10_000, 366);
        expect(newViolations(input, assignments)).toEqual([]);
        const before = tally(oracle(slots, input.context));
        for (const [name, count] of tally(oracle(withAssignments(slots, assignments), input.context))) {
          expect(count, name).toBeLessThanOrEqual(before.get(name) ?? 0);
        }
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});
