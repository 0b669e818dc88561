import { describe, expect, it } from 'vitest';
import {
  changeTransferFilters,
  defaultTransferFilters,
  transferFiltersOf,
  userTransferFiltersOf,
  writeTransferFilters,
  writeUserTransferFilters,
  yearOptions,
} from './transfer-filters';

const TODAY = '2026-01-15';
const params = (text: string) => new URLSearchParams(text);

describe('the filters of /client/Transfers', () => {
  it('shows the previous month in mode ALL, and the history of the last 12 months', () => {
    expect(transferFiltersOf(params(''), TODAY)).toEqual({
      month: '2025-12',
      mode: 'ALL',
      search: '',
      page: 1,
      from: '2025-02',
      to: '2026-01',
    });
  });

  it('reads the address, and takes the default for what does not fit', () => {
    expect(transferFiltersOf(params('month=2025-06&mode=RECURSED&search=Bruno&page=3'), TODAY)).toMatchObject({
      month: '2025-06',
      mode: 'RECURSED',
      search: 'Bruno',
      page: 3,
    });
    expect(transferFiltersOf(params('month=2025-13&mode=NONE&page=-1'), TODAY)).toMatchObject({
      month: '2025-12',
      mode: 'ALL',
      page: 1,
    });
    expect(transferFiltersOf(params('from=2025-10&to=2025-08'), TODAY)).toMatchObject({
      from: '2025-08',
      to: '2025-08',
    });
  });

  it('goes back to the first page of receivers when the month, the mode or the search change', () => {
    const current = { ...defaultTransferFilters(TODAY), page: 4 };
    expect(changeTransferFilters(current, { month: '2025-11' }).page).toBe(1);
    expect(changeTransferFilters(current, { mode: 'RECEIVED' }).page).toBe(1);
    expect(changeTransferFilters(current, { search: 'Ana' }).page).toBe(1);
    expect(changeTransferFilters(current, { from: '2025-05' }).page).toBe(4);
    expect(changeTransferFilters(current, { page: 2 }).page).toBe(2);
  });

  it('never inverts the history period: the other end follows', () => {
    const current = defaultTransferFilters(TODAY);
    expect(changeTransferFilters(current, { to: '2024-12' })).toMatchObject({ from: '2024-12', to: '2024-12' });
    expect(changeTransferFilters(current, { from: '2026-01' })).toMatchObject({ from: '2026-01', to: '2026-01' });
    expect(changeTransferFilters({ ...current, to: '2025-03' }, { from: '2025-06' })).toMatchObject({
      from: '2025-06',
      to: '2025-06',
    });
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    const filters = { ...defaultTransferFilters(TODAY), month: '2025-11', search: 'Bruno' };
    const written = writeTransferFilters(params('month=2025-10&page=2'), filters, TODAY);
    expect(written.toString()).toBe('month=2025-11&search=Bruno');
    expect(transferFiltersOf(written, TODAY)).toEqual(filters);
  });
});

describe('the filters of /client/UserTransfer', () => {
  it('shows this year, every receiver, page 1', () => {
    expect(userTransferFiltersOf(params(''), TODAY)).toEqual({ year: 2026, receiverId: null, page: 1 });
    expect(userTransferFiltersOf(params('year=2024&receiver=abc&page=2'), TODAY)).toEqual({
      year: 2024,
      receiverId: 'abc',
      page: 2,
    });
    expect(userTransferFiltersOf(params('year=24&receiver='), TODAY)).toEqual({
      year: 2026,
      receiverId: null,
      page: 1,
    });
  });

  it('writes the year only when it is not this one', () => {
    expect(
      writeUserTransferFilters(params('page=3'), { year: 2026, receiverId: null, page: 1 }, TODAY).toString(),
    ).toBe('');
    expect(writeUserTransferFilters(params(''), { year: 2025, receiverId: 'r1', page: 2 }, TODAY).toString()).toBe(
      'year=2025&receiver=r1&page=2',
    );
  });

  it('offers this year and the ones before it, plus the one in the address', () => {
    expect(yearOptions(TODAY, 3).map((o) => o.value)).toEqual(['2026', '2025', '2024']);
    expect(yearOptions(TODAY, 2, 2019).map((o) => o.value)).toEqual(['2026', '2025', '2019']);
  });
});
