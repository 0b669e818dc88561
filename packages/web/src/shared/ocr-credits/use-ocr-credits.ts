import { ocrCreditRoutes } from '@honora/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../api/api-client';

export const OCR_CREDITS_PAGE_SIZE = 20;

/** Every OCR credit read of the admin workspace: a company's history and the list of all balances. */
export const ocrCreditKeys = { all: ['admin', 'ocr-credits'] as const };

/** A company's balance and its history of grants and uses, newest first (GET /api/admin/companies/:id/ocr-credits). */
export function useOcrCredits(companyId: string, page: number) {
  return useQuery({
    queryKey: [...ocrCreditKeys.all, 'company', companyId, page],
    queryFn: ({ signal }) =>
      call(ocrCreditRoutes.list, {
        params: { id: companyId },
        query: { page, pageSize: OCR_CREDITS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** After a grant, every balance and history is read again. */
export function useRefreshOcrCredits() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ocrCreditKeys.all }), [queryClient]);
}
