import { describe, expect, it } from 'vitest';
import { checkAssignment } from './check-assignment';
import { at, context, slot, span, type ContextShape } from './roster-test-fixtures';
import type { ScheduleSlot, Violation } from './types';
import { validateRoster } from './validate-roster';

type Told = [string, string, string?, string?];
const told = (v: Violation): Told => {
  const t: Told = [v.code, v.slotId];
  if (v.otherSlotId !== undefined || v.detail !== undefined) t.push(v.otherSlotId);
  if (v.detail !== undefined) t.push(v.detail);
  return t;
};

const day = (id: string, d: number, over: Partial<ScheduleSlot> = {}) => slot(id, at(d, 7), at(d, 19), over);
const night = (id: string, d: number, over: Partial<ScheduleSlot> = {}) =>
  slot(id, at(d, 19), at(d, 31), { night: true, ...over });
const onCall = { exclusive: false };
const residents: ContextShape['doctors'] = { r1: { isResident: true } };

type Case = [name: string, candidate: ScheduleSlot, month: ScheduleSlot[], shape: ContextShape, expected: Told[]];

describe('checkAssignment — one slot against the month', () => {
  it.each<Case>([
    ['a free day', day('n', 4), [day('a', 3)], {}, []],
    [
      'a clash with each slot it meets',
      slot('n', at(3, 6), at(3, 21)),
      [slot('a', at(3, 7), at(3, 13)), slot('b', at(3, 13), at(3, 19)), day('c', 3, { doctorId: 'd2' })],
      {},
      [
        ['overlap', 'n', 'a'],
        ['overlap', 'n', 'b'],
      ],
    ],
    ['a presential slot over a sobreaviso', day('n', 3), [day('a', 3, onCall)], {}, []],
    ['a sobreaviso over a sobreaviso', day('n', 3, onCall), [day('a', 3, onCall)], {}, [['overlap', 'n', 'a']]],
    ['rest before it', night('n', 3), [day('a', 3)], { minRestMinutes: 660 }, [['rest', 'n', 'a', '0']]],
    [
      'rest after it',
      slot('n', at(2, 20), at(3, 2)),
      [day('a', 3)],
      { minRestMinutes: 660 },
      [['rest', 'n', 'a', '300']],
    ],
    ['a sobreaviso needs no rest', night('n', 3, onCall), [day('a', 3)], { minRestMinutes: 660 }, []],
    ['the edited slot is replaced, not clashed with', slot('a', at(3, 8), at(3, 20)), [day('a', 3)], {}, []],
    [
      'a vacation',
      day('n', 3),
      [],
      { unavailability: { d1: [{ ...span(1, 0, 240), reason: 'vacation' }] } },
      [['unavailable', 'n', undefined, 'vacation']],
    ],
    [
      'a doctor without the tag the line asks for',
      day('n', 3, { requiredTag: 'ped' }),
      [],
      { doctors: { d1: { isResident: false, tags: new Set(['card']) } } },
      [['missingTag', 'n', undefined, 'ped']],
    ],
    [
      'a doctor holding it',
      day('n', 3, { requiredTag: 'ped' }),
      [],
      { doctors: { d1: { isResident: false, tags: new Set(['ped']) } } },
      [],
    ],
    [
      'an open slot at a closed workplace',
      day('n', 3, { doctorId: null }),
      [],
      { closedWorkplaces: { w1: [span(3, 12, 13)] } },
      [['workplaceClosed', 'n']],
    ],
    [
      'the week over its limit',
      day('n', 9),
      [day('a', 3), day('b', 5), day('c', 7), day('d', 10)],
      { doctors: { d1: { isResident: false, limits: { weeklyMinutes: 2160 } } } },
      [['weeklyLimit', 'n', undefined, '2025-W10 2880/2160']],
    ],
    [
      'the month at its minutes, over its slots',
      day('n', 9),
      [day('a', 3), day('b', 5)],
      { doctors: { d1: { isResident: false, limits: { monthlyShifts: 2, monthlyMinutes: 2160 } } } },
      [['monthlyShifts', 'n', undefined, '2025-03 3/2']],
    ],
    [
      'the month over its minutes',
      day('n', 9),
      [day('a', 3), day('b', 5), day('c', 1, { doctorId: 'd2' })],
      { doctors: { d1: { isResident: false, limits: { monthlyMinutes: 2159 } } } },
      [['monthlyLimit', 'n', undefined, '2025-03 2160/2159']],
    ],
    [
      'a night joining two runs',
      night('n', 5),
      [night('a', 3), night('b', 4), night('c', 6)],
      { doctors: { d1: { isResident: false, limits: { consecutiveNights: 3 } } } },
      [['consecutiveNights', 'n', undefined, '2025-03-03 4/3']],
    ],
    ['a resident covered', day('n', 3, { doctorId: 'r1' }), [day('a', 3)], { doctors: residents }, []],
    [
      'a resident alone',
      day('n', 3, { doctorId: 'r1' }),
      [day('a', 3, onCall)],
      { doctors: residents },
      [['residentAlone', 'n']],
    ],
    [
      'the cover handed to another doctor',
      day('a', 3, { doctorId: 'd2' }),
      [day('a', 3), day('r', 3, { doctorId: 'r1' })],
      { doctors: residents },
      [],
    ],
    [
      'the cover left open',
      day('a', 3, { doctorId: null }),
      [day('a', 3), day('r', 3, { doctorId: 'r1' })],
      { doctors: residents },
      [['residentAlone', 'r', 'a']],
    ],
    [
      'the cover moved to another workplace',
      day('a', 3, { workplaceId: 'w2' }),
      [day('a', 3), day('r', 3, { doctorId: 'r1' }), day('s', 4, { doctorId: 'r1' }), day('b', 4)],
      { doctors: residents },
      [['residentAlone', 'r', 'a']],
    ],
  ])('%s', (_name, candidate, month, shape, expected) => {
    expect(checkAssignment(candidate, month, context(shape)).map(told)).toEqual(expected);
    // It agrees with validateRoster on the month with the candidate in place.
    const after = [...month.filter((s) => s.id !== candidate.id), candidate];
    expect(validateRoster(after, context(shape)).length === 0).toBe(expected.length === 0);
  });
});
