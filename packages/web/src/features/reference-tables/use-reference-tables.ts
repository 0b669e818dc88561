import { referenceImportRoutes, type ReferenceImport, type ReferenceImportBody } from '@honora/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../../shared/api/api-client';

export const IMPORTS_PAGE_SIZE = 10;
/** How often a running import is asked for its progress. */
export const PROGRESS_POLL_MS = 500;

const root = ['admin', 'reference-tables'] as const;

export const isRunning = (record: Pick<ReferenceImport, 'status'>) =>
  record.status === 'NOT_STARTED' || record.status === 'RUNNING';

/** GET /api/admin/reference-tables/summary: each table's rows and newest import. */
export function useReferenceSummary() {
  return useQuery({
    queryKey: [...root, 'summary'],
    queryFn: ({ signal }) => call(referenceImportRoutes.summary, { signal }),
  });
}

/** GET /api/admin/reference-imports: a page of the imports, newest first. */
export function useReferenceImports(page: number) {
  return useQuery({
    queryKey: [...root, 'imports', page],
    queryFn: ({ signal }) => call(referenceImportRoutes.list, { query: { page, pageSize: IMPORTS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One import, polled every 500 ms while it runs; when it ends, the summary and the list are
 * fetched again (the row counts changed).
 */
export function useReferenceImport(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: [...root, 'import', id],
    queryFn: ({ signal }) => call(referenceImportRoutes.get, { params: { id }, signal }),
    refetchInterval: (current) => (current.state.data && !isRunning(current.state.data) ? false : PROGRESS_POLL_MS),
  });
  const hasEnded = query.data !== undefined && !isRunning(query.data);
  useEffect(() => {
    if (hasEnded) {
      void queryClient.invalidateQueries({ queryKey: [...root, 'summary'] });
      void queryClient.invalidateQueries({ queryKey: [...root, 'imports'] });
    }
  }, [hasEnded, queryClient]);
  return query;
}

/** POST /api/admin/reference-imports (super admins): answers the new import at once. */
export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferenceImportBody) => call(referenceImportRoutes.create, { body }),
    onSuccess: (record) => {
      queryClient.setQueryData([...root, 'import', record.id], record);
      void queryClient.invalidateQueries({ queryKey: [...root, 'imports'] });
      void queryClient.invalidateQueries({ queryKey: [...root, 'summary'] });
    },
  });
}

/** The file's bytes as base64 (what the import route takes). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('FileReader'));
    reader.readAsDataURL(file);
  });
}
