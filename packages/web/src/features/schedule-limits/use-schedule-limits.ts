import { scheduleLimitRoutes } from '@honora/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';

/** Query-cache root of the schedule limits. */
const SCHEDULE_LIMITS_KEY = 'scheduleLimits';

/** The selected company's doctors with their limits, and the cooperative's cap. */
export function useScheduleLimits() {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [SCHEDULE_LIMITS_KEY, companyId],
    queryFn: ({ signal }) => call(scheduleLimitRoutes.list, { signal }),
  });
}

/** Reloads the limits after a change. */
export function useRefreshScheduleLimits() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [SCHEDULE_LIMITS_KEY] }), [queryClient]);
}
