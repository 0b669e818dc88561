import { invoiceRoutes, type InvoiceCreateBody, type InvoiceListQuery, type InvoiceUpdateBody } from '@honora/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { EVENTS_KEY } from '../../shared/events/events-cache';

/** Query-cache root of the invoice screens (the event page's invoice dialogs use the same root). */
export const INVOICES_KEY = 'invoices';

export type InvoiceFilterQuery = Partial<
  Pick<InvoiceListQuery, 'search' | 'healthInsuranceId' | 'dateFrom' | 'dateTo'>
> & {
  page: number;
};

export function useInvoiceList(query: InvoiceFilterQuery) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [INVOICES_KEY, companyId, 'list', query],
    queryFn: ({ signal }) => call(invoiceRoutes.list, { query: { ...query, pageSize: 100 }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInvoice(id: string) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [INVOICES_KEY, companyId, 'one', id],
    queryFn: ({ signal }) => call(invoiceRoutes.get, { params: { id }, signal }),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [INVOICES_KEY] });
    void queryClient.invalidateQueries({ queryKey: [EVENTS_KEY] });
  };
}

export function useCreateInvoice() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: InvoiceCreateBody) => call(invoiceRoutes.create, { body }),
    onSuccess: refresh,
  });
}

export function useUpdateInvoice(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: InvoiceUpdateBody) => call(invoiceRoutes.update, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useRemoveInvoice(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => call(invoiceRoutes.remove, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useRemoveInvoiceEvents(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (eventIds: string[]) => call(invoiceRoutes.removeEvents, { params: { id }, body: { eventIds } }),
    onSuccess: refresh,
  });
}
