import { taxesRoutes } from '@honora/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';

/** Query-cache root of the tax screens. */
const TAXES_KEY = 'taxes';

export function useTaxes(isDeleted: boolean) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [TAXES_KEY, companyId, 'list', isDeleted],
    queryFn: ({ signal }) => call(taxesRoutes.list, { query: { deleted: isDeleted ? 'true' : 'false' }, signal }),
  });
}

export function useTax(id: string) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [TAXES_KEY, companyId, 'one', id],
    queryFn: ({ signal }) => call(taxesRoutes.get, { params: { id }, signal }),
  });
}

/** The built-in IRRF tables and INSS ceilings: the same for every company, and they change only with a release. */
export function useTaxTables() {
  return useQuery({
    queryKey: [TAXES_KEY, 'tables'],
    queryFn: ({ signal }) => call(taxesRoutes.tables, { signal }),
    staleTime: Infinity,
  });
}

export function useRefreshTaxes() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [TAXES_KEY] }), [queryClient]);
}
