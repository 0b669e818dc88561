import { onCallDayRoutes } from '@honora/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';

export const ROSTER_DAY_KEY = 'onCallDay';
/** The front desk leaves the screen open: the roster is read again, and "now" moves, every minute. */
export const REFRESH_MS = 60_000;

/** GET /api/on-call/days/:day: the day's places per workplace, read again every minute. */
export function useRosterDay(day: string) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [ROSTER_DAY_KEY, companyId, day],
    enabled: companyId !== undefined,
    queryFn: ({ signal }) => call(onCallDayRoutes.day, { params: { day }, signal }),
    refetchInterval: REFRESH_MS,
  });
}

/** The clock, ticking every `intervalMs`: who is on duty now, and today when no day is asked. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
