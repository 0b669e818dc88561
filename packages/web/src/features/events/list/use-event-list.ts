import {
  DEFAULT_PAGE_SIZE,
  eventActionRoutes,
  eventRoutes,
  moneyRoutes,
  type BulkMoneyBody,
  type EventBulkActionBody,
  type ExportJobStarted,
} from '@honora/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/auth/auth-store';
import { EVENTS_KEY } from '../../../shared/events/events-cache';
import { exportOrJob } from '../../../shared/jobs/export-job';
import { queryOf, type EventFilters, type Readiness } from './list-filters';

export { EVENTS_KEY } from '../../../shared/events/events-cache';

/** One page of the filtered list with the totals of the whole filtered set. */
export function useEventList(filters: EventFilters, readiness: Readiness) {
  const companyId = useSession()?.company?.id;
  const query = queryOf(filters, readiness);
  return useQuery({
    queryKey: [EVENTS_KEY, companyId, 'list', query],
    queryFn: ({ signal }) => call(eventRoutes.list, { query: { ...query, pageSize: DEFAULT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** After an action the lists (and any open event) are read again. */
export function useRefreshEvents() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [EVENTS_KEY] }), [queryClient]);
}

/**
 * The Excel file of the filtered list with the chosen columns (GET /api/events/export): null
 * when it downloaded, or the job that builds it when the list is too long to answer at once.
 */
export function exportEvents(
  filters: EventFilters,
  readiness: Readiness,
  columns: readonly string[],
  fileName: string,
): Promise<ExportJobStarted | null> {
  const { page: _page, ...query } = queryOf(filters, readiness);
  return exportOrJob(eventRoutes.export, `${fileName}.xlsx`, { query: { ...query, columns: [...columns] } });
}

/** Runs one status action on many events; each event answers its own result. */
export function useBulkAction() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (body: EventBulkActionBody) => call(eventActionRoutes.bulk, { body }),
    onSettled: () => void refresh(),
  });
}

/** Receive / lose / glosa all or finalize many events (POST /api/events/bulk-money); each answers its own result. */
export function useBulkMoney() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (body: BulkMoneyBody) => call(moneyRoutes.bulk, { body }),
    onSettled: () => void refresh(),
  });
}
