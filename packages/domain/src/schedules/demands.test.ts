import { describe, expect, it } from 'vitest';
import {
  DEMAND_MAX_DAYS,
  demandCoverage,
  demandDayCount,
  demandDays,
  demandState,
  uncoveredDays,
  validateDemandDays,
  type DemandDayCoverage,
} from './demands';

const TODAY = '2026-03-10';

describe('validateDemandDays', () => {
  it.each([
    ['one day, today', '2026-03-10', '2026-03-10', null, []],
    ['a week ahead', '2026-03-20', '2026-03-26', null, []],
    ['92 days from today', '2026-03-10', '2026-06-09', null, []],
    ['93 days', '2026-03-10', '2026-06-10', null, [{ code: 'tooLong', path: 'endsOn' }]],
    ['a start yesterday', '2026-03-09', '2026-03-12', null, [{ code: 'past', path: 'startsOn' }]],
    [
      'a start and an end in the past',
      '2026-03-01',
      '2026-03-05',
      null,
      [
        { code: 'past', path: 'startsOn' },
        { code: 'past', path: 'endsOn' },
      ],
    ],
    ['an end before the start', '2026-03-20', '2026-03-19', null, [{ code: 'endBeforeStart', path: 'endsOn' }]],
    ['a day that does not exist', '2026-02-30', '2026-03-12', null, [{ code: 'invalidDate', path: 'startsOn' }]],
    ['text that is no date', '2026-03-12', 'amanhã', null, [{ code: 'invalidDate', path: 'endsOn' }]],
    ['a demand under way keeping its first day', '2026-03-01', '2026-03-31', '2026-03-01', []],
    [
      'a demand under way moved to another past day',
      '2026-03-02',
      '2026-03-31',
      '2026-03-01',
      [{ code: 'past', path: 'startsOn' }],
    ],
    [
      'a demand under way ending in the past',
      '2026-03-01',
      '2026-03-09',
      '2026-03-01',
      [{ code: 'past', path: 'endsOn' }],
    ],
  ])('%s', (_, startsOn, endsOn, keptStart, problems) => {
    expect(validateDemandDays({ startsOn, endsOn }, TODAY, keptStart)).toEqual(problems);
  });

  it('counts both ends: the longest demand is a quarter', () => {
    expect(demandDayCount({ startsOn: '2026-03-10', endsOn: '2026-03-10' })).toBe(1);
    expect(demandDayCount({ startsOn: '2026-02-27', endsOn: '2026-03-02' })).toBe(4);
    expect(DEMAND_MAX_DAYS).toBe(92);
  });
});

describe('demandDays', () => {
  it('lists every day across a month and a leap day', () => {
    expect(demandDays({ startsOn: '2028-02-28', endsOn: '2028-03-01' })).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
  });
});

describe('demandCoverage', () => {
  const demand = { startsOn: '2026-03-10', endsOn: '2026-03-13', doctorsNeeded: 2 };

  it.each([
    ['nothing placed', new Map<string, number>(), [0, 0, 0, 0], 0],
    [
      'one day full, one half',
      new Map([
        ['2026-03-10', 2],
        ['2026-03-12', 1],
      ]),
      [2, 0, 1, 0],
      3,
    ],
    ['a line with more doctors than asked covers a day only fully', new Map([['2026-03-11', 5]]), [0, 2, 0, 0], 2],
    ['a day outside the period does not count', new Map([['2026-03-14', 2]]), [0, 0, 0, 0], 0],
  ])('%s', (_, placed, perDay, filled) => {
    const coverage = demandCoverage(demand, placed);
    expect(coverage.days.map((d) => d.filled)).toEqual(perDay);
    expect(coverage.days.every((d) => d.needed === 2)).toBe(true);
    expect(coverage).toMatchObject({ filled, needed: 8 });
  });
});

describe('demandState and uncoveredDays', () => {
  const days = (...filled: number[]): DemandDayCoverage[] =>
    filled.map((f, i) => ({ day: `2026-03-${String(8 + i).padStart(2, '0')}`, needed: 1, filled: f }));

  it.each([
    ['a future day open', 'OPEN', days(0, 0, 1, 0), 'OPEN', ['2026-03-11']],
    ['only past days open: covered from today on', 'OPEN', days(0, 0, 1, 1), 'COVERED', []],
    ['every day past', 'OPEN', days(0, 1), 'ENDED', []],
    ['closed by the coordinator', 'CLOSED', days(0, 0, 0, 0), 'CLOSED', ['2026-03-10', '2026-03-11']],
    ['cancelled', 'CANCELLED', days(1, 1, 1, 1), 'CANCELLED', []],
  ] as const)('%s', (_, status, coverage, state, open) => {
    expect(demandState(status, coverage, TODAY)).toBe(state);
    expect(uncoveredDays(coverage, TODAY).map((d) => d.day)).toEqual(open);
  });
});
