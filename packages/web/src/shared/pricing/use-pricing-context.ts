import { cbhpmRoutes, pricingRoutes, type PricingContextView } from '@honora/contract';
import { matchesSearch } from '@honora/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/api-client';
import { useSession } from '../auth/auth-store';

const PRICING_KEY = 'pricing';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const SEARCH_PAGE = 20;

/** A context answer with what it was asked for: the codes tell which procedures it can price. */
export interface LoadedContext {
  insurerId: string;
  date: string;
  codes: readonly string[];
  view: PricingContextView;
}

/**
 * The pricing context of the insurer on the date for these codes (GET /api/pricing/context) —
 * what the pricing preview and the event form price with in the browser. While a new set of
 * codes loads, the previous answer (same insurer and date) stays, so the screen keeps its values.
 */
export function usePricingContext(insurerId: string | null, date: string, codes: readonly string[]) {
  const companyId = useSession()?.company?.id;
  const joined = codes.join(',');
  return useQuery({
    queryKey: [PRICING_KEY, companyId, 'context', insurerId, date, joined],
    enabled: insurerId !== null && ISO_DATE.test(date),
    queryFn: async ({ signal }): Promise<LoadedContext> => ({
      insurerId: insurerId!,
      date,
      codes,
      view: await call(pricingRoutes.context, { query: { insurerId: insurerId!, date, codes: joined }, signal }),
    }),
    placeholderData: (previous) => (previous?.insurerId === insurerId && previous.date === date ? previous : undefined),
  });
}

export interface ProcedureOption {
  value: string;
  label: string;
}

/**
 * Procedures to add: the negotiation's own (custom) procedures and its CBHPM edition's,
 * searched by code or description (the edition on the server, accent-insensitive).
 */
export function useProcedureOptions(view: PricingContextView | undefined, search: string) {
  const negotiation = view?.negotiation;
  const editionId = negotiation?.useCbhpm ? negotiation.cbhpmId : null;
  const edition = useQuery({
    queryKey: [PRICING_KEY, 'procedures', editionId, search],
    enabled: editionId !== null && editionId !== undefined,
    queryFn: ({ signal }) =>
      call(cbhpmRoutes.procedures, {
        params: { id: editionId! },
        query: { search: search || undefined, pageSize: SEARCH_PAGE },
        signal,
      }),
    staleTime: 60_000,
  });
  const customs = (negotiation?.terms?.customsProcedures ?? [])
    .filter((custom) => !search || matchesSearch(search, custom.code, custom.description))
    .map((custom) => ({ value: custom.code, label: `${custom.code} — ${custom.description}` }));
  const table = (edition.data?.items ?? []).map((row) => ({
    value: row.code,
    label: `${row.code} — ${row.description}`,
  }));
  const seen = new Set(customs.map((option) => option.value));
  return {
    options: [...customs, ...table.filter((option) => !seen.has(option.value))],
    isFetching: edition.isFetching,
  };
}
