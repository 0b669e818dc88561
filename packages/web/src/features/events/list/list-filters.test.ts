import { describe, expect, it } from 'vitest';
import { visibleColumns } from './column-model';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  filtersFromParams,
  groupsOf,
  paramsFromFilters,
  queryOf,
  statusesOf,
  withChange,
} from './list-filters';

const A = '0b6a2f4e-8c1d-4e2f-9a3b-1c2d3e4f5a6b';
const B = '1b6a2f4e-8c1d-4e2f-9a3b-1c2d3e4f5a6b';

describe('events list filters in the URL', () => {
  it('reads the defaults from an empty query and writes nothing back', () => {
    const filters = filtersFromParams(new URLSearchParams(), 'ready');
    expect(filters).toEqual(DEFAULT_FILTERS);
    expect(paramsFromFilters(filters).toString()).toBe('');
  });

  it('keeps every filter through a round trip', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      companyIds: [A, B],
      statuses: ['AwaitingCheck' as const, 'Pending' as const],
      statusGroup: 'toCheck' as const,
      dateField: 'createdAt' as const,
      from: '2025-01-01',
      to: '2025-01-31',
      insurerIds: [A],
      hospitalId: A,
      surgeonId: B,
      anesthetistId: A,
      patientId: B,
      numGuide: '123',
      batchId: A,
      customFields: { sala: '3', urgente: 'true' },
      active: 'all' as const,
      sort: 'numGuide' as const,
      dir: 'asc' as const,
      page: 3,
    };
    const params = paramsFromFilters(filters);
    expect(filtersFromParams(new URLSearchParams(params.toString()), 'ready')).toEqual(filters);
  });

  it('leaves out what does not belong to the page or is malformed', () => {
    const params = new URLSearchParams({
      statuses: 'ProtocolCreated,AwaitingCheck,Nope',
      statusGroup: 'notReady',
      hospitalId: 'not-an-id',
      from: '01/02/2025',
      page: '-2',
      sort: 'drop table',
      customFields: '{bad json',
      active: 'maybe',
    });
    const ready = filtersFromParams(params, 'ready');
    expect(ready.statuses).toEqual(['AwaitingCheck']);
    expect(ready.statusGroup).toBeNull();
    expect(ready.hospitalId).toBeNull();
    expect(ready.from).toBeNull();
    expect(ready.page).toBe(1);
    expect(ready.sort).toBe('dtProcedure');
    expect(ready.customFields).toEqual({});
    expect(ready.active).toBe('true');
    expect(filtersFromParams(params, 'notReady').statuses).toEqual(['ProtocolCreated']);
  });

  it('takes at most 10 companies from a query', () => {
    const ids = Array.from({ length: 12 }, (_, i) => `${String(i).padStart(8, '0')}-8c1d-4e2f-9a3b-1c2d3e4f5a6b`);
    expect(filtersFromParams(new URLSearchParams({ companyIds: ids.join(',') }), 'ready').companyIds).toHaveLength(10);
  });

  it('splits the statuses between the two lists and offers groups only on the ready one', () => {
    expect(statusesOf('notReady')).toEqual([
      'ProtocolCreated',
      'Imported',
      'CustomInfo',
      'WaitFill',
      'Filled',
      'InternalPending',
    ]);
    expect(statusesOf('ready')).not.toContain('ProtocolCreated');
    expect(statusesOf('ready')).toHaveLength(14);
    expect(groupsOf('notReady')).toEqual([]);
    expect(groupsOf('ready')).not.toContain('notReady');
  });

  it('goes back to the first page when a filter changes, not when the page does', () => {
    const onPage3 = { ...DEFAULT_FILTERS, page: 3 };
    expect(withChange(onPage3, { numGuide: '9' }).page).toBe(1);
    expect(withChange(onPage3, { page: 4 }).page).toBe(4);
  });

  it('counts the filters in force, not the sort or the page', () => {
    expect(activeFilterCount({ ...DEFAULT_FILTERS, sort: 'status', page: 2 })).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, insurerIds: [A], active: 'false' })).toBe(2);
  });

  it('builds the route query with the readiness and without empty filters', () => {
    const query = queryOf({ ...DEFAULT_FILTERS, insurerIds: [A], customFields: { sala: '3' } }, 'notReady');
    expect(query).toMatchObject({ readiness: 'notReady', insurerIds: [A], customFields: '{"sala":"3"}', page: 1 });
    expect(query.statuses).toBeUndefined();
    expect(query.numGuide).toBeUndefined();
  });
});

describe('events table columns', () => {
  it('shows the chosen columns in the table order and money only with values', () => {
    expect(visibleColumns(['totalProduced', 'status', 'numGuide'], true)).toEqual([
      'numGuide',
      'status',
      'totalProduced',
    ]);
    expect(visibleColumns(['totalProduced', 'status', 'numGuide'], false)).toEqual(['numGuide', 'status']);
  });
});
