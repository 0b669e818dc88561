import { describe, expect, it } from 'vitest';
import {
  dayPreferencesInMonth,
  normalizeDayPreferences,
  upcomingDayPreferences,
  validateDayPreferences,
  type DayPreferenceValues,
} from './day-preferences';

const TODAY = '2027-03-10';
const none: DayPreferenceValues = {
  preferredWeekdays: [],
  undesiredWeekdays: [],
  preferredDays: [],
  undesiredDays: [],
};
const values = (over: Partial<DayPreferenceValues>): DayPreferenceValues => ({ ...none, ...over });

describe('validateDayPreferences', () => {
  it.each([
    ['nothing chosen', none, []],
    [
      'weekdays and dates apart',
      values({ preferredWeekdays: [1, 2], undesiredWeekdays: [7], preferredDays: [TODAY] }),
      [],
    ],
    [
      'a weekday both preferred and undesired',
      values({ preferredWeekdays: [1, 5], undesiredWeekdays: [5, 7] }),
      [{ code: 'weekdayBoth', path: 'undesiredWeekdays', value: 5 }],
    ],
    [
      'a date both preferred and undesired',
      values({ preferredDays: ['2027-03-20'], undesiredDays: ['2027-03-20', '2027-03-21'] }),
      [{ code: 'dayBoth', path: 'undesiredDays', value: '2027-03-20' }],
    ],
    [
      'dates before today, in either list (once each)',
      values({ preferredDays: ['2027-03-09', '2027-03-09'], undesiredDays: ['2026-12-31', '2027-03-11'] }),
      [
        { code: 'pastDay', path: 'preferredDays', value: '2027-03-09' },
        { code: 'pastDay', path: 'undesiredDays', value: '2026-12-31' },
      ],
    ],
    [
      'a past date in both lists: told as past only',
      values({ preferredDays: ['2027-03-01'], undesiredDays: ['2027-03-01'] }),
      [
        { code: 'pastDay', path: 'preferredDays', value: '2027-03-01' },
        { code: 'pastDay', path: 'undesiredDays', value: '2027-03-01' },
      ],
    ],
  ])('%s', (_name, input, expected) => {
    expect(validateDayPreferences(input, TODAY)).toEqual(expected);
  });
});

describe('normalizeDayPreferences and upcomingDayPreferences', () => {
  it('drops repeats and sorts each list', () => {
    expect(
      normalizeDayPreferences(
        values({ preferredWeekdays: [3, 1, 3], preferredDays: ['2027-04-02', '2027-03-30', '2027-04-02'] }),
      ),
    ).toEqual(values({ preferredWeekdays: [1, 3], preferredDays: ['2027-03-30', '2027-04-02'] }));
  });

  it('leaves out the dates before today, keeping today and the weekdays', () => {
    const stored = { ...values({ undesiredWeekdays: [7], preferredDays: ['2027-03-09', TODAY] }), note: 'x' };
    expect(upcomingDayPreferences(stored, TODAY)).toEqual({
      ...values({ undesiredWeekdays: [7], preferredDays: [TODAY] }),
      note: 'x',
    });
  });
});

describe('dayPreferencesInMonth', () => {
  // March 2027: the 1st is a Monday; the 5th, 12th, 19th and 26th are Fridays; the 7th a Sunday.
  const FIRST = '2027-03-01';
  const LAST = '2027-03-31';

  it('lays the weekdays on the dates of the month and keeps only its own dates', () => {
    const stored = values({
      undesiredWeekdays: [7],
      preferredDays: ['2027-02-28', '2027-03-02', '2027-04-01'],
      undesiredDays: ['2027-03-15'],
    });
    expect(dayPreferencesInMonth(stored, FIRST, LAST)).toEqual({
      preferredDays: ['2027-03-02'],
      undesiredDays: ['2027-03-07', '2027-03-14', '2027-03-15', '2027-03-21', '2027-03-28'],
    });
  });

  it('lets a specific date outweigh its weekday, both ways', () => {
    const stored = values({
      preferredWeekdays: [1],
      undesiredWeekdays: [5],
      preferredDays: ['2027-03-12'],
      undesiredDays: ['2027-03-08'],
    });
    expect(dayPreferencesInMonth(stored, FIRST, LAST)).toEqual({
      preferredDays: ['2027-03-01', '2027-03-12', '2027-03-15', '2027-03-22', '2027-03-29'],
      undesiredDays: ['2027-03-05', '2027-03-08', '2027-03-19', '2027-03-26'],
    });
  });

  it('is null when nothing bears on the month', () => {
    expect(dayPreferencesInMonth(none, FIRST, LAST)).toBeNull();
    expect(dayPreferencesInMonth(values({ preferredDays: ['2027-05-01'] }), FIRST, LAST)).toBeNull();
  });
});
