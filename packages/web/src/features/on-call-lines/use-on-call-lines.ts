import { onCallRoutes } from '@honora/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';

/** Query-cache root of the roster's lines and the schedule settings. */
export const ON_CALL_LINES_KEY = 'onCallLines';

/** The selected company's lines of the on-call roster. */
export function useOnCallLines() {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [ON_CALL_LINES_KEY, companyId, 'lines'],
    queryFn: ({ signal }) => call(onCallRoutes.lines, { signal }),
  });
}

/** The workplaces and shifts a line may name. */
export function useLineOptions() {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [ON_CALL_LINES_KEY, companyId, 'options'],
    queryFn: ({ signal }) => call(onCallRoutes.lineOptions, { signal }),
  });
}

/** The company's schedule settings (the defaults when never saved). */
export function useScheduleSettings() {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [ON_CALL_LINES_KEY, companyId, 'settings'],
    queryFn: ({ signal }) => call(onCallRoutes.settings, { signal }),
  });
}

/** Reloads whatever this screen shows after a change. */
export function useRefreshOnCallLines() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [ON_CALL_LINES_KEY] }), [queryClient]);
}
