import { scheduleVacationRoutes } from '@honora/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';

/** Query-cache root of the vacations. */
export const SCHEDULE_VACATIONS_KEY = 'scheduleVacations';

/** GET /api/schedule-vacations?year=: the year's vacations, the doctors and the company's cap. */
export function useScheduleVacations(year: number) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [SCHEDULE_VACATIONS_KEY, companyId, year],
    enabled: companyId !== undefined,
    queryFn: ({ signal }) => call(scheduleVacationRoutes.list, { query: { year }, signal }),
    // The previous year stays on screen while the next one loads: the year bar does not jump.
    placeholderData: keepPreviousData,
  });
}

/** Reloads the vacations (every year) after a change. */
export function useRefreshScheduleVacations() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [SCHEDULE_VACATIONS_KEY] }), [queryClient]);
}
