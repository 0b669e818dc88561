import { adminCompanyRoutes, companiesDataRoutes } from '@honora/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';

export const PICKER_PAGE_SIZE = 10;
const root = ['admin', 'companiesData'] as const;

/** Live companies to pick from (GET /api/admin/companies). */
export function usePickableCompanies(search: string, page: number) {
  return useQuery({
    queryKey: [...root, 'pick', { search, page }],
    queryFn: ({ signal }) =>
      call(adminCompanyRoutes.list, {
        query: { search: search || undefined, page, pageSize: PICKER_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/companies/:id/data: the company's data and web configuration (super admins). */
export function useCompaniesData(id: string) {
  return useQuery({
    queryKey: [...root, 'one', id],
    queryFn: ({ signal }) => call(companiesDataRoutes.get, { params: { id }, signal }),
  });
}

export function useRefreshCompaniesData() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: root }), [queryClient]);
}
