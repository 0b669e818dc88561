import { APPEAL_DUE_FILTERS, APPEAL_STATUS_VALUES, type AppealListQuery } from '@honora/contract';

export type AppealStatus = (typeof APPEAL_STATUS_VALUES)[number];
export type AppealDueFilter = (typeof APPEAL_DUE_FILTERS)[number];
/** The list of appeals or the indicators (billing.md: glosa rate, share appealed and recovered). */
export type AppealView = 'list' | 'stats';

/** The filters of /client/Appeals as the URL keeps them (a reload or a shared link shows the same list). */
export interface AppealFilters {
  view: AppealView;
  status: AppealStatus | null;
  insurerId: string | null;
  /** The alert lists: unsent appeals due this week, or past their deadline. */
  due: AppealDueFilter | null;
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** Reads the filters of a URL query; what does not fit (an unknown status, a bad id) is left out. */
export function appealFiltersFromParams(params: URLSearchParams): AppealFilters {
  const page = Number(params.get('page'));
  const insurerId = params.get('insurerId');
  return {
    view: params.get('view') === 'stats' ? 'stats' : 'list',
    status: oneOf(APPEAL_STATUS_VALUES, params.get('status')),
    insurerId: insurerId && UUID.test(insurerId) ? insurerId : null,
    due: oneOf(APPEAL_DUE_FILTERS, params.get('due')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query of the filters: only what is set. */
export function paramsFromAppealFilters(filters: AppealFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.view === 'stats') params.set('view', 'stats');
  if (filters.status) params.set('status', filters.status);
  if (filters.insurerId) params.set('insurerId', filters.insurerId);
  if (filters.due) params.set('due', filters.due);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A change of any filter but the page goes back to the first page. */
export function withAppealChange(filters: AppealFilters, patch: Partial<AppealFilters>): AppealFilters {
  return { ...filters, ...patch, page: patch.page ?? 1 };
}

export function hasAppealFilters(filters: AppealFilters): boolean {
  return Boolean(filters.status || filters.insurerId || filters.due);
}

/** The query of GET /api/appeals for the filters. */
export function appealListQuery(filters: AppealFilters): AppealListQuery {
  return {
    status: filters.status ?? undefined,
    healthInsuranceId: filters.insurerId ?? undefined,
    due: filters.due ?? undefined,
    page: filters.page,
  };
}
