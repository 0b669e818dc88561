import { scheduleBillingRoutes, type ScheduleBillingQuery } from '@honora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';

/** Which screen reads the check: the coordinator's route or the billing manager's (decision 050). */
export type CheckReader = 'schedule' | 'billing';

/** GET the schedule × billing check of the days, in the selected company; nothing while `days` is null. */
export function useScheduleBilling(reader: CheckReader, days: ScheduleBillingQuery | null) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: ['scheduleBilling', reader, companyId, days?.from, days?.to],
    enabled: companyId !== undefined && days !== null,
    queryFn: ({ signal }) => call(scheduleBillingRoutes[reader], { query: days!, signal }),
    placeholderData: keepPreviousData,
  });
}
