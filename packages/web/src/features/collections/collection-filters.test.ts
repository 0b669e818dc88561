import { collectionListQuerySchema } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { changeFilters, defaultFilters, filtersOf, listQuery, writeFilters } from './collection-filters';

const TODAY = '2026-03-15';
const INSURER = '0b6f2f57-7d0c-4a3e-9c52-3f1f6f0a1b2c';
const params = (text: string) => new URLSearchParams(text);

describe('collection list filters', () => {
  it('defaults to the last 6 months up to this one, active, any transfer release, page 1', () => {
    expect(filtersOf(params(''), TODAY)).toEqual({
      from: '2025-10',
      to: '2026-03',
      insurerId: null,
      active: 'true',
      allowTransfer: 'all',
      page: 1,
    });
    expect(defaultFilters('2026-01-31').from).toBe('2025-08');
  });

  it('reads what the address keeps and ignores what does not fit', () => {
    expect(
      filtersOf(params(`from=2024-01&to=2024-06&insurer=${INSURER}&active=all&transfer=false&page=3`), TODAY),
    ).toEqual({
      from: '2024-01',
      to: '2024-06',
      insurerId: INSURER,
      active: 'all',
      allowTransfer: 'false',
      page: 3,
    });
    expect(filtersOf(params('from=2024-13&to=x&insurer=1&active=yes&transfer=&page=-2'), TODAY)).toEqual(
      defaultFilters(TODAY),
    );
  });

  it('never reads an inverted period from the address', () => {
    expect(filtersOf(params('from=2026-05&to=2026-01'), TODAY)).toMatchObject({ from: '2026-01', to: '2026-01' });
  });

  it('goes back to page 1 on any change but the page, and keeps the period in order', () => {
    const current = { ...defaultFilters(TODAY), page: 4 };
    expect(changeFilters(current, { active: 'false' })).toMatchObject({ active: 'false', page: 1 });
    expect(changeFilters(current, { page: 2 }).page).toBe(2);
    expect(changeFilters(current, { from: '2026-06' })).toMatchObject({ from: '2026-06', to: '2026-06' });
    expect(changeFilters(current, { to: '2025-01' })).toMatchObject({ from: '2025-01', to: '2025-01' });
    expect(changeFilters(current, { insurerId: INSURER })).toMatchObject({ insurerId: INSURER, page: 1 });
  });

  it('writes only what differs from the defaults and keeps the rest of the address', () => {
    const written = writeFilters(
      params('other=1&page=5&active=all'),
      { ...defaultFilters(TODAY), insurerId: INSURER, allowTransfer: 'true' },
      TODAY,
    );
    expect(Object.fromEntries(written)).toEqual({ other: '1', insurer: INSURER, transfer: 'true' });
    const back = filtersOf(
      writeFilters(params(''), { ...defaultFilters(TODAY), from: '2025-01', page: 2 }, TODAY),
      TODAY,
    );
    expect(back).toMatchObject({ from: '2025-01', page: 2 });
  });

  it('asks the API with a query its schema takes', () => {
    const query = listQuery({ ...defaultFilters(TODAY), insurerId: INSURER, page: 2 });
    expect(query).toEqual({
      from: '2025-10',
      to: '2026-03',
      healthInsuranceId: INSURER,
      active: 'true',
      isAllowTransfer: 'all',
      page: 2,
    });
    expect(collectionListQuerySchema.safeParse(query).success).toBe(true);
    expect(listQuery(defaultFilters(TODAY)).healthInsuranceId).toBeUndefined();
  });
});
