import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { durationMinutes, MINUTES_PER_DAY, parseTimeOfDay } from './time-of-day';

const pad = (n: number): string => String(n).padStart(2, '0');
const hhmm = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const minuteOfDayArb = fc.integer({ min: 0, max: MINUTES_PER_DAY - 1 });

describe('parseTimeOfDay', () => {
  it.each([
    ['00:00', 0],
    ['07:30', 450],
    ['7:30', 450],
    ['12:00', 720],
    ['23:59', 1439],
    [' 08:15 ', 495],
  ])('%j → %i', (text, minutes) => {
    expect(parseTimeOfDay(text)).toBe(minutes);
  });

  it.each([['24:00'], ['23:60'], ['25:10'], ['12:5'], ['1230'], ['12h30'], [''], ['ab:cd'], ['-1:00'], ['123:00']])(
    'refuses %j',
    (text) => {
      expect(parseTimeOfDay(text)).toBeNull();
    },
  );

  it('reads back every minute of the day', () => {
    fc.assert(fc.property(minuteOfDayArb, (m) => parseTimeOfDay(hhmm(m)) === m));
  });
});

describe('durationMinutes', () => {
  it.each([
    ['07:00', '19:00', 720],
    ['08:00', '08:30', 30],
    ['19:00', '07:00', 720], // end before start: next day
    ['22:00', '06:00', 480],
    ['23:59', '00:00', 1],
    ['00:00', '23:59', 1439],
    ['10:00', '10:00', 0],
  ])('%s → %s is %i minutes', (start, end, minutes) => {
    expect(durationMinutes(start, end)).toBe(minutes);
  });

  it.each([
    ['24:00', '08:00'],
    ['08:00', '24:00'],
    ['', '08:00'],
    ['08:00', 'x'],
  ])('throws a RangeError for %j → %j', (start, end) => {
    expect(() => durationMinutes(start, end)).toThrow(RangeError);
  });

  it('is always in [0, 1440) and lands on the end time', () => {
    fc.assert(
      fc.property(minuteOfDayArb, minuteOfDayArb, (s, e) => {
        const d = durationMinutes(hhmm(s), hhmm(e));
        return Number.isInteger(d) && d >= 0 && d < MINUTES_PER_DAY && (s + d) % MINUTES_PER_DAY === e;
      }),
    );
  });
});
