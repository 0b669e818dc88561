import { ocrRoutes, type OcrConfirmBody, type OcrGuideStatus, type OcrUploadBody } from '@honora/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { call, fetchBlob } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { EVENTS_KEY } from '../../shared/events/events-cache';
import { JOB_POLL_MS } from '../../shared/jobs/use-job';
import { useObjectUrl } from '../../shared/ui/use-object-url';
import { isUploadRunning } from './ocr-logic';

/** The list routes' page size (GET /api/ocr-uploads and /api/ocr-guides answer 20 a page). */
export const OCR_PAGE_SIZE = 20;

const root = ['ocr'] as const;

function useOcrKey() {
  const companyId = useSession()?.company?.id;
  return { companyId, key: (...rest: readonly unknown[]) => [...root, companyId, ...rest] as const };
}

/** GET /api/ocr-credits: the balance the company reads from (its matriz's, in a filial). */
export function useOcrBalance() {
  const { companyId, key } = useOcrKey();
  return useQuery({
    queryKey: key('credits'),
    enabled: companyId !== undefined,
    queryFn: ({ signal }) => call(ocrRoutes.credits, { signal }),
  });
}

/**
 * GET /api/ocr-uploads: the company's uploads, asked again every second while one is read; each
 * page read (and each upload's end) reads the guides and the balance again.
 */
export function useOcrUploads(page: number) {
  const { companyId, key } = useOcrKey();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: key('uploads', page),
    enabled: companyId !== undefined,
    queryFn: ({ signal }) => call(ocrRoutes.uploads, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.items.some(isUploadRunning) ? JOB_POLL_MS : false),
  });
  const progress = query.data?.items.map((u) => `${u.id}:${u.status}:${u.processedPages}`).join() ?? null;
  const previous = useRef(progress);
  useEffect(() => {
    if (previous.current !== null && progress !== previous.current) {
      void queryClient.invalidateQueries({ queryKey: [...root, companyId, 'guides'] });
      void queryClient.invalidateQueries({ queryKey: [...root, companyId, 'credits'] });
    }
    previous.current = progress;
  }, [progress, queryClient, companyId]);
  return query;
}

export interface GuideFilters {
  page: number;
  status?: OcrGuideStatus | undefined;
}

/** GET /api/ocr-guides: the company's guides, newest first, by status. */
export function useOcrGuides(filters: GuideFilters) {
  const { companyId, key } = useOcrKey();
  return useQuery({
    queryKey: key('guides', 'list', filters),
    enabled: companyId !== undefined,
    queryFn: ({ signal }) => call(ocrRoutes.guides, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/ocr-guides/:id: the fields read, their checks and the registries they match. */
export function useOcrGuide(id: string) {
  const { companyId, key } = useOcrKey();
  return useQuery({
    queryKey: key('guides', 'one', id),
    enabled: companyId !== undefined,
    queryFn: ({ signal }) => call(ocrRoutes.guide, { params: { id }, signal }),
  });
}

/**
 * The page image (GET /api/ocr-guides/:id/image) as an object URL for the page and the fields'
 * crops, revoked when the screen leaves it.
 */
export function useGuideImage(id: string): { url: string | null; isError: boolean } {
  const { companyId, key } = useOcrKey();
  const query = useQuery({
    queryKey: key('image', id),
    enabled: companyId !== undefined,
    staleTime: Infinity,
    retry: false,
    queryFn: ({ signal }) => fetchBlob(ocrRoutes.image, { params: { id }, signal }),
  });
  return { url: useObjectUrl(query.data), isError: query.isError };
}

/** POST /api/ocr-uploads: the file is stored and its reading queued as a job. */
export function useUploadGuides() {
  const { companyId } = useOcrKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OcrUploadBody) => call(ocrRoutes.upload, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...root, companyId] }),
  });
}

/** POST /api/ocr-guides/:id/confirm: the event is created; the guides and the events are read again. */
export function useConfirmGuide(id: string) {
  const { companyId, key } = useOcrKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OcrConfirmBody) => call(ocrRoutes.confirm, { params: { id }, body }),
    onSuccess: (guide) => {
      queryClient.setQueryData(key('guides', 'one', id), guide);
      void queryClient.invalidateQueries({ queryKey: [...root, companyId, 'guides', 'list'] });
      void queryClient.invalidateQueries({ queryKey: [EVENTS_KEY] });
    },
  });
}
