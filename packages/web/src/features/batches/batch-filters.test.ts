import { describe, expect, it } from 'vitest';
import {
  batchFiltersFromParams,
  hasBatchFilters,
  paramsFromBatchFilters,
  withBatchChange,
  type BatchFilters,
} from './batch-filters';

const ID = '5eea2365-fc2c-461a-8d07-58621a876310';

describe('batch list filters in the URL', () => {
  it('reads what fits and leaves out the rest', () => {
    const filters = batchFiltersFromParams(
      new URLSearchParams({ search: 'jan', status: 'OPEN', insurerId: ID, type: 'SPSADT', page: '3' }),
    );
    expect(filters).toEqual({ search: 'jan', status: 'OPEN', insurerId: ID, type: 'SPSADT', page: 3 });
    expect(
      batchFiltersFromParams(new URLSearchParams({ status: 'DONE', insurerId: 'x', type: 'Other', page: '-2' })),
    ).toEqual({ search: '', status: null, insurerId: null, type: null, page: 1 });
  });

  it('writes only what is set and reads back the same filters', () => {
    const filters: BatchFilters = { search: 'lote', status: 'ACCEPTED', insurerId: ID, type: null, page: 2 };
    const params = paramsFromBatchFilters(filters);
    expect(params.toString()).toBe(`search=lote&status=ACCEPTED&insurerId=${ID}&page=2`);
    expect(batchFiltersFromParams(params)).toEqual(filters);
    expect(paramsFromBatchFilters(batchFiltersFromParams(new URLSearchParams())).toString()).toBe('');
  });

  it('goes back to the first page when a filter changes, and counts filters without the page', () => {
    const filters: BatchFilters = { search: '', status: null, insurerId: null, type: null, page: 4 };
    expect(withBatchChange(filters, { status: 'CLOSED' }).page).toBe(1);
    expect(withBatchChange(filters, { page: 5 }).page).toBe(5);
    expect(hasBatchFilters(filters)).toBe(false);
    expect(hasBatchFilters({ ...filters, type: 'Consulta' })).toBe(true);
  });
});
