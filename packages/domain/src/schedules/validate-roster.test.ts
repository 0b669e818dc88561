import { describe, expect, it } from 'vitest';
import { at, context, slot, span, type ContextShape } from './roster-test-fixtures';
import type { ScheduleSlot, Violation } from './types';
import { validateRoster } from './validate-roster';

/** A violation as [code, slotId, otherSlotId?, detail?], doctor left out unless it differs from d1. */
type Told = [string, string, string?, string?];
const told = (v: Violation): Told => {
  const t: Told = [v.code, v.slotId];
  if (v.otherSlotId !== undefined || v.detail !== undefined) t.push(v.otherSlotId);
  if (v.detail !== undefined) t.push(v.detail);
  return t;
};

type Case = [name: string, slots: ScheduleSlot[], shape: ContextShape, expected: Told[]];
const run = (cases: Case[]) =>
  it.each(cases)('%s', (_name, slots, shape, expected) => {
    expect(validateRoster(slots, context(shape)).map(told)).toEqual(expected);
  });

const day = (id: string, d: number, over: Partial<ScheduleSlot> = {}) => slot(id, at(d, 7), at(d, 19), over);
const night = (id: string, d: number, over: Partial<ScheduleSlot> = {}) =>
  slot(id, at(d, 19), at(d, 31), { night: true, ...over });
const onCall = { exclusive: false };

describe('validateRoster — overlap (CFM resolution 2.174/2017: no simultaneous anesthesias)', () => {
  run([
    [
      'two presential slots of a doctor that meet',
      [day('a', 3), slot('b', at(3, 13), at(3, 20))],
      {},
      [['overlap', 'b', 'a']],
    ],
    ['touching ends are fine', [day('a', 3), night('b', 3)], {}, []],
    ['of different doctors', [day('a', 3), day('b', 3, { doctorId: 'd2' })], {}, []],
    [
      'two sobreavisos that meet',
      [day('a', 3, onCall), slot('b', at(3, 18), at(3, 22), onCall)],
      {},
      [['overlap', 'b', 'a']],
    ],
    ['presential and sobreaviso may overlap', [day('a', 3), day('b', 3, onCall)], {}, []],
    [
      'each slot inside a long one is told once, against it',
      [day('a', 3), slot('b', at(3, 8), at(3, 10)), slot('c', at(3, 11), at(3, 12))],
      {},
      [
        ['overlap', 'b', 'a'],
        ['overlap', 'c', 'a'],
      ],
    ],
    ['same start: the longer is told', [day('a', 3), slot('b', at(3, 7), at(3, 13))], {}, [['overlap', 'a', 'b']]],
    ['open slots have no doctor', [day('a', 3, { doctorId: null }), day('b', 3, { doctorId: null })], {}, []],
    ['another workplace is no excuse', [day('a', 3), day('b', 3, { workplaceId: 'w2' })], {}, [['overlap', 'b', 'a']]],
  ]);
});

describe('validateRoster — rest (minRestMinutes, between presential slots)', () => {
  const rest11h = { minRestMinutes: 660 };
  run([
    ['a night right after a day', [day('a', 3), night('b', 3)], rest11h, [['rest', 'b', 'a', '0']]],
    ['12 hours between', [day('a', 3), day('b', 4)], rest11h, []],
    ['exactly 11 hours between', [day('a', 3), slot('b', at(4, 6), at(4, 12))], rest11h, []],
    ['10 hours between', [day('a', 3), slot('b', at(4, 5), at(4, 12))], rest11h, [['rest', 'b', 'a', '600']]],
    ['a sobreaviso needs no rest', [day('a', 3), night('b', 3, onCall)], rest11h, []],
    ['nor before a sobreaviso night the next day', [night('a', 3, onCall), day('b', 4)], rest11h, []],
    ['0 is no rest rule', [day('a', 3), night('b', 3)], { minRestMinutes: 0 }, []],
    ['of different doctors', [day('a', 3), night('b', 3, { doctorId: 'd2' })], rest11h, []],
    [
      'measured from the slot reaching furthest',
      [slot('a', at(3, 7), at(3, 23)), slot('b', at(3, 8), at(3, 10)), slot('c', at(4, 1), at(4, 7))],
      rest11h,
      [
        ['overlap', 'b', 'a'],
        ['rest', 'c', 'a', '120'],
      ],
    ],
  ]);
});

describe('validateRoster — missingTag (a line asking its doctors for a competence)', () => {
  const pediatric = { requiredTag: 'ped' };
  const holds = (tags: string[]) => ({ d1: { isResident: false, tags: new Set(tags) } });
  run([
    ['a doctor holding the tag', [day('a', 3, pediatric)], { doctors: holds(['ped']) }, []],
    [
      'a doctor holding another tag',
      [day('a', 3, pediatric)],
      { doctors: holds(['card']) },
      [['missingTag', 'a', undefined, 'ped']],
    ],
    ['a doctor unknown to the context', [day('a', 3, pediatric)], {}, [['missingTag', 'a', undefined, 'ped']]],
    ['an open slot asks no one', [day('a', 3, { ...pediatric, doctorId: null })], {}, []],
    ['a line asking for nothing', [day('a', 3, { requiredTag: null })], { doctors: holds([]) }, []],
    [
      'a sobreaviso asks too',
      [day('a', 3, { ...pediatric, ...onCall }), day('b', 4, pediatric)],
      { doctors: holds([]) },
      [
        ['missingTag', 'a', undefined, 'ped'],
        ['missingTag', 'b', undefined, 'ped'],
      ],
    ],
  ]);
});

describe('validateRoster — unavailable and workplaceClosed', () => {
  const vacation = { d1: [{ ...span(3, 0, 72), reason: 'vacation' as const }] };
  run([
    [
      'a slot in a vacation',
      [day('a', 5)],
      { unavailability: vacation },
      [['unavailable', 'a', undefined, 'vacation']],
    ],
    [
      'partly in an exception',
      [day('a', 3)],
      { unavailability: { d1: [{ ...span(3, 18, 20), reason: 'exception' }] } },
      [['unavailable', 'a', undefined, 'exception']],
    ],
    ['touching it only', [day('a', 6)], { unavailability: { d1: [{ ...span(3, 0, 79), reason: 'vacation' }] } }, []],
    ["another doctor's vacation", [day('a', 4, { doctorId: 'd2' })], { unavailability: vacation }, []],
    [
      'a sobreaviso in a vacation',
      [day('a', 4, onCall)],
      { unavailability: vacation },
      [['unavailable', 'a', undefined, 'vacation']],
    ],
    ['a closed workplace', [day('a', 3)], { closedWorkplaces: { w1: [span(3, 0, 24)] } }, [['workplaceClosed', 'a']]],
    [
      'an open slot there too',
      [day('a', 3, { doctorId: null })],
      { closedWorkplaces: { w1: [span(3, 0, 24)] } },
      [['workplaceClosed', 'a']],
    ],
    [
      'another workplace closed',
      [day('a', 3, { workplaceId: 'w2' })],
      { closedWorkplaces: { w1: [span(3, 0, 24)] } },
      [],
    ],
    [
      'closed periods in any order',
      [day('a', 3), day('b', 10), day('c', 20)],
      { closedWorkplaces: { w1: [span(20, 12, 13), span(1, 0, 24), span(9, 0, 48)] } },
      [
        ['workplaceClosed', 'b'],
        ['workplaceClosed', 'c'],
      ],
    ],
  ]);
});

describe('validateRoster — limits (presential slots, counted whole on the day they start)', () => {
  const limits = (l: object): ContextShape => ({ doctors: { d1: { isResident: false, limits: l } } });
  // March 2025: Monday the 3rd to Sunday the 9th is ISO week 10.
  const week = [day('a', 3), day('b', 5), day('c', 7)];
  run([
    ['36 hours in a week of 36', week, limits({ weeklyMinutes: 2160 }), []],
    [
      'a fourth plantão on Sunday',
      [...week, day('d', 9)],
      limits({ weeklyMinutes: 2160 }),
      [['weeklyLimit', 'd', undefined, '2025-W10 2880/2160']],
    ],
    [
      'Sunday night counts in its week',
      [...week, night('d', 9)],
      limits({ weeklyMinutes: 2160 }),
      [['weeklyLimit', 'd', undefined, '2025-W10 2880/2160']],
    ],
    ['the next Monday is another week', [...week, day('d', 10)], limits({ weeklyMinutes: 2160 }), []],
    ['a sobreaviso does not count', [...week, day('d', 9, onCall)], limits({ weeklyMinutes: 2160 }), []],
    ['another doctor does not count', [...week, day('d', 9, { doctorId: 'd2' })], limits({ weeklyMinutes: 2160 }), []],
    ['0 is no limit', [...week, day('d', 9)], limits({ weeklyMinutes: 0 }), []],
    [
      'minutes in the month',
      [day('a', 3), day('b', 13), day('c', 23)],
      limits({ monthlyMinutes: 1440 }),
      [['monthlyLimit', 'c', undefined, '2025-03 2160/1440']],
    ],
    [
      'slots in the month',
      [day('a', 3), day('b', 13), day('c', 23)],
      limits({ monthlyShifts: 2 }),
      [['monthlyShifts', 'c', undefined, '2025-03 3/2']],
    ],
    ['April is another month', [day('a', 3), day('b', 13), day('c', 33)], limits({ monthlyShifts: 2 }), []],
    [
      'three nights in a row, limit 2',
      [night('a', 3), night('b', 4), night('c', 5)],
      limits({ consecutiveNights: 2 }),
      [['consecutiveNights', 'c', undefined, '2025-03-03 3/2']],
    ],
    ['a break in the run', [night('a', 3), night('b', 4), night('c', 6)], limits({ consecutiveNights: 2 }), []],
    ['a day shift is no night', [night('a', 3), night('b', 4), day('c', 5)], limits({ consecutiveNights: 2 }), []],
    [
      'two runs too long, each told',
      [night('a', 3), night('b', 4), night('c', 5), night('d', 7), night('e', 8), night('f', 9), night('g', 10)],
      limits({ consecutiveNights: 2 }),
      [
        ['consecutiveNights', 'c', undefined, '2025-03-03 3/2'],
        ['consecutiveNights', 'f', undefined, '2025-03-07 4/2'],
      ],
    ],
    [
      'two slots of one night are one night',
      [
        night('a', 3),
        slot('b', at(4, 19), at(4, 23), { night: true }),
        slot('c', at(4, 23), at(4, 31), { night: true }),
      ],
      limits({ consecutiveNights: 2 }),
      [],
    ],
    [
      'a sobreaviso night is no night worked',
      [night('a', 3), night('b', 4), night('c', 5, onCall)],
      limits({ consecutiveNights: 2 }),
      [],
    ],
  ]);
});

describe('validateRoster — residentAlone', () => {
  const doctors: ContextShape = { doctors: { r1: { isResident: true }, r2: { isResident: true } } };
  const resident = (id: string, over: Partial<ScheduleSlot> = {}) => day(id, 3, { doctorId: 'r1', ...over });
  run([
    ['covered by a plantão', [resident('r'), day('a', 3)], doctors, []],
    [
      'covered by two back to back',
      [resident('r'), slot('a', at(3, 7), at(3, 13)), slot('b', at(3, 13), at(3, 19), { doctorId: 'd2' })],
      doctors,
      [],
    ],
    ['half covered', [resident('r'), slot('a', at(3, 7), at(3, 13))], doctors, [['residentAlone', 'r']]],
    [
      'a gap in the cover',
      [resident('r'), slot('a', at(3, 7), at(3, 12)), slot('b', at(3, 13), at(3, 19), { doctorId: 'd2' })],
      doctors,
      [['residentAlone', 'r']],
    ],
    [
      'covered at another workplace',
      [resident('r'), day('a', 3, { workplaceId: 'w2' })],
      doctors,
      [['residentAlone', 'r']],
    ],
    ['covered by a sobreaviso', [resident('r'), day('a', 3, onCall)], doctors, [['residentAlone', 'r']]],
    ['by an open slot', [resident('r'), day('a', 3, { doctorId: null })], doctors, [['residentAlone', 'r']]],
    [
      'two residents together',
      [resident('r'), resident('s', { doctorId: 'r2' })],
      doctors,
      [
        ['residentAlone', 'r'],
        ['residentAlone', 's'],
      ],
    ],
    ['a resident on sobreaviso under a plantão', [resident('r', onCall), day('a', 3)], doctors, []],
    ['a doctor not in the map is no resident', [day('a', 3, { doctorId: 'x' })], doctors, []],
  ]);
});

describe('validateRoster — the whole month', () => {
  it('tells every rule at once, in a stable order, with the doctor of each', () => {
    const slots = [
      day('z', 3, { doctorId: 'r1' }),
      day('y', 3, { doctorId: 'd2', workplaceId: 'w2' }),
      slot('x', at(3, 8), at(3, 9), { doctorId: 'd2' }),
    ];
    const shape: ContextShape = { doctors: { r1: { isResident: true } }, closedWorkplaces: { w2: [span(3, 0, 24)] } };
    expect(validateRoster(slots, context(shape))).toEqual([
      { code: 'overlap', slotId: 'x', otherSlotId: 'y', doctorId: 'd2' },
      { code: 'workplaceClosed', slotId: 'y', doctorId: 'd2' },
      { code: 'residentAlone', slotId: 'z', doctorId: 'r1' },
    ]);
  });

  it('an empty month has nothing to tell', () => {
    expect(validateRoster([], context())).toEqual([]);
  });
});
