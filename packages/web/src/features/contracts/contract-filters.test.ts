import { describe, expect, it } from 'vitest';
import { changeFilters, DEFAULT_FILTERS, filtersOf, listQuery, writeFilters } from './contract-filters';
import {
  changePeriodFilters,
  defaultPeriodFilters,
  periodFiltersOf,
  periodQuery,
  writePeriodFilters,
} from './period-filters';

const TODAY = '2027-11-15';

describe('the filters of /client/contracts in the address', () => {
  it('reads the defaults from an empty address and writes nothing for them', () => {
    expect(filtersOf(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
    expect(writeFilters(new URLSearchParams('other=1'), DEFAULT_FILTERS).toString()).toBe('other=1');
  });

  it('reads back what it wrote, and ignores what does not fit', () => {
    const filters = { search: 'Cobertura', status: 'WaitPayment', current: 'true', page: 3 } as const;
    const params = writeFilters(new URLSearchParams(), filters);
    expect(filtersOf(params)).toEqual(filters);
    expect(filtersOf(new URLSearchParams('status=Paid&current=maybe&page=0'))).toEqual(DEFAULT_FILTERS);
  });

  it('goes back to page 1 on a change of the filters, not on a change of page', () => {
    const on3 = { ...DEFAULT_FILTERS, page: 3 };
    expect(changeFilters(on3, { status: 'Open' }).page).toBe(1);
    expect(changeFilters(on3, { page: 4 }).page).toBe(4);
  });

  it('asks the API for the filters, without an empty search', () => {
    expect(listQuery(DEFAULT_FILTERS)).toEqual({ status: 'all', current: 'all', page: 1 });
    expect(listQuery({ ...DEFAULT_FILTERS, search: 'Hospital' })).toMatchObject({ search: 'Hospital' });
  });
});

describe('the filters of /client/periodOfPayment in the address', () => {
  it('shows this month and the next two by default, every status', () => {
    expect(defaultPeriodFilters(TODAY)).toEqual({ from: '2027-11', to: '2028-01', status: 'all' });
    expect(periodFiltersOf(new URLSearchParams(), TODAY)).toEqual(defaultPeriodFilters(TODAY));
    expect(writePeriodFilters(new URLSearchParams(), defaultPeriodFilters(TODAY), TODAY).toString()).toBe('');
  });

  it('reads back what it wrote', () => {
    const filters = { from: '2027-01', to: '2027-06', status: 'Received' } as const;
    expect(periodFiltersOf(writePeriodFilters(new URLSearchParams(), filters, TODAY), TODAY)).toEqual(filters);
    expect(periodQuery(filters)).toEqual(filters);
  });

  it('never inverts the range: the end moved past the other takes it along', () => {
    const current = defaultPeriodFilters(TODAY);
    expect(changePeriodFilters(current, { from: '2028-03' })).toMatchObject({ from: '2028-03', to: '2028-03' });
    expect(changePeriodFilters(current, { to: '2027-05' })).toMatchObject({ from: '2027-05', to: '2027-05' });
  });

  it('keeps the range within the 24 months the API answers', () => {
    const current = defaultPeriodFilters(TODAY);
    expect(changePeriodFilters(current, { to: '2031-01' })).toMatchObject({ from: '2029-02', to: '2031-01' });
    expect(changePeriodFilters(current, { from: '2020-01' })).toMatchObject({ from: '2020-01', to: '2021-12' });
    expect(periodFiltersOf(new URLSearchParams('from=2020-01&to=2030-01&status=x'), TODAY)).toEqual({
      from: '2020-01',
      to: '2021-12',
      status: 'all',
    });
  });
});
