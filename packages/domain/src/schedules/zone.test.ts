import { describe, expect, it } from 'vitest';
import { zonedDay, zonedInstant } from './zone';

describe('São Paulo wall clock', () => {
  it.each([
    ['2026-12-10', 0, '2026-12-10T03:00:00.000Z'],
    ['2026-12-10', 19 * 60, '2026-12-10T22:00:00.000Z'],
    ['2026-12-31', 23 * 60 + 59, '2027-01-01T02:59:00.000Z'],
    // Daylight saving (−2 h) in force on 2018-12-10; ended 2019-02-17.
    ['2018-12-10', 7 * 60, '2018-12-10T09:00:00.000Z'],
  ])('%s minute %d is %s', (day, minute, iso) => {
    expect(new Date(zonedInstant(day, minute)).toISOString()).toBe(iso);
  });

  it.each([
    ['2026-12-10T02:59:00Z', '2026-12-09'],
    ['2026-12-10T03:00:00Z', '2026-12-10'],
    ['2027-01-01T02:00:00Z', '2026-12-31'],
  ])('%s falls on %s', (iso, day) => {
    expect(zonedDay(Date.parse(iso))).toBe(day);
  });

  it('round-trips every quarter hour of a year', () => {
    for (let d = 0; d < 365; d += 1) {
      const day = new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10);
      for (let minute = 0; minute < 1440; minute += 15) expect(zonedDay(zonedInstant(day, minute))).toBe(day);
    }
  });
});
