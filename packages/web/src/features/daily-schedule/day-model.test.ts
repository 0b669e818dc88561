import { describe, expect, it } from 'vitest';
import {
  dayFromParam,
  dayTitle,
  doctorText,
  isRosterDay,
  isRunningAt,
  phoneHref,
  phoneText,
  placeTimes,
  shiftDay,
  todayOf,
  updatedText,
} from './day-model';

/** A place of the front desk's day; São Paulo is UTC−3 (no daylight saving since 2019). */
const place = (day: string, startsAt: string, endsAt: string) => ({ day, startsAt, endsAt });

describe('the day shown', () => {
  it('is today in São Paulo, not in UTC', () => {
    // 01:30 UTC on the 11th is still 22:30 of the 10th in São Paulo.
    expect(todayOf(Date.parse('2026-12-11T01:30:00Z'))).toBe('2026-12-10');
    expect(todayOf(Date.parse('2026-12-11T03:00:00Z'))).toBe('2026-12-11');
  });

  it.each([
    ['2026-12-10', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-12-1', false],
    ['1899-12-31', false],
    ['10/12/2026', false],
    ['', false],
  ])('%s is a day the screen takes: %s', (text, isDay) => {
    expect(isRosterDay(text)).toBe(isDay);
  });

  it('comes from the address, or falls back when missing or not a day', () => {
    expect(dayFromParam('2026-12-10', '2026-01-01')).toBe('2026-12-10');
    expect(dayFromParam(null, '2026-01-01')).toBe('2026-01-01');
    expect(dayFromParam('2026-02-30', '2026-01-01')).toBe('2026-01-01');
    expect(dayFromParam('<script>', '2026-01-01')).toBe('2026-01-01');
  });

  it('moves a day at a time across months and years', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2027-03-01', -1)).toBe('2027-02-28');
    expect(shiftDay('2099-12-31', 1)).toBe('2099-12-31');
  });

  it('is titled with the full pt-BR date, whatever the browser language', () => {
    expect(dayTitle('2026-12-10')).toBe('quinta-feira, 10 de dezembro de 2026');
    expect(dayTitle('2027-01-01')).toBe('sexta-feira, 1 de janeiro de 2027');
  });
});

describe('placeTimes: the hours of a place on the day shown, São Paulo time', () => {
  it.each([
    ['a day shift', place('2026-12-10', '2026-12-10T10:00:00Z', '2026-12-10T22:00:00Z'), '07:00–19:00'],
    [
      'a night into the next day',
      place('2026-12-10', '2026-12-10T22:00:00Z', '2026-12-11T10:00:00Z'),
      '19:00–07:00 (até o dia seguinte)',
    ],
    [
      'the night before, still running',
      place('2026-12-09', '2026-12-09T22:00:00Z', '2026-12-10T10:00:00Z'),
      '19:00–07:00 (desde a véspera)',
    ],
    [
      'a 24-hour shift',
      place('2026-12-10', '2026-12-10T10:00:00Z', '2026-12-11T10:00:00Z'),
      '07:00–07:00 (até o dia seguinte)',
    ],
    [
      'a shift ending at midnight',
      place('2026-12-10', '2026-12-10T21:00:00Z', '2026-12-11T03:00:00Z'),
      '18:00–00:00 (até o dia seguinte)',
    ],
  ])('%s', (_name, p, text) => {
    expect(placeTimes(p, '2026-12-10')).toBe(text);
  });
});

describe('isRunningAt: who is on duty now', () => {
  const night = place('2026-12-09', '2026-12-09T22:00:00Z', '2026-12-10T10:00:00Z');
  it.each([
    ['2026-12-09T21:59:59Z', false],
    ['2026-12-09T22:00:00Z', true],
    ['2026-12-10T09:59:59Z', true],
    ['2026-12-10T10:00:00Z', false],
  ])('at %s → %s (the start counts, the end does not)', (at, isRunning) => {
    expect(isRunningAt(night, Date.parse(at))).toBe(isRunning);
  });
});

describe('the doctor and the phone', () => {
  it('shows initials and name, the name alone, or nothing for an open place', () => {
    const doctorId = '6f1d4c1e-0000-4000-8000-000000000001';
    expect(doctorText({ doctorId, doctorName: 'Bruno Anestesista', doctorInitials: 'BA' })).toBe(
      'BA — Bruno Anestesista',
    );
    expect(doctorText({ doctorId, doctorName: 'Bruno Anestesista', doctorInitials: null })).toBe('Bruno Anestesista');
    expect(doctorText({ doctorId: null, doctorName: null, doctorInitials: null })).toBeNull();
  });

  it('reads a Brazilian phone and dials it in E.164', () => {
    expect(phoneText('+5511988880002')).toBe('(11) 98888-0002');
    expect(phoneHref('+5511988880002')).toBe('tel:+5511988880002');
    expect(phoneHref('(11) 3333-4444')).toBe('tel:+551133334444');
  });

  it('keeps a phone of another country as stored, and dials its digits', () => {
    expect(phoneText('+1 415 555 0100')).toBe('+1 415 555 0100');
    expect(phoneHref('+1 415 555 0100')).toBe('tel:+14155550100');
  });

  it('tells when the roster was last read, São Paulo time', () => {
    expect(updatedText(Date.parse('2026-12-10T17:32:10Z'))).toBe('Atualizada às 14:32');
  });
});
