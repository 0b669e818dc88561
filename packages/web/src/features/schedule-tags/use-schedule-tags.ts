import { scheduleTagRoutes } from '@honora/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';

/** Query-cache root of the schedule tags. */
const SCHEDULE_TAGS_KEY = 'scheduleTags';

/** The selected company's tags, with the doctors a tag may list. */
export function useScheduleTags() {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [SCHEDULE_TAGS_KEY, companyId],
    queryFn: ({ signal }) => call(scheduleTagRoutes.list, { signal }),
  });
}

/** Reloads the tags after a change. */
export function useRefreshScheduleTags() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [SCHEDULE_TAGS_KEY] }), [queryClient]);
}
