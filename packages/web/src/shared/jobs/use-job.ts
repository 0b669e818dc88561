import { jobRoutes } from '@honora/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/api-client';
import { isJobOpen } from './job-state';

/** How often a running job is asked for. */
export const JOB_POLL_MS = 1000;

/** A job the user follows (GET /api/jobs/:id), asked again every second until it ends. */
export function useJob(jobId: string) {
  return useQuery({
    queryKey: ['jobs', jobId],
    queryFn: ({ signal }) => call(jobRoutes.get, { params: { id: jobId }, signal }),
    refetchInterval: (q) => (!q.state.data || isJobOpen(q.state.data) ? JOB_POLL_MS : false),
  });
}
