import { formatDate } from '@honora/domain';
import type { Collection } from '@honora/contract';
import { moneyShown } from '../../shared/forms/decimal-text';

/** How the collection screens write their values (billing.md §3 Collection). */

/** Money as the screens show it: "R$ 1.234,56"; absent (stripped without readValues): blank. */
export function moneyOf(text: string | null | undefined): string {
  const shown = moneyShown(text);
  return shown === '' ? '' : `R$ ${shown}`;
}

/** A date ("YYYY-MM-DD" or an instant's text) as DD/MM/YYYY; none: a dash. */
export function dateOf(text: string | null | undefined): string {
  return text ? formatDate(text.slice(0, 10)) : '—';
}

/** The colour of a collection's status badge: open blue, settled green, canceled gray. */
export const STATUS_COLORS: Record<Collection['status'], string> = {
  OPEN: 'blue',
  SETTLED: 'green',
  CANCELED: 'gray',
};

/** The money figures of a collection, in the order the list and the header show them. */
export const MONEY_FIELDS = ['value', 'valueCharged', 'valuePaid', 'valueCut', 'valueOpen'] as const;
export type MoneyField = (typeof MONEY_FIELDS)[number];

/** Payments and settlement are registered only on an open collection, by who may write billing. */
export function acceptsPayments(collection: Pick<Collection, 'status' | 'active'>, canWrite: boolean): boolean {
  return canWrite && collection.active && collection.status === 'OPEN';
}

/** How many pages of `pageSize` hold `total` rows (at least one). */
export const pagesOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
