import type { Transfer } from '@honora/contract';
import { formatDate, formatMonth } from '@honora/domain';
import { moneyShown } from '../../shared/forms/decimal-text';
import { formatDecimalText } from '../../shared/pricing/decimal-format';

/** How the transfer screens write their values (billing.md §3 Transfer and user transfer). */

/** Money as the screens show it: "R$ 1.234,56"; absent (stripped without readValues): a dash. */
export function moneyOf(text: string | null | undefined): string {
  const shown = moneyShown(text);
  return shown === '' ? '—' : `R$ ${shown}`;
}

/** A date ("YYYY-MM-DD" or an instant's text) as DD/MM/YYYY; none: a dash. */
export function dateOf(text: string | null | undefined): string {
  return text ? formatDate(text.slice(0, 10)) : '—';
}

/** A transfer's month ("2026-03" or "2026-03-01") as "03/2026". */
export function monthOf(text: string): string {
  return formatMonth(text.slice(0, 7));
}

/** A rate of the engine ("27.5", "20") as "27,5%". */
export function rateOf(text: string | null | undefined): string {
  return text ? `${formatDecimalText(text)}%` : '—';
}

/** The colour of a transfer's status badge: open blue (still a computation), locked green. */
export const STATUS_COLORS: Record<Transfer['status'], string> = {
  OPEN: 'blue',
  LOCKED: 'green',
};

/** How many pages of `pageSize` hold `total` rows (at least one). */
export const pagesOf = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
