import { platformRoutes } from '@honora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';

export const OUTBOX_PAGE_SIZE = 20;

export function useOutbox(search: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'outbox', { search, page }],
    queryFn: ({ signal }) =>
      call(platformRoutes.outbox, { query: { search: search || undefined, page, pageSize: OUTBOX_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}
