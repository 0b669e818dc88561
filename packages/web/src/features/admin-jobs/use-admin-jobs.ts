import { jobRoutes, type Job, type JobKind, type JobStatusValue } from '@honora/contract';
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
/**
 * After a retry or cancel the list keeps being asked for this long: the job acted on may have
 * left the filtered list (a retried job is not FAILED while it waits) and come back when it ends.
 */
export const JOBS_FOLLOW_MS = 60_000;

let followUntil = 0;

/** How often the list is asked again: while a listed job is open or an action is being followed. */
export function jobsRefreshInterval(
  items: readonly Pick<Job, 'status'>[] | undefined,
  now: number,
  until: number,
): number | false {
  return items?.some(isJobOpen) || now < until ? JOBS_REFRESH_MS : false;
}

/** GET /api/admin/jobs: a page of every company's jobs, newest first; refreshed while one runs. */
export function useAdminJobs(filters: JobFilters, page: number) {
  return useQuery({
    queryKey: [...JOBS_KEY, { ...filters, page }],
    queryFn: ({ signal }) => call(jobRoutes.adminList, { query: { ...filters, page }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => jobsRefreshInterval(query.state.data?.items, Date.now(), followUntil),
  });
}

/** POST …/retry or …/cancel of one job; the list is asked again after. */
export function useJobAction(action: 'retry' | 'cancel') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      call(action === 'retry' ? jobRoutes.adminRetry : jobRoutes.adminCancel, { params: { id } }),
    onSettled: () => {
      followUntil = Date.now() + JOBS_FOLLOW_MS;
      return queryClient.invalidateQueries({ queryKey: JOBS_KEY });
    },
  });
}
