import { describe, expect, it } from 'vitest';
import {
  activeReportFilterCount,
  canSearchReport,
  DEFAULT_REPORT_FILTERS,
  monthOf,
  paramsFromReportFilters,
  reportFiltersFromParams,
  reportQueryOf,
  withReportChange,
  type ReportFilters,
} from './report-filters';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('report filters in the URL', () => {
  it('a plain report keeps a plain address', () => {
    expect(paramsFromReportFilters(DEFAULT_REPORT_FILTERS).toString()).toBe('');
    expect(reportFiltersFromParams(new URLSearchParams())).toEqual(DEFAULT_REPORT_FILTERS);
  });

  it('round-trips every filter', () => {
    const filters: ReportFilters = {
      companyIds: [A, B],
      insurerIds: [A],
      receiverIds: [B],
      batchId: A,
      hospitalId: B,
      dateField: 'creationDate',
      from: '2025-03-01',
      to: '2025-03-31',
      actions: ['Received', 'Glosado'],
      types: ['ATTENDANCEFEE'],
      withCanceled: true,
      page: 3,
    };
    expect(reportFiltersFromParams(paramsFromReportFilters(filters))).toEqual(filters);
  });

  it('leaves out what does not fit', () => {
    const params = new URLSearchParams({
      companyIds: Array.from({ length: 12 }, () => A).join(',') + ',nope',
      insurerIds: 'x',
      batchId: '123',
      hospitalId: 'bad',
      dateField: 'other',
      from: '01/03/2025',
      actions: 'Received,Stolen',
      types: 'PROCEDURE,FOO',
      withCanceled: 'yes',
      page: '-2',
    });
    const filters = reportFiltersFromParams(params);
    expect(filters.companyIds).toHaveLength(10);
    expect(filters.insurerIds).toEqual([]);
    expect(filters.batchId).toBe('');
    expect(filters.hospitalId).toBeNull();
    expect(filters.dateField).toBe('date');
    expect(filters.from).toBeNull();
    expect(filters.actions).toEqual(['Received']);
    expect(filters.types).toEqual(['PROCEDURE']);
    expect(filters.withCanceled).toBe(false);
    expect(filters.page).toBe(1);
  });

  it('a change goes back to the first page, a page change does not', () => {
    const onPage3 = { ...DEFAULT_REPORT_FILTERS, page: 3 };
    expect(withReportChange(onPage3, { insurerIds: [A] }).page).toBe(1);
    expect(withReportChange(onPage3, { page: 4 }).page).toBe(4);
  });

  it('counts the filters in force', () => {
    expect(activeReportFilterCount({ ...DEFAULT_REPORT_FILTERS, page: 5 })).toBe(0);
    expect(activeReportFilterCount({ ...DEFAULT_REPORT_FILTERS, insurerIds: [A], withCanceled: true })).toBe(2);
  });
});

describe('the search needs an insurer, an anesthetist or a batch', () => {
  it.each([
    [{}, false],
    [{ companyIds: [A], from: '2025-01-01', actions: ['Received'] }, false],
    [{ insurerIds: [A] }, true],
    [{ receiverIds: [B] }, true],
    [{ batchId: A }, true],
  ] as [Partial<ReportFilters>, boolean][])('%j → %s', (patch, expected) => {
    expect(canSearchReport({ ...DEFAULT_REPORT_FILTERS, ...patch })).toBe(expected);
  });
});

describe('the API query', () => {
  it('sends the day after the last one as the exclusive end', () => {
    const query = reportQueryOf({ ...DEFAULT_REPORT_FILTERS, insurerIds: [A], from: '2025-02-01', to: '2025-02-28' });
    expect(query).toMatchObject({
      healthInsuranceIds: [A],
      from: '2025-02-01',
      to: '2025-03-01',
      withCanceled: 'false',
    });
    expect(query.companyIds).toBeUndefined();
    expect(query.actions).toBeUndefined();
  });
});

describe('monthOf', () => {
  it.each([
    ['2025-01-15', '2025-01-01', '2025-01-31'],
    ['2024-02-29', '2024-02-01', '2024-02-29'],
    ['2025-02-10', '2025-02-01', '2025-02-28'],
    ['2025-12-31', '2025-12-01', '2025-12-31'],
    ['2025-04-01', '2025-04-01', '2025-04-30'],
  ])('%s → %s … %s', (date, from, to) => {
    expect(monthOf(date)).toEqual({ from, to });
  });
});
