import { cbhpmRoutes, DEFAULT_PAGE_SIZE } from '@honora/contract';
import { formatCents } from '@honora/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';

/** Every CBHPM query: an import that ends or a delete fetches them again. */
export const cbhpmKey = ['cbhpm'] as const;
export const PROCEDURES_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** GET /api/cbhpm/editions: every edition version, newest first. */
export function useEditions() {
  return useQuery({
    queryKey: [...cbhpmKey, 'editions'],
    queryFn: ({ signal }) => call(cbhpmRoutes.editions, { signal }),
  });
}

/** GET /api/cbhpm/valuations: every valuation version, newest first. */
export function useValuations() {
  return useQuery({
    queryKey: [...cbhpmKey, 'valuations'],
    queryFn: ({ signal }) => call(cbhpmRoutes.valuations, { signal }),
  });
}

/** GET /api/cbhpm/editions/:id/procedures: a page of 100, by code, filtered by the search. */
export function useProcedures(editionId: string, search: string, page: number) {
  return useQuery({
    queryKey: [...cbhpmKey, 'procedures', editionId, search, page],
    queryFn: ({ signal }) =>
      call(cbhpmRoutes.procedures, {
        params: { id: editionId },
        query: { search: search || undefined, page, pageSize: PROCEDURES_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** DELETE an edition or valuation version (super admins; refused while a negotiation names it). */
export function useRemoveVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'edition' | 'valuation'; id: string }) =>
      call(kind === 'edition' ? cbhpmRoutes.removeEdition : cbhpmRoutes.removeValuation, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cbhpmKey }),
  });
}

/** Decimal text as people read it: "3.267" → "3,267" (quantities, not money). */
export const decimalPt = (value: string) => value.replace('.', ',');

/** Money as decimal text → "R$ 1.234,56", without passing through a float. */
export function moneyPt(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  return formatCents(BigInt(`${whole}${fraction.padEnd(2, '0').slice(0, 2)}`));
}
