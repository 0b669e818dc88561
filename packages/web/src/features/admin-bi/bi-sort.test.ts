import type { AdminBiCompany } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BI_SORT, nextSort, sortCompanies } from './bi-sort';

const company = (name: string, produced: string, extra: Partial<AdminBiCompany> = {}): AdminBiCompany => ({
  companyId: name,
  name,
  isMatriz: false,
  isFilial: false,
  matrizName: null,
  isRemoved: false,
  place: null,
  count: 1,
  totalProduced: produced,
  totalReceived: '0.00',
  totalGlosado: '0.00',
  totalInProcessing: '0.00',
  ...extra,
});

const rows = [
  company('Beta', '1000.00', { count: 5, place: { ibgeCode: '3550308', city: 'São Paulo', uf: 'SP' } }),
  company('alfa', '999.99', { isMatriz: true, count: 5 }),
  company('Ávila', '10000.00', {
    isFilial: true,
    count: 2,
    place: { ibgeCode: '4106902', city: 'Curitiba', uf: 'PR' },
  }),
  company('Gama', '1000.00'),
];
const names = (list: AdminBiCompany[]) => list.map((c) => c.name);

describe('sorting the BI table', () => {
  it('puts the largest production first by default, ties by name', () => {
    expect(names(sortCompanies(rows, DEFAULT_BI_SORT))).toEqual(['Ávila', 'Beta', 'Gama', 'alfa']);
  });

  it('compares money exactly, as cents (1000.00 above 999.99)', () => {
    expect(names(sortCompanies(rows, { key: 'produced', direction: 'asc' }))).toEqual([
      'alfa',
      'Beta',
      'Gama',
      'Ávila',
    ]);
  });

  it('sorts names with the Brazilian collation, and counts', () => {
    expect(names(sortCompanies(rows, { key: 'name', direction: 'asc' }))).toEqual(['alfa', 'Ávila', 'Beta', 'Gama']);
    expect(names(sortCompanies(rows, { key: 'count', direction: 'desc' }))).toEqual(['alfa', 'Beta', 'Ávila', 'Gama']);
  });

  it('sorts by kind (matriz, filial, independent) and by UF and city, those without one last', () => {
    expect(names(sortCompanies(rows, { key: 'kind', direction: 'asc' }))).toEqual(['alfa', 'Ávila', 'Beta', 'Gama']);
    expect(names(sortCompanies(rows, { key: 'place', direction: 'asc' }))).toEqual(['Ávila', 'Beta', 'alfa', 'Gama']);
  });

  it('turns a column around on a second click; a new column starts A–Z or largest first', () => {
    expect(nextSort(DEFAULT_BI_SORT, 'produced')).toEqual({ key: 'produced', direction: 'asc' });
    expect(nextSort(DEFAULT_BI_SORT, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort(DEFAULT_BI_SORT, 'count')).toEqual({ key: 'count', direction: 'desc' });
  });
});
