import { describe, expect, it } from 'vitest';
import {
  currentRosterMonth,
  dayAndMonth,
  daysOfMonth,
  isWeekend,
  monthFromParam,
  monthTitle,
  shiftMonth,
  weekdayOf,
} from './roster-month';

describe('the roster month of the address and of today', () => {
  it('is the month in São Paulo, not in UTC', () => {
    // 01/01/2027 01:00 UTC is still 31/12/2026 22:00 in São Paulo.
    expect(currentRosterMonth(new Date('2027-01-01T01:00:00Z'))).toBe('2026-12');
    expect(currentRosterMonth(new Date('2027-01-01T03:00:00Z'))).toBe('2027-01');
  });

  it.each([
    ['2026-12', '2026-12'],
    ['2026-13', '2026-05'],
    ['2026-1', '2026-05'],
    ['', '2026-05'],
    ['abc', '2026-05'],
    [null, '2026-05'],
  ])('?month=%s → %s', (text, month) => {
    expect(monthFromParam(text, '2026-05')).toBe(month);
  });
});

describe('shiftMonth: the month bar', () => {
  it.each([
    ['2026-12', 1, '2027-01'],
    ['2027-01', -1, '2026-12'],
    ['2026-05', 0, '2026-05'],
    ['2026-03', -3, '2025-12'],
    ['2099-12', 1, '2099-12'],
    ['1900-01', -1, '1900-01'],
  ])('%s %i → %s', (month, delta, next) => {
    expect(shiftMonth(month, delta)).toBe(next);
  });
});

describe('daysOfMonth', () => {
  it.each([
    ['2026-12', 31],
    ['2026-11', 30],
    ['2026-02', 28],
    ['2028-02', 29],
    ['2100-02', 28],
  ])('%s has %i days', (month, count) => {
    const days = daysOfMonth(month);
    expect(days).toHaveLength(count);
    expect(days[0]).toBe(`${month}-01`);
    expect(days.at(-1)).toBe(`${month}-${count}`);
  });
});

describe('weekdays and names of days', () => {
  it('counts from Sunday, as the catalog lists them', () => {
    expect(weekdayOf('2026-12-06')).toBe(0);
    expect(weekdayOf('2026-12-07')).toBe(1);
    expect(weekdayOf('2026-12-12')).toBe(6);
    expect(isWeekend('2026-12-12')).toBe(true);
    expect(isWeekend('2026-12-13')).toBe(true);
    expect(isWeekend('2026-12-14')).toBe(false);
  });

  it('names a day DD/MM and a month in pt-BR words', () => {
    expect(dayAndMonth('2026-03-12')).toBe('12/03');
    expect(monthTitle('2026-12')).toBe('dezembro de 2026');
    expect(monthTitle('2027-03')).toBe('março de 2027');
  });
});
