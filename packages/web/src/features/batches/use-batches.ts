import {
  batchRoutes,
  eventRoutes,
  type BatchCreateBody,
  type BatchStatusAction,
  type BatchUpdateBody,
  type BatchXmlFile,
  type EventListQueryInput,
} from '@honora/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import type { BatchFilters } from './batch-filters';
import { EVENTS_KEY } from '../../shared/events/events-cache';

/** Query-cache root of the batch screens. */
const BATCHES_KEY = 'batches';
/** How often a file still being generated is asked for (GET xmlFile). */
export const XML_POLL_MS = 1000;

export function useBatchList(filters: BatchFilters) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [BATCHES_KEY, companyId, 'list', filters],
    queryFn: ({ signal }) =>
      call(batchRoutes.list, {
        query: {
          search: filters.search || undefined,
          status: filters.status ?? undefined,
          healthInsuranceId: filters.insurerId ?? undefined,
          type: filters.type ?? undefined,
          page: filters.page,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const batchKey = (companyId: string | undefined, id: string) => [BATCHES_KEY, companyId, 'one', id];

export function useBatch(id: string) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: batchKey(companyId, id),
    queryFn: ({ signal }) => call(batchRoutes.get, { params: { id }, signal }),
    retry: false,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [BATCHES_KEY] });
    void queryClient.invalidateQueries({ queryKey: [EVENTS_KEY] });
  };
}

export function useCreateBatch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BatchCreateBody) => call(batchRoutes.create, { body }),
    onSuccess: refresh,
  });
}

export function useUpdateBatch(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BatchUpdateBody) => call(batchRoutes.update, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useRemoveBatch(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => call(batchRoutes.remove, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useBatchStatus(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { version: number; action: BatchStatusAction }) =>
      call(batchRoutes.status, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useBatchEvents(id: string) {
  const refresh = useRefresh();
  return {
    add: useMutation({
      mutationFn: (eventIds: string[]) => call(batchRoutes.addEvents, { params: { id }, body: { eventIds } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (eventIds: string[]) => call(batchRoutes.removeEvents, { params: { id }, body: { eventIds } }),
      onSuccess: refresh,
    }),
  };
}

export function useSendGuides(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => call(batchRoutes.sendGuides, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useGenerateXml(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => call(batchRoutes.generateXml, { params: { id } }),
    onSuccess: refresh,
  });
}

/** One generation still running: asked again every second until it is Successful or Error. */
export function useXmlFilePoll(batchId: string, file: BatchXmlFile, onSettled: () => void) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [BATCHES_KEY, companyId, 'xml', batchId, file.id],
    queryFn: async ({ signal }) => {
      const answer = await call(batchRoutes.xmlFile, { params: { id: batchId, fileId: file.id }, signal });
      if (answer.status !== 'Creating') onSettled();
      return answer;
    },
    initialData: file,
    enabled: file.status === 'Creating',
    refetchInterval: (query) => (query.state.data?.status === 'Creating' ? XML_POLL_MS : false),
  });
}

export function useAddAttachment(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { fileName: string; content: string }) =>
      call(batchRoutes.addAttachment, { params: { id }, body }),
    onSuccess: refresh,
  });
}

/** The events the "Adicionar eventos" dialog offers: the batch's insurer, statuses a batch may take. */
export function useBatchableEvents(query: EventListQueryInput, enabled: boolean) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [EVENTS_KEY, companyId, 'batchable', query],
    queryFn: ({ signal }) => call(eventRoutes.list, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
