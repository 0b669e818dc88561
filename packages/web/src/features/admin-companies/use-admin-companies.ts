import { adminCompanyRoutes } from '@honora/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';

export const ADMIN_COMPANIES_PAGE_SIZE = 20;
const MATRIZ_OPTIONS = 20;

const root = ['admin', 'companies'] as const;

export type StructureFilter = 'all' | 'matriz' | 'filial';

export interface CompanyListFilters {
  search: string;
  structure: StructureFilter;
  showDeleted: boolean;
}

/** GET /api/admin/companies: a page of the platform's companies. */
export function useAdminCompanies(filters: CompanyListFilters, page: number) {
  return useQuery({
    queryKey: [...root, 'list', { ...filters, page }],
    queryFn: ({ signal }) =>
      call(adminCompanyRoutes.list, {
        query: {
          search: filters.search || undefined,
          structure: filters.structure,
          showDeleted: filters.showDeleted ? 'true' : undefined,
          page,
          pageSize: ADMIN_COMPANIES_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Live matrizes whose name, legal name or CNPJ matches: the choices for a filial's matriz. */
export function useMatrizOptions(search: string) {
  return useQuery({
    queryKey: [...root, 'matrizes', search],
    queryFn: ({ signal }) =>
      call(adminCompanyRoutes.list, {
        query: { search: search || undefined, structure: 'matriz', pageSize: MATRIZ_OPTIONS },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCompany(id: string) {
  return useQuery({
    queryKey: [...root, 'one', id],
    queryFn: ({ signal }) => call(adminCompanyRoutes.get, { params: { id }, signal }),
  });
}

/** After any change the lists and the company are read again (its credits: shared/ocr-credits). */
export function useRefreshCompanies() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: root }), [queryClient]);
}
