import {
  adminEventRoutes,
  DEFAULT_PAGE_SIZE,
  type EventStatusGroupValue,
  type VerifyStatus,
  type VerifyEventProblem,
  type VerifyProcedureProblem,
} from '@honora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';

const KEY = 'admin-events';

export interface AdminEventFilters {
  companyId: string | null;
  readiness: 'ready' | 'notReady' | 'all';
  statusGroup: EventStatusGroupValue | null;
  from: string;
  to: string;
  numGuide: string;
  sort: 'dtProcedure' | 'numGuide' | 'patientName' | 'insurerName' | 'status' | 'totalProduced' | 'createdAt';
  dir: 'asc' | 'desc';
}

/** The events of every company (or of one), with the list's totals. */
export function useAdminEvents(filters: AdminEventFilters, page: number) {
  return useQuery({
    queryKey: [KEY, 'list', filters, page],
    queryFn: ({ signal }) =>
      call(adminEventRoutes.list, {
        query: {
          companyIds: filters.companyId ? [filters.companyId] : undefined,
          readiness: filters.readiness,
          statusGroup: filters.statusGroup ?? undefined,
          from: filters.from || undefined,
          to: filters.to || undefined,
          numGuide: filters.numGuide || undefined,
          active: 'all',
          sort: filters.sort,
          dir: filters.dir,
          page,
          pageSize: DEFAULT_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export interface VerifyFilters<P extends string> {
  companyId: string | null;
  from: string;
  to: string;
  problem: P | null;
  /** The review status (decision 064), or all. */
  status: VerifyStatus | null;
}

const verifyQuery = <P extends string>(filters: VerifyFilters<P>, page: number) => ({
  companyId: filters.companyId ?? undefined,
  from: filters.from || undefined,
  to: filters.to || undefined,
  problem: filters.problem ?? undefined,
  status: filters.status ?? undefined,
  page,
  pageSize: DEFAULT_PAGE_SIZE,
});

export function useVerifyEvents(filters: VerifyFilters<VerifyEventProblem>, page: number) {
  return useQuery({
    queryKey: [KEY, 'verify-events', filters, page],
    queryFn: ({ signal }) => call(adminEventRoutes.verifyEvents, { query: verifyQuery(filters, page), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useVerifyProcedures(filters: VerifyFilters<VerifyProcedureProblem>, page: number) {
  return useQuery({
    queryKey: [KEY, 'verify-procedures', filters, page],
    queryFn: ({ signal }) => call(adminEventRoutes.verifyProcedures, { query: verifyQuery(filters, page), signal }),
    placeholderData: keepPreviousData,
  });
}
