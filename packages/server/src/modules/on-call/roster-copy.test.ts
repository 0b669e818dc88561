import { describe, expect, it } from 'vitest';
import { sourceDayOf } from './roster-copy.service';

describe('the source day of a copy', () => {
  it.each([
    // December 2026 starts on a Tuesday; November 2026 on a Sunday.
    ['2026-12-01', '2026-11-03'], // 1st Tuesday ← 1st Tuesday
    ['2026-12-08', '2026-11-10'], // 2nd Tuesday
    ['2026-12-29', null], // 5th Tuesday: November has four
    ['2026-12-06', '2026-11-01'], // 1st Sunday
    ['2026-12-27', '2026-11-22'], // 4th Sunday (November's 29th is its 5th)
    ['2027-01-04', '2026-12-07'], // across the year: 1st Monday
  ])('previous month: %s ← %s', (day, source) => {
    expect(sourceDayOf(day, 'previousMonth')).toBe(source);
  });

  it.each([
    ['2026-12-01', null],
    ['2026-12-07', null],
    ['2026-12-08', '2026-12-01'],
    ['2026-12-15', '2026-12-01'],
    ['2026-12-31', '2026-12-03'],
  ])('first week: %s ← %s', (day, source) => {
    expect(sourceDayOf(day, 'firstWeek')).toBe(source);
  });

  it('always answers the same weekday', () => {
    for (let d = 1; d <= 31; d++) {
      const day = `2027-03-${String(d).padStart(2, '0')}`;
      for (const source of ['previousMonth', 'firstWeek'] as const) {
        const from = sourceDayOf(day, source);
        if (from) expect(new Date(`${from}T12:00:00Z`).getUTCDay()).toBe(new Date(`${day}T12:00:00Z`).getUTCDay());
      }
    }
  });
});
