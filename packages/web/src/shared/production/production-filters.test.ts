import { describe, expect, it } from 'vitest';
import { defaultPeriod, eventsLink, filtersFromParams, paramsFromFilters, queryOf } from './production-filters';

const A = '0b6a2f4e-8c1d-4e2f-9a3b-1c2d3e4f5a6b';
const B = '1b6a2f4e-8c1d-4e2f-9a3b-1c2d3e4f5a6b';
const TODAY = new Date(2026, 10, 26);

describe('dashboard filters', () => {
  it('defaults to the last twelve months and drops bad ids and dates', () => {
    expect(defaultPeriod(TODAY)).toEqual({ from: '2025-12-01', until: '2026-11-26' });
    expect(filtersFromParams(new URLSearchParams(`from=ontem&healthInsuranceId=abc&hospitalId=${A}`), TODAY)).toEqual({
      from: '2025-12-01',
      until: '2026-11-26',
      companyId: null,
      healthInsuranceId: null,
      hospitalId: A,
      anesthetistId: null,
      isNumbers: false,
    });
  });

  it('round-trips through the URL and builds the API query without blanks', () => {
    const filters = {
      from: '2025-01-01',
      until: '',
      companyId: A,
      healthInsuranceId: B,
      hospitalId: null,
      anesthetistId: null,
      isNumbers: true,
    };
    expect(filtersFromParams(paramsFromFilters(filters), TODAY)).toEqual(filters);
    expect(queryOf(filters)).toEqual({ from: '2025-01-01', companyId: A, healthInsuranceId: B });
  });

  it('links a bar to the events list with the same filters, a month within the period, a not-ready status to its list', () => {
    const filters = filtersFromParams(new URLSearchParams(`from=2025-01-15&until=2025-12-31&companyId=${A}`), TODAY);
    expect(eventsLink(filters, { healthInsuranceId: B })).toBe(
      `/client/events?from=2025-01-15&to=2025-12-31&companyIds=${A}&insurerIds=${B}`,
    );
    expect(eventsLink(filters, { month: '2025-01' })).toBe(
      `/client/events?from=2025-01-15&to=2025-01-31&companyIds=${A}`,
    );
    expect(eventsLink(filters, { month: '2024-02', anesthetistId: B })).toContain('anesthetistId=');
    expect(eventsLink(filters, { status: 'WaitPayment' })).toContain('/client/events?');
    expect(eventsLink(filters, { status: 'Imported' })).toMatch(/^\/client\/notReadyEvents\?.*statuses=Imported$/);
  });
});
