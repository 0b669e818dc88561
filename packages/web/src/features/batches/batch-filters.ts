import { BATCH_STATUSES, BATCH_TYPES, type BatchStatus } from '@honora/contract';

export type BatchType = (typeof BATCH_TYPES)[number];

/** The filters of /client/batches as the URL keeps them (a reload or a shared link shows the same list). */
export interface BatchFilters {
  search: string;
  status: BatchStatus | null;
  insurerId: string | null;
  type: BatchType | null;
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** Reads the filters of a URL query; what does not fit (an unknown status, a bad id) is left out. */
export function batchFiltersFromParams(params: URLSearchParams): BatchFilters {
  const page = Number(params.get('page'));
  const insurerId = params.get('insurerId');
  return {
    search: (params.get('search') ?? '').slice(0, 100),
    status: oneOf(BATCH_STATUSES, params.get('status')),
    insurerId: insurerId && UUID.test(insurerId) ? insurerId : null,
    type: oneOf(BATCH_TYPES, params.get('type')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query of the filters: only what is set. */
export function paramsFromBatchFilters(filters: BatchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.status) params.set('status', filters.status);
  if (filters.insurerId) params.set('insurerId', filters.insurerId);
  if (filters.type) params.set('type', filters.type);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A change of any filter but the page goes back to the first page. */
export function withBatchChange(filters: BatchFilters, patch: Partial<BatchFilters>): BatchFilters {
  return { ...filters, ...patch, page: patch.page ?? 1 };
}

export function hasBatchFilters(filters: BatchFilters): boolean {
  return Boolean(filters.search || filters.status || filters.insurerId || filters.type);
}
