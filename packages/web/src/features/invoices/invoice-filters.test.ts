import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFromFilters, queryOf, withChange } from './invoice-filters';

const PAYER = '5a7d3c1b-2e4f-4a6b-8c9d-0e1f2a3b4c5d';

describe('invoice list filters', () => {
  it('round-trips through the URL', () => {
    const filters = { payer: PAYER, from: '2024-01-01', to: '2024-01-31', search: 'NF 1', page: 3 };
    expect(filtersFromParams(paramsFromFilters(filters))).toEqual(filters);
  });

  it('drops what is not a filter value', () => {
    const params = new URLSearchParams({ payer: 'x', from: '01/01/2024', page: '-2', q: '  ' });
    expect(filtersFromParams(params)).toEqual({ payer: null, from: null, to: null, search: '', page: 1 });
  });

  it('goes back to page 1 when a filter changes', () => {
    const filters = filtersFromParams(new URLSearchParams({ page: '4' }));
    expect(withChange(filters, { search: 'a' }).page).toBe(1);
    expect(withChange(filters, { page: 5 }).page).toBe(5);
  });

  it('asks the API only for the filters set', () => {
    expect(queryOf(filtersFromParams(new URLSearchParams()))).toEqual({
      healthInsuranceId: undefined,
      dateFrom: undefined,
      dateTo: undefined,
      search: undefined,
      page: 1,
    });
  });
});
