import { describe, expect, it } from 'vitest';
import {
  currentMonth,
  dayText,
  monthFromParam,
  monthTitle,
  monthTotals,
  shiftMonth,
  slotTimes,
  totalsText,
} from './my-schedule-model';

/** A slot by its São Paulo wall clock (UTC−3). */
const slot = (startsAt: string, endsAt: string) => ({
  startsAt: new Date(`${startsAt}-03:00`).toISOString(),
  endsAt: new Date(`${endsAt}-03:00`).toISOString(),
});

describe('the month bar', () => {
  it("starts on São Paulo's month: the last night of the month in UTC is still that month there", () => {
    expect(currentMonth(new Date('2027-02-01T02:59:00Z'))).toBe('2027-01');
    expect(currentMonth(new Date('2027-02-01T03:00:00Z'))).toBe('2027-02');
  });

  it.each([
    ['2027-01', '2027-01'],
    [null, '2026-12'],
    ['2027-13', '2026-12'],
    ['2027-1', '2026-12'],
    ['x', '2026-12'],
  ])('reads ?month=%s as %s', (text, month) => {
    expect(monthFromParam(text, '2026-12')).toBe(month);
  });

  it('moves across the year and stops where the API does', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2099-12', 1)).toBe('2099-12');
  });

  it.each([
    ['2027-01', 'janeiro de 2027'],
    ['2026-12', 'dezembro de 2026'],
  ])('names %s "%s"', (month, title) => {
    expect(monthTitle(month)).toBe(title);
  });
});

describe('a slot of the doctor', () => {
  it('tells its day DD/MM/AAAA with the weekday', () => {
    expect(dayText('2027-01-15')).toBe('sexta-feira, 15/01/2027');
    expect(dayText('2027-01-17')).toBe('domingo, 17/01/2027');
  });

  it('tells its times in São Paulo, whatever the time zone of the instants', () => {
    expect(slotTimes(slot('2027-01-15T07:00', '2027-01-15T19:00'))).toEqual({
      text: '07:00–19:00',
      endsNextDay: false,
    });
    expect(slotTimes({ startsAt: '2027-01-15T10:00:00.000Z', endsAt: '2027-01-15T22:00:00.000Z' }).text).toBe(
      '07:00–19:00',
    );
  });

  it('says a night, a shift ending at midnight and a 24-hour shift end the next day', () => {
    expect(slotTimes(slot('2027-01-15T19:00', '2027-01-16T07:00'))).toEqual({
      text: '19:00–07:00',
      endsNextDay: true,
    });
    expect(slotTimes(slot('2027-01-15T19:00', '2027-01-16T00:00')).endsNextDay).toBe(true);
    expect(slotTimes(slot('2027-01-15T07:00', '2027-01-16T07:00'))).toEqual({
      text: '07:00–07:00',
      endsNextDay: true,
    });
  });
});

describe("the month's totals", () => {
  it('counts the slots and adds their hours from the instants', () => {
    const slots = [
      slot('2027-01-15T07:00', '2027-01-15T19:00'),
      slot('2027-01-16T19:00', '2027-01-17T07:00'),
      slot('2027-01-20T07:00', '2027-01-21T07:00'),
    ];
    expect(monthTotals(slots)).toEqual({ count: 3, hours: 48 });
    expect(totalsText(slots)).toBe('3 plantão(ões), 48 h no mês');
  });

  it('writes part of an hour the Brazilian way', () => {
    expect(totalsText([slot('2027-01-15T07:00', '2027-01-15T13:30')])).toBe('1 plantão(ões), 6,5 h no mês');
  });

  it('has nothing in a month without slots', () => {
    expect(monthTotals([])).toEqual({ count: 0, hours: 0 });
  });
});
