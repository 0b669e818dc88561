import { onCallCoreRoutes } from '@honora/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';

export const CORE_YEAR_KEY = 'onCallCore';
/** The month grid's cache key (features/on-call-schedule): a closed or reopened month is read again there. */
const GRID_MONTH_KEY = 'onCallMonth';

/** GET /api/on-call/core/:year: the twelve months of the year in the selected company. */
export function useCoreYear(year: string) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [CORE_YEAR_KEY, companyId, year],
    enabled: companyId !== undefined,
    queryFn: ({ signal }) => call(onCallCoreRoutes.core, { params: { year }, signal }),
    // The previous year stays on screen while the next one loads: the year bar does not jump.
    placeholderData: keepPreviousData,
  });
}

/**
 * Closing and reopening a month (platform.md §4), each naming the version of the month the
 * screen read; the year (and the month's grid) are read again whatever the answer, so a refusal
 * because someone else changed the month meanwhile shows what is there now.
 */
export function useCoreActions() {
  const companyId = useSession()?.company?.id;
  const queryClient = useQueryClient();
  const refetch = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [CORE_YEAR_KEY, companyId] }),
        queryClient.invalidateQueries({ queryKey: [GRID_MONTH_KEY, companyId] }),
      ]),
    [queryClient, companyId],
  );
  const close = useCallback(
    async (month: string, version: number) => {
      try {
        await call(onCallCoreRoutes.close, { params: { month }, body: { version } });
      } finally {
        await refetch();
      }
    },
    [refetch],
  );
  const reopen = useCallback(
    async (month: string, version: number, observation: string) => {
      try {
        await call(onCallCoreRoutes.reopen, { params: { month }, body: { version, observation } });
      } finally {
        await refetch();
      }
    },
    [refetch],
  );
  return { close, reopen };
}
