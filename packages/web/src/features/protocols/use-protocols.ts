import { protocolRoutes, type ProtocolCreateBody } from '@honora/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { EVENTS_KEY } from '../../shared/events/events-cache';

/** Query-cache root of the protocol screens. */
const PROTOCOLS_KEY = 'protocols';

export function useProtocolList(search: string, page: number) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [PROTOCOLS_KEY, companyId, 'list', search, page],
    queryFn: ({ signal }) => call(protocolRoutes.list, { query: { search: search || undefined, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProtocol(id: string) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [PROTOCOLS_KEY, companyId, 'one', id],
    queryFn: ({ signal }) => call(protocolRoutes.get, { params: { id }, signal }),
  });
}

/** Checks guide numbers before they are protocolled (for a new report or one being added to). */
export function useGuideCheck() {
  return useMutation({
    mutationFn: (body: { companyId: string; healthInsuranceId: string; protocolId?: string; guideNumbers: string[] }) =>
      call(protocolRoutes.check, { body }),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [PROTOCOLS_KEY] });
    void queryClient.invalidateQueries({ queryKey: [EVENTS_KEY] });
  };
}

export function useCreateProtocol() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ProtocolCreateBody) => call(protocolRoutes.create, { body }),
    onSuccess: refresh,
  });
}

export function useAddGuides(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (guideNumbers: string[]) => call(protocolRoutes.addGuides, { params: { id }, body: { guideNumbers } }),
    onSuccess: refresh,
  });
}
