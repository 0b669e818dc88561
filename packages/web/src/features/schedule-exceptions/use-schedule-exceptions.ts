import { scheduleExceptionRoutes } from '@honora/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';

/** Query-cache root of the work exceptions. */
export const SCHEDULE_EXCEPTIONS_KEY = 'scheduleExceptions';

/** The period asked for ('YYYY-MM-DD' or blank: from 31 days back, no end). */
export interface ExceptionPeriod {
  from: string;
  until: string;
}

/** GET /api/schedule-exceptions: the selected company's exceptions of the period, its doctors and workplaces. */
export function useScheduleExceptions(period: ExceptionPeriod) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [SCHEDULE_EXCEPTIONS_KEY, companyId, period.from, period.until],
    enabled: companyId !== undefined,
    queryFn: ({ signal }) =>
      call(scheduleExceptionRoutes.list, {
        query: { ...(period.from ? { from: period.from } : {}), ...(period.until ? { until: period.until } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Reloads the list after a change. */
export function useRefreshScheduleExceptions() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [SCHEDULE_EXCEPTIONS_KEY] }), [queryClient]);
}
