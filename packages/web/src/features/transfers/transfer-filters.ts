import { TRANSFER_MODES, type TransferMode } from '@honora/domain';
import { addMonths } from '../../shared/forms/months';

/**
 * What /client/Transfers and /client/UserTransfer keep in the address (billing.md §2 Transfers,
 * UserTransfer): a reload or the back button shows the same month, mode, receivers' page and
 * history. Only what differs from the defaults is written.
 */

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export interface TransferFilters {
  /** The month computed and shown, "YYYY-MM": the previous month by default (the one to pay). */
  month: string;
  mode: TransferMode;
  /** The receivers' search by name, and their page. */
  search: string;
  page: number;
  /** The history's months, both ends included: the 12 months up to this one by default. */
  from: string;
  to: string;
}

/** How many months the history shows by default, this one included. */
export const HISTORY_MONTHS = 12;

const KEYS = {
  month: 'month',
  mode: 'mode',
  search: 'search',
  page: 'page',
  from: 'from',
  to: 'to',
} as const satisfies Record<keyof TransferFilters, string>;

export function defaultTransferFilters(today: string): TransferFilters {
  const current = today.slice(0, 7);
  return {
    month: addMonths(current, -1),
    mode: 'ALL',
    search: '',
    page: 1,
    from: addMonths(current, 1 - HISTORY_MONTHS),
    to: current,
  };
}

const pageOf = (text: string | null): number => {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

const isMode = (value: string | null): value is TransferMode =>
  (TRANSFER_MODES as readonly (string | null)[]).includes(value);

/** Reads the filters of the address; what does not fit (a bad month, an unknown mode) takes its default. */
export function transferFiltersOf(params: URLSearchParams, today: string): TransferFilters {
  const defaults = defaultTransferFilters(today);
  const month = (key: string, fallback: string) => {
    const value = params.get(key) ?? '';
    return MONTH.test(value) ? value : fallback;
  };
  const mode = params.get(KEYS.mode);
  const from = month(KEYS.from, defaults.from);
  const to = month(KEYS.to, defaults.to);
  return {
    month: month(KEYS.month, defaults.month),
    mode: isMode(mode) ? mode : defaults.mode,
    search: (params.get(KEYS.search) ?? '').slice(0, 100),
    page: pageOf(params.get(KEYS.page)),
    from: from <= to ? from : to,
    to,
  };
}

/**
 * A change of one or more filters: the receivers go back to page 1 when the month, the mode or
 * the search changes; a history period is never inverted (the other end follows).
 */
export function changeTransferFilters(current: TransferFilters, change: Partial<TransferFilters>): TransferFilters {
  const movesReceivers = change.month !== undefined || change.mode !== undefined || change.search !== undefined;
  const next = { ...current, ...change, page: change.page ?? (movesReceivers ? 1 : current.page) };
  if (next.from > next.to) {
    if (change.to !== undefined && change.from === undefined) next.from = next.to;
    else next.to = next.from;
  }
  return next;
}

/** Writes the filters into the address params (the ones at their default are removed). */
export function writeTransferFilters(
  params: URLSearchParams,
  filters: TransferFilters,
  today: string,
): URLSearchParams {
  const defaults = defaultTransferFilters(today);
  for (const name of Object.keys(KEYS) as (keyof TransferFilters)[]) {
    const value = filters[name];
    if (value === defaults[name]) params.delete(KEYS[name]);
    else params.set(KEYS[name], String(value));
  }
  return params;
}

export interface UserTransferFilters {
  /** The calendar year: this one by default. */
  year: number;
  /** A manager's chosen receiver; null: every receiver. */
  receiverId: string | null;
  page: number;
}

/** The years the picker offers, newest first: this one and the `count − 1` before it. */
export function yearOptions(today: string, count = 10, keep: number | null = null): { value: string; label: string }[] {
  const current = Number(today.slice(0, 4));
  const years = new Set(Array.from({ length: count }, (_, i) => current - i));
  if (keep !== null) years.add(keep);
  return [...years].sort((a, b) => b - a).map((year) => ({ value: String(year), label: String(year) }));
}

export function userTransferFiltersOf(params: URLSearchParams, today: string): UserTransferFilters {
  const year = Number(params.get('year'));
  const receiver = (params.get('receiver') ?? '').trim();
  return {
    year: Number.isInteger(year) && year >= 1900 && year <= 2999 ? year : Number(today.slice(0, 4)),
    receiverId: receiver !== '' && receiver.length <= 64 ? receiver : null,
    page: pageOf(params.get('page')),
  };
}

/** Writes the year, the receiver and the page (a new year or receiver: page 1). */
export function writeUserTransferFilters(
  params: URLSearchParams,
  filters: UserTransferFilters,
  today: string,
): URLSearchParams {
  const set = (key: string, value: string | null) => (value === null ? params.delete(key) : params.set(key, value));
  set('year', filters.year === Number(today.slice(0, 4)) ? null : String(filters.year));
  set('receiver', filters.receiverId);
  set('page', filters.page === 1 ? null : String(filters.page));
  return params;
}
