import { typesOfPaymentRoutes } from '@honora/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { useRefreshSyncedRegistry } from '../../shared/registry/use-synced-registry';

/** Query-cache root of the types-of-payment screens (the list view uses the same key). */
export const TYPES_KEY = 'typesOfPayment';

export function useTypeOfPayment(id: string) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [TYPES_KEY, companyId, 'one', id],
    queryFn: ({ signal }) => call(typesOfPaymentRoutes.get, { params: { id }, signal }),
  });
}

/** After a change: the list, the record and the per-company cache the insurer form picks from. */
export function useRefreshTypesOfPayment() {
  const queryClient = useQueryClient();
  const refreshCache = useRefreshSyncedRegistry('typesOfPayment');
  return useCallback(async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: [TYPES_KEY] }), refreshCache()]);
  }, [queryClient, refreshCache]);
}
