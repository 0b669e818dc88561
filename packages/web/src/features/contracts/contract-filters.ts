import { CONTRACT_STATUSES, type RouteQuery, type contractRoutes } from '@honora/contract';

/**
 * The filters of /client/contracts as the address keeps them (a reload or the back button shows
 * the same list): the search over type and counterpart, the status (platform.md §3 Open,
 * WaitPayment, Closed), the current flag and the page. Only what differs from the defaults is
 * written: every status, current or not, page 1.
 */
export const STATUS_CHOICES = ['all', ...CONTRACT_STATUSES] as const;
export type StatusChoice = (typeof STATUS_CHOICES)[number];
export const CURRENT_CHOICES = ['all', 'true', 'false'] as const;
export type CurrentChoice = (typeof CURRENT_CHOICES)[number];

export interface ContractFilters {
  search: string;
  status: StatusChoice;
  current: CurrentChoice;
  page: number;
}

export const DEFAULT_FILTERS: ContractFilters = { search: '', status: 'all', current: 'all', page: 1 };

/** The API's longest search (contractListQuerySchema). */
const SEARCH_MAX = 100;

const KEYS = { search: 'q', status: 'status', current: 'current', page: 'page' } as const satisfies Record<
  keyof ContractFilters,
  string
>;

const isOneOf = <T extends string>(choices: readonly T[], value: string | null): value is T =>
  value !== null && (choices as readonly string[]).includes(value);

/** Reads the filters of the address; what does not fit (an unknown status, page 0) takes its default. */
export function filtersOf(params: URLSearchParams): ContractFilters {
  const status = params.get(KEYS.status);
  const current = params.get(KEYS.current);
  const page = Number(params.get(KEYS.page));
  return {
    search: (params.get(KEYS.search) ?? '').trim().slice(0, SEARCH_MAX),
    status: isOneOf(STATUS_CHOICES, status) ? status : DEFAULT_FILTERS.status,
    current: isOneOf(CURRENT_CHOICES, current) ? current : DEFAULT_FILTERS.current,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** A change of one or more filters goes back to page 1, unless the page is what changed. */
export function changeFilters(current: ContractFilters, change: Partial<ContractFilters>): ContractFilters {
  return { ...current, ...change, page: change.page ?? 1 };
}

/** Writes the filters into the address params (the ones at their default are removed). */
export function writeFilters(params: URLSearchParams, filters: ContractFilters): URLSearchParams {
  for (const name of Object.keys(KEYS) as (keyof ContractFilters)[]) {
    const value = filters[name];
    if (value === DEFAULT_FILTERS[name]) params.delete(KEYS[name]);
    else params.set(KEYS[name], String(value));
  }
  return params;
}

/** The query of GET /api/contracts for the filters. */
export function listQuery(filters: ContractFilters): RouteQuery<typeof contractRoutes.list> {
  return {
    ...(filters.search ? { search: filters.search } : {}),
    status: filters.status,
    current: filters.current,
    page: filters.page,
  };
}
