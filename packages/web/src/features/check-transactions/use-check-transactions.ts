import { checkTransactionsRoutes } from '@honora/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';
import { EVENTS_KEY } from '../../shared/events/events-cache';

const KEY = 'check-transactions';

/** What "Verificar" asked: a company (or every company) and which click it was (a new click reads again). */
export interface CheckRun {
  companyId: string | null;
  run: number;
}

/** The events whose stored totals disagree with their active transactions (GET /api/admin/check-transactions). */
export function useMismatches(check: CheckRun | null) {
  return useQuery({
    queryKey: [KEY, 'list', check],
    enabled: check !== null,
    queryFn: ({ signal }) =>
      call(checkTransactionsRoutes.list, { query: { companyId: check?.companyId ?? undefined }, signal }),
  });
}

/** The fixes already made (GET /api/admin/check-transactions/log); read only while `isOpen`. */
export function useFixLog(isOpen: boolean) {
  return useQuery({
    queryKey: [KEY, 'log'],
    enabled: isOpen,
    queryFn: ({ signal }) => call(checkTransactionsRoutes.log, { signal }),
  });
}

/** Rewrites the chosen events' totals from their ledger; the list, the log and every events screen are read again after. */
export function useFixTotals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventIds: string[]) => call(checkTransactionsRoutes.fix, { body: { eventIds } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [KEY] });
      void queryClient.invalidateQueries({ queryKey: [EVENTS_KEY] });
    },
  });
}
