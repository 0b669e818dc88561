import { demandRoutes, type DemandsQuery } from '@honora/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';

/** Query-cache root of the demands. */
const DEMANDS_KEY = 'demands';

/** The demands with a day in the period, with their coverage (decision 049). */
export function useDemands(query: DemandsQuery) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [DEMANDS_KEY, companyId, 'list', query],
    queryFn: ({ signal }) => call(demandRoutes.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** What a demand may name (workplaces, shifts, tags), while its dialog is open. */
export function useDemandOptions(enabled: boolean) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [DEMANDS_KEY, companyId, 'options'],
    queryFn: ({ signal }) => call(demandRoutes.options, { signal }),
    enabled,
  });
}

/** One demand's days with coverage and applications, while its dialog is open. */
export function useDemand(id: string | null) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [DEMANDS_KEY, companyId, 'detail', id],
    queryFn: ({ signal }) => call(demandRoutes.detail, { params: { id: id! }, signal }),
    enabled: id !== null,
  });
}

/** The open demands offered to the signed-in doctor. */
export function useOpenDemands(enabled: boolean) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [DEMANDS_KEY, companyId, 'open'],
    queryFn: ({ signal }) => call(demandRoutes.open, { signal }),
    enabled,
  });
}

/** Reloads every demand query after a change. */
export function useRefreshDemands() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [DEMANDS_KEY] }), [queryClient]);
}
