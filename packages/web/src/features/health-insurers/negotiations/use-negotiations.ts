import { negotiationScreenMessages } from '@honora/contract/screen-texts/negotiation-screen';
import { cbhpmRoutes, negotiationRoutes, fmt } from '@honora/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/auth/auth-store';

const t = negotiationScreenMessages;

/** Query-cache root of an insurer's negotiations. */
const NEGOTIATIONS_KEY = 'negotiations';

export function useNegotiations(insurerId: string) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [NEGOTIATIONS_KEY, companyId, insurerId],
    queryFn: ({ signal }) => call(negotiationRoutes.list, { params: { insurerId }, signal }),
  });
}

/** After a change: the insurer's negotiations are read again (a create may have closed another one). */
export function useRefreshNegotiations() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [NEGOTIATIONS_KEY] }), [queryClient]);
}

export interface Option {
  value: string;
  label: string;
}

/** The CBHPM editions as select options (platform data: every signed-in user reads them). */
export function useEditionOptions(): Option[] {
  const query = useQuery({
    queryKey: ['cbhpm', 'editions'],
    queryFn: ({ signal }) => call(cbhpmRoutes.editions, { signal }),
    staleTime: 60_000,
  });
  return (query.data?.items ?? []).map((e) => ({
    value: e.id,
    label: fmt(t.editionOption, { name: e.name, version: e.version }),
  }));
}

export function useValuationOptions(): Option[] {
  const query = useQuery({
    queryKey: ['cbhpm', 'valuations'],
    queryFn: ({ signal }) => call(cbhpmRoutes.valuations, { signal }),
    staleTime: 60_000,
  });
  return (query.data?.items ?? []).map((v) => ({
    value: v.id,
    label: fmt(t.valuationOption, { name: v.name, version: v.version, reference: v.reference }),
  }));
}

/** Procedures of the chosen edition whose code or description match what is typed (the server matches). */
export function useProcedureSearch(editionId: string, search: string) {
  const term = search.trim();
  const query = useQuery({
    queryKey: ['cbhpm', 'procedures', editionId, term],
    queryFn: ({ signal }) =>
      call(cbhpmRoutes.procedures, { params: { id: editionId }, query: { search: term, pageSize: 20 }, signal }),
    enabled: editionId !== '' && term.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return query.data?.items ?? [];
}
