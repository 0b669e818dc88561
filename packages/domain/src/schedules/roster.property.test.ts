import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAssignment } from './check-assignment';
import { at, context, type ContextShape } from './roster-test-fixtures';
import { oracle } from './roster-test-oracle';
import { isNightShift } from './shift-times';
import type { DoctorRules, ScheduleSlot, Violation } from './types';
import { validateRoster } from './validate-roster';

/**
 * Random months around a turn of week and month (27 March to 5 April 2025), two workplaces, two
 * doctors, a resident and open slots, with random rest, limits, vacations, closed periods and tags.
 */

const DAYS = { min: 27, max: 36 };
const hhmm = (hour: number): string => `${String(hour % 24).padStart(2, '0')}:00`;

/** Mostly the usual shifts (07–19, 19–07, the halves of the day, 24 hours), sometimes any hours. */
const timesShape: fc.Arbitrary<[number, number]> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<[number, number]>([7, 12], [19, 12], [7, 6], [13, 6], [7, 24]) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 1, max: 24 })) },
);

const slotOf = (fields: {
  id: fc.Arbitrary<string>;
  doctorId: fc.Arbitrary<string | null>;
  workplaceId: fc.Arbitrary<string>;
  times: fc.Arbitrary<[number, number]>;
  exclusive: fc.Arbitrary<boolean>;
}): fc.Arbitrary<ScheduleSlot> =>
  fc
    .record({ ...fields, requiredTag: tagShape, day: fc.integer(DAYS) })
    .map(({ day, times: [hour, hours], ...rest }) => ({
      ...rest,
      start: at(day, hour),
      end: at(day, hour + hours),
      night: isNightShift(hhmm(hour), hhmm(hour + hours)),
    }));

/** Mostly lines asking for no tag (decision 044: a line may ask its doctors for one). */
const tagShape = fc.constantFrom<string | null>(null, null, null, 't1', 't2');

const ids = fc.integer({ min: 0, max: 14 }).map((n) => `s${n}`);

/** Either slots of everyone anywhere, or dense months of d1 at w1 (rest, limits, nights in a row). */
const slotShape = fc.oneof(
  slotOf({
    id: ids,
    doctorId: fc.constantFrom<string | null>('d1', 'd1', 'd2', 'r1', null),
    workplaceId: fc.constantFrom('w1', 'w1', 'w2'),
    times: timesShape,
    exclusive: fc.boolean(),
  }),
  slotOf({
    id: ids,
    doctorId: fc.constant('d1'),
    workplaceId: fc.constant('w1'),
    times: fc.constantFrom<[number, number]>([19, 12], [19, 12], [7, 12], [13, 6], [22, 8]),
    exclusive: fc.constantFrom(true, true, true, false),
  }),
);

const limitsShape = fc.record(
  {
    weeklyMinutes: fc.constantFrom(0, 720, 1440, 2880),
    monthlyMinutes: fc.constantFrom(1440, 4320),
    monthlyShifts: fc.constantFrom(2, 4, 8),
    consecutiveNights: fc.constantFrom(1, 2, 3),
  },
  { requiredKeys: [] },
);
const tagsShape = fc.subarray(['t1', 't2']).map((tags) => new Set(tags));
const rules = (isResident: boolean): fc.Arbitrary<DoctorRules> =>
  fc
    .tuple(fc.option(limitsShape, { nil: undefined }), tagsShape)
    .map(([limits, tags]) => (limits ? { isResident, limits, tags } : { isResident, tags }));
const spanShape = fc
  .record({ day: fc.integer(DAYS), hour: fc.integer({ min: 0, max: 23 }), hours: fc.integer({ min: 1, max: 48 }) })
  .map(({ day, hour, hours }) => ({ start: at(day, hour), end: at(day, hour + hours) }));
const absenceShape = fc
  .tuple(spanShape, fc.constantFrom<'vacation' | 'exception'>('vacation', 'exception'))
  .map(([span, reason]) => ({ ...span, reason }));

const contextShape: fc.Arbitrary<ContextShape> = fc.record({
  minRestMinutes: fc.constantFrom(0, 60, 480, 660),
  doctors: fc.record({ d1: rules(false), d2: rules(false), r1: rules(true) }),
  unavailability: fc.record({
    d1: fc.array(absenceShape, { maxLength: 2 }),
    r1: fc.array(absenceShape, { maxLength: 1 }),
  }),
  closedWorkplaces: fc.record({ w2: fc.array(spanShape, { maxLength: 2 }) }),
});

/** Slots with distinct ids. */
const rosterShape = fc.uniqueArray(slotShape, { selector: (s) => s.id, minLength: 2, maxLength: 15 });

/** Each broken rule as the oracle names it (the limits once per doctor and period). */
const named = (violations: Violation[]): string[] =>
  violations
    .map((v) =>
      v.code.endsWith('Limit') || v.code.endsWith('Shifts') || v.code === 'consecutiveNights'
        ? `${v.code} ${v.doctorId}`
        : `${v.code} ${v.slotId}`,
    )
    .sort();

describe('validateRoster (property)', () => {
  it('tells exactly what a slow pairwise reading of the rules finds', () => {
    fc.assert(
      fc.property(rosterShape, contextShape, (slots, shape) => {
        const c = context(shape);
        expect(named(validateRoster(slots, c))).toEqual(oracle(slots, c));
      }),
      { numRuns: 500 },
    );
  });

  it('is invariant to the order of the slots', () => {
    const shuffled = rosterShape.chain((slots) =>
      fc.tuple(fc.constant(slots), fc.shuffledSubarray(slots, { minLength: slots.length, maxLength: slots.length })),
    );
    fc.assert(
      fc.property(shuffled, contextShape, ([slots, reordered], shape) => {
        const c = context(shape);
        expect(validateRoster(reordered, c)).toEqual(validateRoster(slots, c));
      }),
      { numRuns: 300 },
    );
  });

  it('tells each violation on a slot of the roster, with its doctor', () => {
    fc.assert(
      fc.property(rosterShape, contextShape, (slots, shape) => {
        const byId = new Map(slots.map((s) => [s.id, s]));
        for (const v of validateRoster(slots, context(shape))) {
          expect(byId.get(v.slotId)?.doctorId).toBe(v.doctorId);
          if (v.otherSlotId !== undefined) expect(byId.has(v.otherSlotId)).toBe(true);
        }
      }),
    );
  });
});

describe('checkAssignment (property)', () => {
  it('agrees with validateRoster at every edit; what it accepts never breaks a rule', () => {
    const edits = fc.array(slotShape, { minLength: 10, maxLength: 40 });
    fc.assert(
      fc.property(edits, contextShape, (candidates, shape) => {
        const c = context(shape);
        let month: ScheduleSlot[] = [];
        for (const candidate of candidates) {
          const after = [...month.filter((s) => s.id !== candidate.id), candidate];
          const refused = checkAssignment(candidate, month, c);
          expect(refused.length === 0).toBe(validateRoster(after, c).length === 0);
          for (const v of refused)
            expect([candidate.id, v.otherSlotId]).toContain(v.slotId === candidate.id ? candidate.id : v.otherSlotId);
          if (refused.length === 0) month = after;
        }
        expect(validateRoster(month, c)).toEqual([]);
        // No overlap, rest breach, limit breach (nor any other) by the slow reading either.
        expect(oracle(month, c)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('tells the same breaches whatever the order of the month', () => {
    const shuffled = rosterShape.chain((slots) =>
      fc.tuple(fc.constant(slots), fc.shuffledSubarray(slots, { minLength: slots.length, maxLength: slots.length })),
    );
    fc.assert(
      fc.property(shuffled, slotShape, contextShape, ([slots, reordered], candidate, shape) => {
        const c = context(shape);
        expect(checkAssignment(candidate, reordered, c)).toEqual(checkAssignment(candidate, slots, c));
      }),
    );
  });
});
