import { adminOcrRoutes, type OcrGuideStatus } from '@honora/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';
import { ocrCreditKeys } from '../../shared/ocr-credits/use-ocr-credits';
import type { OcrPeriod } from './ocr-period';

export const OCR_CREDITS_LIST_PAGE_SIZE = 20;

/** Every company's balance, granted and used credits (GET /api/admin/ocr-credits). */
export function useCreditOverview(search: string, page: number) {
  return useQuery({
    queryKey: [...ocrCreditKeys.all, 'list', { search, page }],
    queryFn: ({ signal }) =>
      call(adminOcrRoutes.credits, {
        query: { search: search || undefined, page, pageSize: OCR_CREDITS_LIST_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

const root = ['admin', 'ocr'] as const;

/** The OCR figures by company and month (GET /api/admin/ocr-dashboard). */
export function useOcrDashboard(period: OcrPeriod) {
  return useQuery({
    queryKey: [...root, 'dashboard', period],
    queryFn: ({ signal }) => call(adminOcrRoutes.dashboard, { query: period, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Support's filters: without a status, the guides waiting for support, development or a test. */
export interface SupportFilters {
  page: number;
  companyId?: string | undefined;
  status?: OcrGuideStatus | undefined;
}

/** Support's guides of every company (GET /api/admin/ocr-guides). */
export function useSupportGuides(query: SupportFilters) {
  return useQuery({
    queryKey: [...root, 'guides', query],
    queryFn: ({ signal }) => call(adminOcrRoutes.guides, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** After a status change, support's lists are read again. */
export function useRefreshSupportGuides() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [...root, 'guides'] }), [queryClient]);
}
