import { changeRoutes } from '@honora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';
import type { ChangeFilters } from './change-filters';

export const CHANGES_PAGE_SIZE = 20;

/** GET /api/admin/changes: a page of the audit log, newest first. */
export function useChanges(filters: ChangeFilters, page: number) {
  return useQuery({
    queryKey: ['admin', 'changes', { ...filters, page }],
    queryFn: ({ signal }) =>
      call(changeRoutes.list, { query: { ...filters, page, pageSize: CHANGES_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}
