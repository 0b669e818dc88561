import type { CollectionListQuery } from '@honora/contract';
import { addMonths } from '../../shared/forms/months';

/**
 * The filters of /client/Cobrancas as the address keeps them (billing.md §7 cobrancas: month
 * range, optional insurer, active, isAllowTransfer; a reload or the back button shows the same
 * list). Only what differs from the defaults is written: the last 6 months up to this one,
 * active collections, any transfer release, page 1.
 */
export const CHOICES = ['true', 'false', 'all'] as const;
export type Choice = (typeof CHOICES)[number];

export interface CollectionFilters {
  /** "YYYY-MM", both ends included. */
  from: string;
  to: string;
  insurerId: string | null;
  active: Choice;
  allowTransfer: Choice;
  page: number;
}

/** How many months the list shows by default, this one included. */
export const DEFAULT_MONTHS = 6;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The address keys of each filter. */
const KEYS = {
  from: 'from',
  to: 'to',
  insurerId: 'insurer',
  active: 'active',
  allowTransfer: 'transfer',
  page: 'page',
} as const satisfies Record<keyof CollectionFilters, string>;

/** The defaults for `today` ("YYYY-MM-DD"): this month and the 5 before it, active, any release. */
export function defaultFilters(today: string): CollectionFilters {
  const to = today.slice(0, 7);
  return {
    from: addMonths(to, 1 - DEFAULT_MONTHS),
    to,
    insurerId: null,
    active: 'true',
    allowTransfer: 'all',
    page: 1,
  };
}

const isChoice = (value: string | null): value is Choice => (CHOICES as readonly (string | null)[]).includes(value);

/** Reads the filters of the address; what does not fit (a bad month, an unknown choice) takes its default. */
export function filtersOf(params: URLSearchParams, today: string): CollectionFilters {
  const defaults = defaultFilters(today);
  const month = (key: string, fallback: string) => {
    const value = params.get(key) ?? '';
    return MONTH.test(value) ? value : fallback;
  };
  const insurer = params.get(KEYS.insurerId);
  const active = params.get(KEYS.active);
  const allowTransfer = params.get(KEYS.allowTransfer);
  const page = Number(params.get(KEYS.page));
  const from = month(KEYS.from, defaults.from);
  const to = month(KEYS.to, defaults.to);
  return {
    from: from <= to ? from : to,
    to,
    insurerId: insurer && UUID.test(insurer) ? insurer : null,
    active: isChoice(active) ? active : defaults.active,
    allowTransfer: isChoice(allowTransfer) ? allowTransfer : defaults.allowTransfer,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * A change of one or more filters: back to page 1 (unless the page is what changed), and a
 * period never inverted — moving one end past the other takes the other end along.
 */
export function changeFilters(current: CollectionFilters, change: Partial<CollectionFilters>): CollectionFilters {
  const next = { ...current, ...change, page: change.page ?? 1 };
  if (next.from > next.to) {
    if (change.to !== undefined && change.from === undefined) next.from = next.to;
    else next.to = next.from;
  }
  return next;
}

/** Writes the filters into the address params (the ones at their default are removed). */
export function writeFilters(params: URLSearchParams, filters: CollectionFilters, today: string): URLSearchParams {
  const defaults = defaultFilters(today);
  for (const name of Object.keys(KEYS) as (keyof CollectionFilters)[]) {
    const value = filters[name];
    if (value === defaults[name] || value === null) params.delete(KEYS[name]);
    else params.set(KEYS[name], String(value));
  }
  return params;
}

/** The query of GET /api/collections for the filters. */
export function listQuery(filters: CollectionFilters): CollectionListQuery {
  return {
    from: filters.from,
    to: filters.to,
    healthInsuranceId: filters.insurerId ?? undefined,
    active: filters.active,
    isAllowTransfer: filters.allowTransfer,
    page: filters.page,
  };
}
