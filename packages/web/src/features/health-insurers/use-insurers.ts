import { healthInsurerRoutes, typesOfPaymentRoutes, type TypeOfPayment } from '@honora/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { useRefreshSyncedRegistry, useSyncedRegistry } from '../../shared/registry/use-synced-registry';

/** Query-cache root of the insurer screens (the list view uses the same key). */
export const INSURERS_KEY = 'healthInsurers';

export function useInsurer(id: string) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [INSURERS_KEY, companyId, 'one', id],
    queryFn: ({ signal }) => call(healthInsurerRoutes.get, { params: { id }, signal }),
  });
}

/** After a change: the list, the record and the per-company insurers cache (pickers) are read again. */
export function useRefreshInsurers() {
  const queryClient = useQueryClient();
  const refreshCache = useRefreshSyncedRegistry('healthInsurers');
  return useCallback(async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: [INSURERS_KEY] }), refreshCache()]);
  }, [queryClient, refreshCache]);
}

/**
 * The company's types of payment an insurer of `companyId` may accept (the server takes only
 * live ones of the insurer's own company), keeping those already chosen.
 */
export function useTypeOfPaymentOptions(companyId: string | undefined, selected: readonly string[]) {
  const { items } = useSyncedRegistry<TypeOfPayment>('typesOfPayment', typesOfPaymentRoutes.list);
  return items
    .filter((type) => selected.includes(type.id) || (type.companyId === companyId && type.active))
    .map((type) => ({ value: type.id, label: type.name }));
}
