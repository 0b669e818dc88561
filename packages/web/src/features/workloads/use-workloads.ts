import { workloadRoutes } from '@honora/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';

/** Query-cache root of the workloads. */
const WORKLOADS_KEY = 'workloads';

/** The workloads binding `month` with the month's figures (decision 047). */
export function useWorkloads(month: string) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [WORKLOADS_KEY, companyId, month],
    queryFn: ({ signal }) => call(workloadRoutes.list, { query: { month }, signal }),
  });
}

/** One workload's balance month by month, while its dialog is open. */
export function useWorkloadHistory(id: string | null) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [WORKLOADS_KEY, companyId, 'history', id],
    queryFn: ({ signal }) => call(workloadRoutes.history, { params: { id: id! }, signal }),
    enabled: id !== null,
  });
}

/** Reloads the workloads after a change. */
export function useRefreshWorkloads() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [WORKLOADS_KEY] }), [queryClient]);
}
