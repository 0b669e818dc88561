import type { CoreMonth } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import {
  currentCoreYear,
  filledText,
  isClosed,
  monthName,
  monthSituation,
  shiftYear,
  whenText,
  yearFromParam,
} from './core-year';

const draft: CoreMonth = {
  month: '2027-01',
  version: 0,
  publishedAt: null,
  publishedByName: null,
  closedAt: null,
  closedByName: null,
  reopenedAt: null,
  reopenedByName: null,
  reopenObservation: null,
  filled: 0,
  total: 62,
};

describe('the core year', () => {
  it("is São Paulo's year: the New Year's Eve night in UTC is still the old year there", () => {
    expect(currentCoreYear(new Date('2027-01-01T02:00:00Z'))).toBe('2026');
    expect(currentCoreYear(new Date('2027-01-01T03:00:00Z'))).toBe('2027');
  });

  it.each([
    ['2027', '2027'],
    ['1999', '1999'],
    [null, '2026'],
    ['', '2026'],
    ['27', '2026'],
    ['2100', '2026'],
    ['2027-01', '2026'],
  ])('reads ?year=%s as %s', (text, year) => {
    expect(yearFromParam(text, '2026')).toBe(year);
  });

  it('moves a year back and forth within the years the API takes', () => {
    expect(shiftYear('2026', 1)).toBe('2027');
    expect(shiftYear('2026', -1)).toBe('2025');
    expect(shiftYear('2099', 1)).toBe('2099');
    expect(shiftYear('1900', -1)).toBe('1900');
  });
});

describe('the month row', () => {
  it.each([
    ['2027-01', 'janeiro de 2027'],
    ['2026-03', 'março de 2026'],
    ['2026-12', 'dezembro de 2026'],
  ])('names %s "%s" in pt-BR whatever the browser language', (month, name) => {
    expect(monthName(month)).toBe(name);
  });

  it('tells instants in São Paulo time, DD/MM/AAAA HH:mm', () => {
    expect(whenText('2026-12-01T01:30:00.000Z')).toBe('30/11/2026 22:30');
  });

  it('says a month nobody published nor closed is being built', () => {
    expect(monthSituation(draft)).toEqual({ status: 'Em montagem', details: [] });
    expect(isClosed(draft)).toBe(false);
  });

  it('says who published the month and when', () => {
    const published = { ...draft, publishedAt: '2026-12-10T15:05:00Z', publishedByName: 'Carla' };
    expect(monthSituation(published)).toEqual({ status: 'Publicada por Carla em 10/12/2026 12:05', details: [] });
  });

  it('says a closed month is closed, and still tells its publication', () => {
    const closed = {
      ...draft,
      publishedAt: '2026-12-10T15:05:00Z',
      publishedByName: 'Carla',
      closedAt: '2027-02-01T12:00:00Z',
      closedByName: 'Diego',
    };
    expect(isClosed(closed)).toBe(true);
    expect(monthSituation(closed)).toEqual({
      status: 'Fechado por Diego em 01/02/2027 09:00',
      details: ['Publicada por Carla em 10/12/2026 12:05'],
    });
  });

  it('tells the last reopening with its observation', () => {
    const reopened = {
      ...draft,
      reopenedAt: '2027-02-02T13:00:00Z',
      reopenedByName: 'Carla',
      reopenObservation: 'Troca de plantão do dia 10',
    };
    expect(monthSituation(reopened).details).toEqual([
      'Reaberto por Carla em 02/02/2027 10:00: Troca de plantão do dia 10',
    ]);
  });

  it('counts the filled places of all of them', () => {
    expect(filledText({ filled: 12, total: 62 })).toBe('12 de 62');
  });
});
