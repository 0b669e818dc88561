import {
  INSTALLMENT_STATUSES,
  PERIOD_OF_PAYMENT_MAX_MONTHS,
  type RouteQuery,
  type contractRoutes,
} from '@honora/contract';
import { addMonths } from '../../shared/forms/months';

/**
 * The filters of /client/periodOfPayment as the address keeps them (platform.md §2
 * periodOfPayment): the months 'YYYY-MM' from–to, both included, at most the API's 24, and the
 * installments' status. By default this month and the next two, every status; only what differs
 * from the defaults is written.
 */
export const PERIOD_STATUS_CHOICES = ['all', ...INSTALLMENT_STATUSES] as const;
export type PeriodStatusChoice = (typeof PERIOD_STATUS_CHOICES)[number];

export interface PeriodFilters {
  from: string;
  to: string;
  status: PeriodStatusChoice;
}

/** Months after this one the default range reaches. */
export const DEFAULT_MONTHS_AHEAD = 2;

const MONTH = /^20\d\d-(0[1-9]|1[0-2])$/;
const KEYS = { from: 'from', to: 'to', status: 'status' } as const satisfies Record<keyof PeriodFilters, string>;

const monthsBetween = (from: string, to: string): number =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1;

/** The defaults for `today` ('YYYY-MM-DD'): this month to two ahead, every status. */
export function defaultPeriodFilters(today: string): PeriodFilters {
  const month = today.slice(0, 7);
  return { from: month, to: addMonths(month, DEFAULT_MONTHS_AHEAD), status: 'all' };
}

/** A range the API takes: never inverted, at most 24 months (the end moves to the start's side). */
function fitted(filters: PeriodFilters, movedEnd: 'from' | 'to'): PeriodFilters {
  let { from, to } = filters;
  if (from > to) {
    if (movedEnd === 'to') from = to;
    else to = from;
  }
  if (monthsBetween(from, to) > PERIOD_OF_PAYMENT_MAX_MONTHS) {
    if (movedEnd === 'from') to = addMonths(from, PERIOD_OF_PAYMENT_MAX_MONTHS - 1);
    else from = addMonths(to, 1 - PERIOD_OF_PAYMENT_MAX_MONTHS);
  }
  return { ...filters, from, to };
}

/** Reads the filters of the address; what does not fit (a bad month, an unknown status) takes its default. */
export function periodFiltersOf(params: URLSearchParams, today: string): PeriodFilters {
  const defaults = defaultPeriodFilters(today);
  const month = (key: string, fallback: string) => {
    const value = params.get(key) ?? '';
    return MONTH.test(value) ? value : fallback;
  };
  const status = params.get(KEYS.status);
  const isStatus = (PERIOD_STATUS_CHOICES as readonly (string | null)[]).includes(status);
  return fitted(
    {
      from: month(KEYS.from, defaults.from),
      to: month(KEYS.to, defaults.to),
      status: isStatus ? (status as PeriodStatusChoice) : defaults.status,
    },
    'from',
  );
}

/** A change of the filters: moving one end past the other (or beyond 24 months) takes the other end along. */
export function changePeriodFilters(current: PeriodFilters, change: Partial<PeriodFilters>): PeriodFilters {
  return fitted({ ...current, ...change }, change.to !== undefined && change.from === undefined ? 'to' : 'from');
}

/** Writes the filters into the address params (the ones at their default are removed). */
export function writePeriodFilters(params: URLSearchParams, filters: PeriodFilters, today: string): URLSearchParams {
  const defaults = defaultPeriodFilters(today);
  for (const name of Object.keys(KEYS) as (keyof PeriodFilters)[]) {
    if (filters[name] === defaults[name]) params.delete(KEYS[name]);
    else params.set(KEYS[name], filters[name]);
  }
  return params;
}

export const periodQuery = (filters: PeriodFilters): RouteQuery<typeof contractRoutes.periodOfPayment> => ({
  from: filters.from,
  to: filters.to,
  status: filters.status,
});
