import { eventImportRoutes, jobRoutes, type EventImport, type EventImportBody } from '@honora/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';
import { JOB_POLL_MS } from '../../shared/jobs/use-job';
import { isImportRunning } from './event-import-logic';

/** The list route's page size (GET /api/event-imports answers 20 a page). */
export const IMPORTS_PAGE_SIZE = 20;

const root = ['event-imports'] as const;
const keys = {
  list: (companyId: string | undefined, page: number) => [...root, companyId, 'list', page] as const,
  one: (id: string) => [...root, 'one', id] as const,
};

/** GET /api/event-imports: the company's imports, newest first. */
export function useEventImports(page: number) {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: keys.list(companyId, page),
    enabled: companyId !== undefined,
    queryFn: ({ signal }) => call(eventImportRoutes.list, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One import, asked again every second while its job runs; its end refreshes the list. */
export function useEventImport(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: keys.one(id),
    queryFn: ({ signal }) => call(eventImportRoutes.get, { params: { id }, signal }),
    refetchInterval: (q) => (q.state.data && !isImportRunning(q.state.data) ? false : JOB_POLL_MS),
  });
  const hasEnded = query.data !== undefined && !isImportRunning(query.data);
  useEffect(() => {
    if (hasEnded) void queryClient.invalidateQueries({ queryKey: [...root] });
  }, [hasEnded, queryClient]);
  return query;
}

/**
 * The import's job while it runs, for its step in pt-BR (GET /api/jobs/:id: only the starter
 * reads it; anyone else gets a 404, asked once, and the screen tells the step from the import).
 */
export function useImportJob(jobId: string | null, isRunning: boolean) {
  return useQuery({
    queryKey: ['jobs', jobId],
    enabled: jobId !== null && isRunning,
    retry: false,
    queryFn: ({ signal }) => call(jobRoutes.get, { params: { id: jobId! }, signal }),
    refetchInterval: (q) => (q.state.error ? false : JOB_POLL_MS),
  });
}

/** POST /api/event-imports/preview: nothing is written. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (body: EventImportBody) => call(eventImportRoutes.preview, { body }),
  });
}

function useImportMutation<V>(mutationFn: (variables: V) => Promise<EventImport>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (record) => {
      queryClient.setQueryData(keys.one(record.id), record);
      void queryClient.invalidateQueries({ queryKey: [...root] });
    },
  });
}

/** POST /api/event-imports: the import starts as a job and answers at once. */
export const useStartImport = () =>
  useImportMutation((body: EventImportBody) => call(eventImportRoutes.start, { body }));

/** POST /api/event-imports/:id/undo: the whole import, while none of its events moved on. */
export const useUndoImport = () => useImportMutation((id: string) => call(eventImportRoutes.undo, { params: { id } }));
