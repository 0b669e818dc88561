import { companyRoutes } from '@honora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';

/** "search at most 10 companies" (platform.md §9): one page shows ten. */
export const COMPANY_PAGE_SIZE = 10;

export function useSelectableCompanies(search: string, page: number) {
  return useQuery({
    queryKey: ['companies', 'selectable', { search, page }],
    queryFn: ({ signal }) =>
      call(companyRoutes.selectable, {
        query: { search: search || undefined, page, pageSize: COMPANY_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
