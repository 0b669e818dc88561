import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { durationMinutes, MINUTES_PER_DAY } from '../validation/time-of-day';
import { at, toEpoch } from './roster-test-fixtures';
import { isNightShift, isoWeekOf, shiftMinutes, shiftTimes } from './shift-times';

const pad = (n: number): string => String(n).padStart(2, '0');
const hhmm = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const minuteOfDay = fc.integer({ min: 0, max: MINUTES_PER_DAY - 1 });

describe('shiftTimes (platform.md §5: an end at or before the start is the next day)', () => {
  it.each([
    ['2025-03-10', '07:00', '19:00', at(10, 7), at(10, 19)],
    ['2025-03-10', '19:00', '07:00', at(10, 19), at(11, 7)],
    ['2025-03-10', '07:00', '07:00', at(10, 7), at(11, 7)], // a 24-hour plantão
    ['2025-03-31', '22:30', '00:00', at(31, 22) + 30 * 60_000, at(32, 0)], // into April
    ['2024-12-31', '19:00', '07:00', Date.UTC(2024, 11, 31, 22), Date.UTC(2025, 0, 1, 10)],
    ['2025-03-10', '00:00', '23:59', at(10, 0), at(10, 23) + 59 * 60_000],
  ])('%s %s → %s', (day, start, end, from, to) => {
    expect(shiftTimes(day, start, end, toEpoch)).toEqual({ start: from, end: to });
  });

  it.each([
    ['2025-02-30', '07:00', '19:00'],
    ['2025-3-10', '07:00', '19:00'],
    ['2025-03-10', '24:00', '07:00'],
    ['2025-03-10', '07:00', '7h'],
  ])('refuses %s %s → %s', (day, start, end) => {
    expect(() => shiftTimes(day, start, end, toEpoch)).toThrow(RangeError);
  });

  it('always ends after it starts, by the minutes of the template (1 to 1440)', () => {
    fc.assert(
      fc.property(minuteOfDay, minuteOfDay, (from, to) => {
        const { start, end } = shiftTimes('2025-03-10', hhmm(from), hhmm(to), toEpoch);
        const minutes = shiftMinutes(hhmm(from), hhmm(to));
        expect((end - start) / 60_000).toBe(minutes);
        expect(minutes).toBe(durationMinutes(hhmm(from), hhmm(to)) || MINUTES_PER_DAY);
      }),
    );
  });
});

describe('isNightShift: strictly more than half of it between 19:00 and 07:00', () => {
  it.each([
    ['19:00', '07:00', true],
    ['22:00', '06:00', true],
    ['18:00', '06:00', true], // 11 of 12 hours
    ['00:00', '06:00', true],
    ['13:00', '01:00', false], // 6 of 12: exactly half is not most
    ['07:00', '07:00', false], // 24 hours, 12 at night
    ['07:00', '19:00', false],
    ['17:00', '22:00', true], // 3 of 5
    ['16:00', '23:00', true], // 4 of 7
    ['15:00', '23:00', false], // 4 of 8, half
    ['14:00', '23:30', false], // 4.5 of 9.5
    ['05:00', '08:00', true], // 2 of 3
    ['19:00', '19:00', false], // 24 hours from 19:00, 12 at night
    ['19:00', '19:01', true],
    ['06:59', '07:00', true],
    ['07:00', '07:01', false],
    ['18:59', '19:00', false],
  ])('%s → %s is a night: %s', (start, end, night) => {
    expect(isNightShift(start, end)).toBe(night);
  });

  it('agrees with counting the night minutes one by one', () => {
    fc.assert(
      fc.property(minuteOfDay, minuteOfDay, (from, to) => {
        const length = shiftMinutes(hhmm(from), hhmm(to));
        let night = 0;
        for (let m = from; m < from + length; m++) {
          const ofDay = m % MINUTES_PER_DAY;
          if (ofDay < 7 * 60 || ofDay >= 19 * 60) night++;
        }
        expect(isNightShift(hhmm(from), hhmm(to))).toBe(night * 2 > length);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a time that is not one', () => {
    expect(() => isNightShift('25:00', '07:00')).toThrow(RangeError);
  });
});

describe('isoWeekOf', () => {
  it.each([
    ['2025-03-03', '2025-W10'], // Monday
    ['2025-03-09', '2025-W10'], // Sunday
    ['2025-03-10', '2025-W11'],
    ['2024-12-30', '2025-W01'], // Monday of the week holding 2025's first Thursday
    ['2021-01-03', '2020-W53'],
    ['2026-12-31', '2026-W53'],
    ['2027-01-03', '2026-W53'],
    ['2027-01-04', '2027-W01'],
  ])('%s is in %s', (day, week) => {
    expect(isoWeekOf(day)).toBe(week);
  });

  it('refuses a day that is not one', () => {
    expect(() => isoWeekOf('2025-13-01')).toThrow(RangeError);
  });
});
