import { describe, expect, it } from 'vitest';
import {
  appealFiltersFromParams,
  appealListQuery,
  hasAppealFilters,
  paramsFromAppealFilters,
  withAppealChange,
} from './appeal-filters';

const INSURER = '0b6e0c1e-3f9a-4a53-9d1c-5c8e0f6f2a11';

describe('the appeal filters in the URL', () => {
  it('reads what fits and leaves out the rest', () => {
    const filters = appealFiltersFromParams(
      new URLSearchParams(`status=Sent&insurerId=${INSURER}&due=week&page=3&view=stats`),
    );
    expect(filters).toEqual({ view: 'stats', status: 'Sent', insurerId: INSURER, due: 'week', page: 3 });
    expect(appealFiltersFromParams(new URLSearchParams('status=Lost&insurerId=x&due=month&page=-2&view=x'))).toEqual({
      view: 'list',
      status: null,
      insurerId: null,
      due: null,
      page: 1,
    });
  });

  it('writes only what is set, and reads it back the same', () => {
    const empty = appealFiltersFromParams(new URLSearchParams());
    expect(paramsFromAppealFilters(empty).toString()).toBe('');
    const filters = { ...empty, due: 'overdue' as const, insurerId: INSURER, page: 2 };
    expect(appealFiltersFromParams(paramsFromAppealFilters(filters))).toEqual(filters);
  });

  it('goes back to the first page when a filter changes', () => {
    const filters = appealFiltersFromParams(new URLSearchParams('page=4'));
    expect(withAppealChange(filters, { due: 'week' })).toMatchObject({ due: 'week', page: 1 });
    expect(withAppealChange(filters, { page: 5 }).page).toBe(5);
  });

  it('knows when a filter is set (the view is not one)', () => {
    expect(hasAppealFilters(appealFiltersFromParams(new URLSearchParams('view=stats')))).toBe(false);
    expect(hasAppealFilters(appealFiltersFromParams(new URLSearchParams('due=overdue')))).toBe(true);
  });

  it('asks GET /api/appeals for the filters set', () => {
    expect(appealListQuery(appealFiltersFromParams(new URLSearchParams('due=week&page=2')))).toEqual({
      status: undefined,
      healthInsuranceId: undefined,
      due: 'week',
      page: 2,
    });
  });
});
