import type { InvoiceFilterQuery } from './use-invoices';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list's filters as the URL keeps them (payer, from, to, q, page); bad values are dropped. */
export interface InvoiceFilters {
  payer: string | null;
  from: string | null;
  to: string | null;
  search: string;
  page: number;
}

export function filtersFromParams(params: URLSearchParams): InvoiceFilters {
  const payer = params.get('payer');
  const from = params.get('from');
  const to = params.get('to');
  const page = Number(params.get('page'));
  return {
    payer: payer && UUID.test(payer) ? payer : null,
    from: from && ISO_DATE.test(from) ? from : null,
    to: to && ISO_DATE.test(to) ? to : null,
    search: params.get('q')?.trim() ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function paramsFromFilters(filters: InvoiceFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.payer) params.set('payer', filters.payer);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.search) params.set('q', filters.search);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A change of any filter but the page goes back to page 1. */
export function withChange(filters: InvoiceFilters, patch: Partial<InvoiceFilters>): InvoiceFilters {
  return { ...filters, ...patch, page: patch.page ?? 1 };
}

export function queryOf(filters: InvoiceFilters): InvoiceFilterQuery {
  return {
    healthInsuranceId: filters.payer ?? undefined,
    dateFrom: filters.from ?? undefined,
    dateTo: filters.to ?? undefined,
    search: filters.search || undefined,
    page: filters.page,
  };
}
