import { batchRoutes, invoiceRoutes, type BatchEventResult, type InvoiceCreateBody } from '@honora/contract';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api/api-client';
import { localText } from '../../../shared/api/api-error';
import { useSession } from '../../../shared/auth/auth-store';
import { EVENTS_KEY } from '../../../shared/events/events-cache';

/** The caches the batch and invoice screens keep (read again after a change made here). */
const BATCHES_KEY = 'batches';
const INVOICES_KEY = 'invoices';

/** Open batches that can take the event (same insurer and guide type), or every open batch (events list). */
export function useOpenBatches(forEventId: string | null, enabled: boolean) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [BATCHES_KEY, companyId, 'open', forEventId],
    enabled,
    queryFn: ({ signal }) =>
      call(batchRoutes.list, {
        query: forEventId ? { forEventId, pageSize: 100 } : { status: 'OPEN', pageSize: 100 },
        signal,
      }),
  });
}

/** The batches the event is in (code and status for the links). */
export function useBatchesOf(ids: readonly string[], enabled: boolean) {
  const companyId = useSession()?.company?.id;
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: [BATCHES_KEY, companyId, 'one', id],
      enabled,
      queryFn: ({ signal }: { signal: AbortSignal }) => call(batchRoutes.get, { params: { id }, signal }),
    })),
  });
}

/** Invoices of a payer (to add an event to) or of an event (to show them). */
export function useInvoicesFor(query: { healthInsuranceId?: string; eventId?: string }, enabled: boolean) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [INVOICES_KEY, companyId, 'list', { ...query, page: 1 }],
    enabled,
    queryFn: ({ signal }) => call(invoiceRoutes.list, { query: { ...query, pageSize: 100 }, signal }),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [BATCHES_KEY] });
    void queryClient.invalidateQueries({ queryKey: [INVOICES_KEY] });
    void queryClient.invalidateQueries({ queryKey: [EVENTS_KEY] });
  };
}

export function useAddToBatch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ batchId, eventIds }: { batchId: string; eventIds: string[] }) =>
      call(batchRoutes.addEvents, { params: { id: batchId }, body: { eventIds } }),
    onSuccess: refresh,
  });
}

export function useAddToInvoice() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ invoiceId, eventIds }: { invoiceId: string; eventIds: string[] }) =>
      call(invoiceRoutes.addEvents, { params: { id: invoiceId }, body: { eventIds } }),
    onSuccess: refresh,
  });
}

export function useCreateInvoiceFor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: InvoiceCreateBody) => call(invoiceRoutes.create, { body }),
    onSuccess: refresh,
  });
}

/** The warning text of a refused event (the server's message by its key, else the catalog's for its code). */
export function resultText(result: BatchEventResult, warnings: Readonly<Record<string, string>>): string {
  if (result.result === 'success') return '';
  return localText(result) ?? warnings[result.result] ?? result.result;
}
