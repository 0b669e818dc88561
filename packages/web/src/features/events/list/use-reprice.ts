import { eventActionRoutes } from '@honora/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/auth/auth-store';
import { EVENTS_KEY, useRefreshEvents } from './use-event-list';

/**
 * What re-pricing would change on each selected event (POST /api/events/reprice/preview):
 * computed by the server, nothing written; read anew each time the dialog opens.
 */
export function useRepricePreview(eventIds: readonly string[], isEnabled: boolean) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [EVENTS_KEY, companyId, 'repricePreview', eventIds],
    queryFn: ({ signal }) => call(eventActionRoutes.repricePreview, { body: { eventIds: [...eventIds] }, signal }),
    enabled: isEnabled && eventIds.length > 0,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Prices the events again at the versions their preview showed; each answers its own result. */
export function useReprice() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (events: { id: string; version: number }[]) => call(eventActionRoutes.reprice, { body: { events } }),
    onSettled: () => void refresh(),
  });
}
