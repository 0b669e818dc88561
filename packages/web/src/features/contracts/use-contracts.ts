import { contractRoutes, type ContractDetail, type RouteQuery } from '@honora/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';

/** Query-cache root of the contract screens (the list, one contract, the periods of payment). */
const CONTRACTS_KEY = 'contracts';

export function useContractList(query: RouteQuery<typeof contractRoutes.list>) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [CONTRACTS_KEY, companyId, 'list', query],
    queryFn: ({ signal }) => call(contractRoutes.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * What the form offers: the company's contract types in use and the hospitals and insurers a
 * contract may name. GET /api/contracts answers them with any page; one row is enough.
 */
export function useContractChoices() {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [CONTRACTS_KEY, companyId, 'choices'],
    queryFn: async ({ signal }) => {
      const { types, counterparts } = await call(contractRoutes.list, { query: { pageSize: 1 }, signal });
      return { types, counterparts };
    },
  });
}

export function useContract(id: string) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [CONTRACTS_KEY, companyId, 'one', id],
    queryFn: ({ signal }) => call(contractRoutes.get, { params: { id }, signal }),
    retry: false,
  });
}

export function usePeriodOfPayment(query: RouteQuery<typeof contractRoutes.periodOfPayment>) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [CONTRACTS_KEY, companyId, 'periods', query],
    queryFn: ({ signal }) => call(contractRoutes.periodOfPayment, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * After a write: the server's answer becomes the contract shown at once (one value everywhere),
 * and the lists and periods are read again.
 */
export function useContractSaved() {
  const queryClient = useQueryClient();
  const companyId = useSession()?.company?.id;
  return useCallback(
    async (detail: ContractDetail | null) => {
      if (detail) queryClient.setQueryData([CONTRACTS_KEY, companyId, 'one', detail.id], detail);
      await queryClient.invalidateQueries({
        queryKey: [CONTRACTS_KEY],
        predicate: (query) => query.queryKey[2] !== 'one',
      });
    },
    [queryClient, companyId],
  );
}
