import { adminOcrRoutes, type OcrGuide, type OcrGuideStatus } from '@honora/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call, fetchBlob } from '../../shared/api/api-client';
import { ocrCreditKeys } from '../../shared/ocr-credits/use-ocr-credits';
import { useObjectUrl } from '../../shared/ui/use-object-url';
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
    queryKey: [...root, 'guides', 'list', query],
    queryFn: ({ signal }) => call(adminOcrRoutes.guides, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** After a status change, support's lists (and the guide open) are read again. */
export function useRefreshSupportGuides() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [...root, 'guides'] }), [queryClient]);
}

const guideKey = (id: string) => [...root, 'guides', 'one', id] as const;

/** How often a guide waiting in the reading queue is read again until its reading shows. */
const QUEUED_POLL_MS = 2000;

/** One guide of any company as its review shows it (GET /api/admin/ocr-guides/:id), followed while queued. */
export function useSupportGuide(id: string) {
  return useQuery({
    queryKey: guideKey(id),
    queryFn: ({ signal }) => call(adminOcrRoutes.guide, { params: { id }, signal }),
    refetchInterval: (q) => (q.state.data?.status === 'CREATED' ? QUEUED_POLL_MS : false),
  });
}

const imageKey = (id: string, queued: boolean) => [...root, 'image', id, queued ? 'queued' : 'read'] as const;

/**
 * The guide's page (GET /api/admin/ocr-guides/:id/image) as an object URL for the page and the
 * crops. A reading may store the page turned level, so the image read after a new reading is
 * fetched again (reading again drops the one kept).
 */
export function useSupportGuideImage(id: string, queued: boolean): { url: string | null; isError: boolean } {
  const query = useQuery({
    queryKey: imageKey(id, queued),
    staleTime: Infinity,
    retry: false,
    queryFn: ({ signal }) => fetchBlob(adminOcrRoutes.image, { params: { id }, signal }),
  });
  return { url: useObjectUrl(query.data), isError: query.isError };
}

/** The guide the server answered is the one shown, and support's lists are read again. */
function useShowSavedGuide(id: string) {
  const queryClient = useQueryClient();
  return (guide: OcrGuide) => {
    queryClient.setQueryData(guideKey(id), guide);
    void queryClient.invalidateQueries({ queryKey: [...root, 'guides', 'list'] });
  };
}

/** PUT /api/admin/ocr-guides/:id/fields: support's corrections (only the fields changed). */
export function useSaveSupportFields(id: string) {
  const onSuccess = useShowSavedGuide(id);
  return useMutation({
    mutationFn: (values: Record<string, string>) =>
      call(adminOcrRoutes.saveFields, { params: { id }, body: { values } }),
    onSuccess,
  });
}

/** POST /api/admin/ocr-guides/:id/reread: the page goes back to the reading queue (CREATED). */
export function useRereadSupportGuide(id: string) {
  const queryClient = useQueryClient();
  const show = useShowSavedGuide(id);
  return useMutation({
    mutationFn: () => call(adminOcrRoutes.reread, { params: { id } }),
    onSuccess: (guide: OcrGuide) => {
      queryClient.removeQueries({ queryKey: imageKey(id, false) });
      show(guide);
    },
  });
}
