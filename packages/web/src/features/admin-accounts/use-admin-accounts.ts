import { adminAccountRoutes } from '@honora/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';

export const ADMIN_ACCOUNTS_PAGE_SIZE = 20;
const root = ['admin', 'admin-accounts'] as const;

/** GET /api/admin/admin-users: a page of the admin workspace's people. */
export function useAdminAccounts(search: string, page: number) {
  return useQuery({
    queryKey: [...root, { search, page }],
    queryFn: ({ signal }) =>
      call(adminAccountRoutes.list, {
        query: { search: search || undefined, page, pageSize: ADMIN_ACCOUNTS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** After a grant, a change or a revocation the list (and the users list's admin badges) are read again. */
export function useRefreshAdminAccounts() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: root });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
  }, [queryClient]);
}
