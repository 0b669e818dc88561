import { adminContactRoutes, CONTACT_PAGE_SIZE } from '@honora/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';

const KEY = ['admin', 'contact-messages'] as const;

/** GET /api/admin/contact-messages: one page, newest first, with the unread count. */
export function useContactMessages(unreadOnly: boolean, page: number) {
  return useQuery({
    queryKey: [...KEY, { unreadOnly, page }],
    queryFn: ({ signal }) =>
      call(adminContactRoutes.list, {
        query: { unreadOnly: unreadOnly ? 'true' : undefined, page, pageSize: CONTACT_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/admin/contact-messages/{id}/read, then the lists (and their unread count) reload. */
export function useMarkContactRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isRead }: { id: string; isRead: boolean }) =>
      call(adminContactRoutes.markRead, { params: { id }, body: { isRead } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
