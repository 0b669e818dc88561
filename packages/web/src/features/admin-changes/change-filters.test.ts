import { messages } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { emptyFilters, formatChangeValue, toChangeFilters } from './change-filters';

const company = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('toChangeFilters', () => {
  it('sends nothing for empty filters', () => {
    expect(toChangeFilters(emptyFilters)).toEqual({ filters: {} });
  });

  it('sends the dates typed DD/MM/YYYY as ISO days, with the chosen ids', () => {
    expect(
      toChangeFilters({
        companyId: company,
        userId: 'u-1',
        collection: 'users',
        from: '01/02/2026',
        to: ' 10/02/2026 ',
      }),
    ).toEqual({
      filters: { companyId: company, userId: 'u-1', collection: 'users', from: '2026-02-01', to: '2026-02-10' },
    });
  });

  it('puts a date that is not one under its field', () => {
    expect(toChangeFilters({ ...emptyFilters, from: '31/02/2026', to: '2026-02-10' })).toEqual({
      errors: { from: messages.validation.invalidDate, to: messages.validation.invalidDate },
    });
  });

  it('refuses a range that ends before it starts, under "to"', () => {
    expect(toChangeFilters({ ...emptyFilters, from: '10/02/2026', to: '01/02/2026' })).toEqual({
      errors: { to: messages.validation.dateRange },
    });
  });
});

describe('formatChangeValue', () => {
  it.each<[unknown, string]>([
    [null, '—'],
    [undefined, '—'],
    ['', '—'],
    ['DE', 'DE'],
    [true, 'Sim'],
    [false, 'Não'],
    [0, '0'],
    [{ adm: true }, '{"adm":true}'],
    [['a', 'b'], '["a","b"]'],
  ])('%j → %j', (value, text) => {
    expect(formatChangeValue(value)).toBe(text);
  });
});
