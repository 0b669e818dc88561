import { scheduleChargeRoutes } from '@honora/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';

const CHARGES_KEY = 'scheduleCharges';

/** The month's charges by hospital (decision 048). */
export function useScheduleCharges(month: string) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [CHARGES_KEY, companyId, month],
    queryFn: ({ signal }) => call(scheduleChargeRoutes.list, { query: { month }, signal }),
  });
}

export function useRefreshScheduleCharges() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [CHARGES_KEY] }), [queryClient]);
}
