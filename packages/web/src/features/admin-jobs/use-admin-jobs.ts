import { jobRoutes, type JobKind, type JobStatusValue } from '@honora/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';
import { isJobOpen } from '../../shared/jobs/job-state';

export interface JobFilters {
  kind?: JobKind | undefined;
  status?: JobStatusValue | undefined;
  companyId?: string | undefined;
}

const JOBS_KEY = ['admin', 'jobs'] as const;
/** While a listed job may still change, the list is asked again this often. */
export const JOBS_REFRESH_MS = 2000;

/** GET /api/admin/jobs: a page of every company's jobs, newest first; refreshed while one runs. */
export function useAdminJobs(filters: JobFilters, page: number) {
  return useQuery({
    queryKey: [...JOBS_KEY, { ...filters, page }],
    queryFn: ({ signal }) => call(jobRoutes.adminList, { query: { ...filters, page }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some(isJobOpen) ? JOBS_REFRESH_MS : false),
  });
}

/** POST …/retry or …/cancel of one job; the list is asked again after. */
export function useJobAction(action: 'retry' | 'cancel') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call(action === 'retry' ? jobRoutes.adminRetry : jobRoutes.adminCancel, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}
