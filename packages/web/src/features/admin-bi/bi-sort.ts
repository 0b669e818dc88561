import type { AdminBiCompany } from '@honora/contract';
import { compareText, toCents } from '@honora/domain';

/** The columns the BI table sorts by. */
export const BI_SORT_KEYS = [
  'name',
  'kind',
  'place',
  'count',
  'produced',
  'received',
  'glosado',
  'inProcessing',
] as const;
export type BiSortKey = (typeof BI_SORT_KEYS)[number];

export interface BiSort {
  key: BiSortKey;
  direction: 'asc' | 'desc';
}

const TEXT_KEYS: readonly BiSortKey[] = ['name', 'kind', 'place'];

/** The largest production first (the server's order). */
export const DEFAULT_BI_SORT: BiSort = { key: 'produced', direction: 'desc' };

const MONEY: Record<'produced' | 'received' | 'glosado' | 'inProcessing', keyof AdminBiCompany> = {
  produced: 'totalProduced',
  received: 'totalReceived',
  glosado: 'totalGlosado',
  inProcessing: 'totalInProcessing',
};

const kindRank = (c: AdminBiCompany) => (c.isMatriz ? 0 : c.isFilial ? 1 : 2);
const placeText = (c: AdminBiCompany) => (c.place ? `${c.place.uf} ${c.place.city}` : '');
const sign = (value: bigint | number) => (value > 0 ? 1 : value < 0 ? -1 : 0);

function compareBy(key: BiSortKey, a: AdminBiCompany, b: AdminBiCompany): number {
  switch (key) {
    case 'name':
      return compareText(a.name, b.name);
    case 'kind':
      return kindRank(a) - kindRank(b);
    case 'place':
      // Companies without a city last, whatever the direction asks of the others.
      return compareText(placeText(a) || '\uffff', placeText(b) || '\uffff');
    case 'count':
      return a.count - b.count;
    default:
      return sign(toCents(a[MONEY[key]] as string) - toCents(b[MONEY[key]] as string));
  }
}

/** The rows in the chosen order; ties by name (pt-BR collation). */
export function sortCompanies(rows: readonly AdminBiCompany[], sort: BiSort): AdminBiCompany[] {
  const direction = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => direction * compareBy(sort.key, a, b) || compareText(a.name, b.name));
}

/** A click on a column: the same column turns around; another starts A–Z for text, largest first for numbers. */
export function nextSort(current: BiSort, key: BiSortKey): BiSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: TEXT_KEYS.includes(key) ? 'asc' : 'desc' };
}
