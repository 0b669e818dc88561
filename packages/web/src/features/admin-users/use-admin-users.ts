import { adminUserRoutes, type UserDetail } from '@honora/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';

export const ADMIN_USERS_PAGE_SIZE = 20;

const root = ['admin', 'users'] as const;
const userKey = (id: string) => [...root, 'one', id] as const;

/** GET /api/admin/users: a page of the platform's users. */
export function useAdminUsers(search: string, page: number) {
  return useQuery({
    queryKey: [...root, 'list', { search, page }],
    queryFn: ({ signal }) =>
      call(adminUserRoutes.list, {
        query: { search: search || undefined, page, pageSize: ADMIN_USERS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(id: string) {
  return useQuery({
    queryKey: userKey(id),
    queryFn: ({ signal }) => call(adminUserRoutes.get, { params: { id }, signal }),
  });
}

/** After a change: the user as the server answered it, and the lists read again. */
export function useUserSaved() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: UserDetail) => {
      queryClient.setQueryData(userKey(user.id), user);
      void queryClient.invalidateQueries({ queryKey: [...root, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'user-options'] });
    },
    [queryClient],
  );
}
