import { axregReadRoutes, axregRoutes, type AxregType } from '@honora/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';

/** Query-cache root of the integration screens (decision 053): settings, records, suggestions, mappings, calls. */
const KEY = 'axreg';

export function useCompanyId(): string {
  return useSession()?.company?.id ?? '';
}

export function useIntegration() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [KEY, companyId, 'integration'],
    queryFn: ({ signal }) => call(axregRoutes.integration, { signal }),
  });
}

export function useRegistryRecords(type: AxregType, page: number) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [KEY, companyId, 'records', type, page],
    queryFn: ({ signal }) => call(axregReadRoutes.records, { params: { companyId }, query: { type, page }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSuggestions(type: AxregType) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [KEY, companyId, 'suggestions', type],
    queryFn: ({ signal }) => call(axregRoutes.suggestions, { params: { companyId }, query: { type }, signal }),
    retry: false,
  });
}

export function useMappings() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [KEY, companyId, 'mappings'],
    queryFn: ({ signal }) => call(axregRoutes.mappings, { params: { companyId }, signal }),
  });
}

export function useCalls(page: number) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [KEY, companyId, 'calls', page],
    queryFn: ({ signal }) => call(axregReadRoutes.calls, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** After any write: records, suggestions, mappings and the calls audit are read again. */
export function useRefreshAxreg() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [KEY] }), [queryClient]);
}
