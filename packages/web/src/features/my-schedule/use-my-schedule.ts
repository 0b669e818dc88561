import { onCallCoreRoutes } from '@honora/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';

export const MY_MONTH_KEY = 'onCallMine';
export const CALENDAR_LINK_KEY = 'onCallCalendarLink';

/** GET /api/on-call/mine?month=: the signed-in doctor's slots of the month, where it is published. */
export function useMyMonth(month: string) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [MY_MONTH_KEY, companyId, month],
    enabled: companyId !== undefined,
    queryFn: ({ signal }) => call(onCallCoreRoutes.mine, { query: { month }, signal }),
    // The previous month stays on screen while the next one loads: the month bar does not jump.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/on-call/calendar-link: the user's private feed address (not a company's: one per person). */
export function useCalendarLink() {
  const userId = useSession()?.user.id;
  return useQuery({
    queryKey: [CALENDAR_LINK_KEY, userId],
    queryFn: ({ signal }) => call(onCallCoreRoutes.calendarLink, { signal }),
  });
}

/** POST /api/on-call/calendar-link: a new address (the previous one stops working); kept in the cache. */
export function useRenewCalendarLink() {
  const userId = useSession()?.user.id;
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const link = await call(onCallCoreRoutes.renewCalendarLink);
    queryClient.setQueryData([CALENDAR_LINK_KEY, userId], link);
    return link;
  }, [queryClient, userId]);
}
