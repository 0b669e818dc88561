import { billingContractRoutes } from '@honora/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';

/** Query-cache root of /client/BillingContract: the contracts, a month, the statements. */
const BILLING_CONTRACT_KEY = 'billingContract';

export function useBillingContracts() {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [BILLING_CONTRACT_KEY, companyId, 'contracts'],
    queryFn: ({ signal }) => call(billingContractRoutes.list, { signal }),
  });
}

/** A month: its contract, the live base and fee (a preview until issued), and the statement in force. */
export function useBillingMonth(month: string) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [BILLING_CONTRACT_KEY, companyId, 'month', month],
    queryFn: ({ signal }) => call(billingContractRoutes.month, { query: { month }, signal }),
  });
}

export function useBillingStatements() {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [BILLING_CONTRACT_KEY, companyId, 'statements'],
    queryFn: ({ signal }) => call(billingContractRoutes.statements, { signal }),
  });
}

/** After any write: a contract changes the months, a statement the month and the list; all are read again. */
export function useRefreshBillingContract() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [BILLING_CONTRACT_KEY] }), [queryClient]);
}
