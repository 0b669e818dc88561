import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openingState, wallDayAndTime, type OpeningLocks, type OpeningSwitches } from './opening-state';
import { checkWeeklyHours, type OpeningPeriod, type WeeklyHours } from './weekly-hours';

const ALL_ON: OpeningSwitches = { delivery: true, onSite: true, takeout: true };
const week = (byDay: Record<number, OpeningPeriod[]>): WeeklyHours =>
  Array.from({ length: 7 }, (_, day) => byDay[day] ?? []);
/** São Paulo is UTC−3 (no daylight saving since 2019). 2026-11-23 is a Monday. */
const sp = (local: string) => new Date(`${local}:00-03:00`);
const iso = (local: string) => sp(local).toISOString();

const weekdays9to18 = week({
  1: [
    { start: '09:00', end: '12:00' },
    { start: '13:00', end: '18:00' },
  ],
  2: [{ start: '09:00', end: '18:00' }],
  5: [{ start: '22:00', end: '02:00' }],
  6: [{ start: '23:00', end: '01:00' }],
});

describe('openingState (platform.md §4, decision 064)', () => {
  const cases: { name: string; now: string; isOpen: boolean; next: string | null }[] = [
    { name: 'Monday morning period', now: '2026-11-23T10:00', isOpen: true, next: '2026-11-23T12:00' },
    { name: 'lunch break', now: '2026-11-23T12:30', isOpen: false, next: '2026-11-23T13:00' },
    { name: 'start is inclusive', now: '2026-11-23T13:00', isOpen: true, next: '2026-11-23T18:00' },
    { name: 'end is exclusive', now: '2026-11-23T18:00', isOpen: false, next: '2026-11-24T09:00' },
    { name: 'Wednesday closed until Friday night', now: '2026-11-25T08:00', isOpen: false, next: '2026-11-27T22:00' },
    { name: 'Friday period crossing midnight', now: '2026-11-28T01:30', isOpen: true, next: '2026-11-28T02:00' },
    { name: 'Saturday into Sunday', now: '2026-11-29T00:30', isOpen: true, next: '2026-11-29T01:00' },
    { name: 'Sunday after the period, until Monday', now: '2026-11-29T05:00', isOpen: false, next: '2026-11-30T09:00' },
  ];
  it.each(cases)('$name', ({ now, isOpen, next }) => {
    const state = openingState(weekdays9to18, ALL_ON, {}, sp(now));
    expect(state.delivery).toEqual({ isOpen, mode: 'automatic', lockedUntil: null, nextChange: iso(next!) });
    expect(state.isOpen).toBe(isOpen);
    expect(state.nextChange).toBe(iso(next!));
  });

  it('no hours set: every switch in use is always open', () => {
    const state = openingState(null, { delivery: true, onSite: false, takeout: true }, {}, sp('2026-11-25T03:00'));
    expect(state.delivery).toEqual({ isOpen: true, mode: 'automatic', lockedUntil: null, nextChange: null });
    expect(state.onSite).toEqual({ isOpen: false, mode: 'off', lockedUntil: null, nextChange: null });
    expect(state.isOpen).toBe(true);
  });

  it('hours with no periods: always closed', () => {
    const state = openingState(week({}), ALL_ON, {}, sp('2026-11-25T03:00'));
    expect(state.isOpen).toBe(false);
    expect(state.nextChange).toBeNull();
  });

  it('a lock in force wins over the hours, then the hours govern again', () => {
    const locks: OpeningLocks = { delivery: { isOpen: true, until: iso('2026-11-25T10:00') } };
    const state = openingState(weekdays9to18, ALL_ON, locks, sp('2026-11-25T08:00'));
    expect(state.delivery).toEqual({
      isOpen: true,
      mode: 'locked',
      lockedUntil: iso('2026-11-25T10:00'),
      nextChange: iso('2026-11-25T10:00'),
    });
    expect(state.onSite.isOpen).toBe(false);
    expect(state.isOpen).toBe(true);
    expect(state.nextChange).toBe(iso('2026-11-25T10:00'));
  });

  it('a lock that agrees with the hours at its end changes at the next hours boundary', () => {
    const locks: OpeningLocks = { delivery: { isOpen: false, until: iso('2026-11-23T10:00') } };
    const state = openingState(weekdays9to18, ALL_ON, locks, sp('2026-11-23T08:00'));
    expect(state.delivery.isOpen).toBe(false);
    expect(state.delivery.nextChange).toBe(iso('2026-11-23T10:00'));
    const closedOnWednesday = { delivery: { isOpen: false, until: iso('2026-11-25T11:00') } };
    const later = openingState(weekdays9to18, ALL_ON, closedOnWednesday, sp('2026-11-25T09:00'));
    expect(later.delivery.nextChange).toBe(iso('2026-11-27T22:00'));
  });

  it('a lock whose time has passed is ignored', () => {
    const locks: OpeningLocks = { delivery: { isOpen: true, until: iso('2026-11-25T07:00') } };
    expect(openingState(weekdays9to18, ALL_ON, locks, sp('2026-11-25T08:00')).delivery.mode).toBe('automatic');
  });

  it('tells the wall-clock day and time', () => {
    expect(wallDayAndTime(sp('2026-11-27T22:00'))).toEqual({ weekday: 5, time: '22:00' });
  });
});

describe('checkWeeklyHours', () => {
  it.each([
    ['valid', weekdays9to18, []],
    ['bad time', week({ 1: [{ start: '25:00', end: '26:00' }] }), ['time']],
    ['start 24:00', week({ 1: [{ start: '24:00', end: '02:00' }] }), ['time']],
    ['empty period', week({ 1: [{ start: '10:00', end: '10:00' }] }), ['empty']],
    [
      'overlap same day',
      week({
        1: [
          { start: '09:00', end: '12:00' },
          { start: '11:00', end: '13:00' },
        ],
      }),
      ['overlap'],
    ],
    [
      'overlap across midnight',
      week({ 1: [{ start: '22:00', end: '03:00' }], 2: [{ start: '02:00', end: '05:00' }] }),
      ['overlap'],
    ],
    [
      'overlap Saturday into Sunday',
      week({ 6: [{ start: '22:00', end: '03:00' }], 0: [{ start: '01:00', end: '05:00' }] }),
      ['overlap'],
    ],
    [
      'adjacent periods',
      week({
        1: [
          { start: '09:00', end: '12:00' },
          { start: '12:00', end: '24:00' },
        ],
      }),
      [],
    ],
    [
      'too many',
      week({ 1: Array.from({ length: 7 }, (_, i) => ({ start: `0${i}:00`, end: `0${i}:30` })) }),
      ['tooMany'],
    ],
    ['six days', weekdays9to18.slice(0, 6), ['days']],
  ] as const)('%s', (_name, hours, problems) => {
    expect(checkWeeklyHours(hours as WeeklyHours).map((x) => x.problem)).toEqual(problems);
  });
});

const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const period = fc.record({ start: time, end: time }).filter((p) => p.start !== p.end);
const validHours = fc
  .array(fc.array(period, { maxLength: 3 }), { minLength: 7, maxLength: 7 })
  .filter((h) => checkWeeklyHours(h).length === 0);
const instant = fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-12-31T00:00:00Z') });
const lock = fc.option(fc.record({ isOpen: fc.boolean(), offsetMinutes: fc.integer({ min: -600, max: 6000 }) }), {
  nil: undefined,
});

describe('openingState properties', () => {
  it('isOpen is any switch; each switch holds until its nextChange and differs right at it', () => {
    fc.assert(
      fc.property(validHours, instant, lock, fc.boolean(), (hours, at, l, onSiteOn) => {
        const locks: OpeningLocks = l
          ? { delivery: { isOpen: l.isOpen, until: new Date(at + l.offsetMinutes * 60_000).toISOString() } }
          : {};
        const switches = { delivery: true, onSite: onSiteOn, takeout: true };
        const state = openingState(hours, switches, locks, new Date(at));
        expect(state.isOpen).toBe(state.delivery.isOpen || state.onSite.isOpen || state.takeout.isOpen);
        const next = state.delivery.nextChange;
        if (next === null) return;
        const nextMs = Date.parse(next);
        expect(nextMs).toBeGreaterThan(at);
        const before = openingState(hours, switches, locks, new Date(nextMs - 1));
        const atChange = openingState(hours, switches, locks, new Date(nextMs));
        const midway = openingState(hours, switches, locks, new Date(Math.floor((at + nextMs) / 2)));
        expect(before.delivery.isOpen).toBe(state.delivery.isOpen);
        expect(midway.delivery.isOpen).toBe(state.delivery.isOpen);
        expect(atChange.delivery.isOpen).toBe(!state.delivery.isOpen);
      }),
      { numRuns: 300 },
    );
  });

  it('a lock in force decides its switch', () => {
    fc.assert(
      fc.property(validHours, instant, fc.boolean(), fc.integer({ min: 1, max: 100_000 }), (hours, at, isOpen, m) => {
        const locks = { takeout: { isOpen, until: new Date(at + m * 60_000).toISOString() } };
        const state = openingState(hours, ALL_ON, locks, new Date(at));
        expect(state.takeout.isOpen).toBe(isOpen);
        expect(state.takeout.mode).toBe('locked');
      }),
    );
  });
});
