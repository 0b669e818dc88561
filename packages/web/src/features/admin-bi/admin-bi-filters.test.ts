import { describe, expect, it } from 'vitest';
import {
  changePeriod,
  defaultPeriod,
  mapFiltersFromParams,
  periodFromParams,
  writeMapFilters,
  writePeriod,
  type BiPeriod,
} from './admin-bi-filters';

const TODAY = '2025-03-18';
const params = (query: string) => new URLSearchParams(query);

describe('the period of BI and the map', () => {
  it('defaults to the 12 months up to this one', () => {
    expect(defaultPeriod(TODAY)).toEqual({ from: '2024-04', until: '2025-03' });
    expect(periodFromParams(params(''), TODAY)).toEqual({ from: '2024-04', until: '2025-03' });
  });

  it.each([
    ['from=2025-01&until=2025-02', { from: '2025-01', until: '2025-02' }],
    ['from=2025-13&until=2025-02', { from: '2024-04', until: '2025-02' }],
    ['from=2025-03&until=2025-01', { from: '2024-04', until: '2025-03' }],
    ['until=abc', { from: '2024-04', until: '2025-03' }],
  ])('reads %s', (query, period) => {
    expect(periodFromParams(params(query), TODAY)).toEqual(period);
  });

  it('moves the other end when a new one would pass it', () => {
    const current = { from: '2025-01', until: '2025-03' };
    expect(changePeriod(current, { from: '2025-02' })).toEqual({ from: '2025-02', until: '2025-03' });
    expect(changePeriod(current, { from: '2025-05' })).toEqual({ from: '2025-05', until: '2025-05' });
    expect(changePeriod(current, { until: '2024-11' })).toEqual({ from: '2024-11', until: '2024-11' });
    // Only the period: the map's other filters, spread after it, keep their own change.
    expect(changePeriod({ ...current, by: 'companies', uf: null } as BiPeriod, {})).toEqual(current);
  });

  it('writes only what differs from the default, and reads back what it wrote', () => {
    expect(writePeriod(params('x=1'), defaultPeriod(TODAY), TODAY).toString()).toBe('x=1');
    const written = writePeriod(params(''), { from: '2023-01', until: '2025-03' }, TODAY);
    expect(written.toString()).toBe('from=2023-01&until=2025-03');
    const early = { from: '2024-04', until: '2024-06' };
    expect(periodFromParams(writePeriod(params(''), early, TODAY), TODAY)).toEqual(early);
    expect(periodFromParams(written, TODAY)).toEqual({ from: '2023-01', until: '2025-03' });
  });

  it('keeps the measure and a known UF of the map', () => {
    const filters = mapFiltersFromParams(params('by=companies&uf=SP'), TODAY, ['SP', 'PR']);
    expect(filters).toEqual({ from: '2024-04', until: '2025-03', by: 'companies', uf: 'SP', regionId: null });
    expect(mapFiltersFromParams(params('by=x&uf=ZZ'), TODAY, ['SP'])).toMatchObject({ by: 'produced', uf: null });
    expect(writeMapFilters(params(''), filters, TODAY).toString()).toBe('by=companies&uf=SP');
    expect(mapFiltersFromParams(writeMapFilters(params(''), filters, TODAY), TODAY, ['SP'])).toEqual(filters);
  });
});

describe('the map region in the address (decision 063)', () => {
  const REGION = '0b7c1c4e-5b0a-4d0e-9d52-1f5a3c2b7e10';
  it('reads a region id, ignores anything else, and writes it back', () => {
    const read = mapFiltersFromParams(new URLSearchParams(`region=${REGION}`), '2025-03-15', ['SP']);
    expect(read.regionId).toBe(REGION);
    expect(mapFiltersFromParams(new URLSearchParams('region=x'), '2025-03-15', ['SP']).regionId).toBeNull();
    expect(writeMapFilters(new URLSearchParams(''), read, '2025-03-15').get('region')).toBe(REGION);
  });
});
