import {
  referenceImportRoutes,
  type ReferenceImport,
  type ReferenceImportBody,
  type ReferenceImportGroup,
} from '@honora/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { call } from '../api/api-client';

export const IMPORTS_PAGE_SIZE = 10;
/** How often a running import is asked for its progress. */
export const PROGRESS_POLL_MS = 500;

/** The queries of the reference-import job (the reference tables' and the CBHPM screens share it). */
export const referenceImportKeys = {
  root: ['admin', 'reference-tables'] as const,
  imports: ['admin', 'reference-tables', 'imports'] as const,
  import: (id: string) => ['admin', 'reference-tables', 'import', id] as const,
};

export const isRunning = (record: Pick<ReferenceImport, 'status'>) =>
  record.status === 'NOT_STARTED' || record.status === 'RUNNING';

/** GET /api/admin/reference-imports: a page of the imports of one group, newest first. */
export function useReferenceImports(page: number, group: ReferenceImportGroup) {
  return useQuery({
    queryKey: [...referenceImportKeys.imports, group, page],
    queryFn: ({ signal }) =>
      call(referenceImportRoutes.list, { query: { page, pageSize: IMPORTS_PAGE_SIZE, group }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One import, polled every 500 ms while it runs; when it ends, the import list and the screen's
 * own queries (`refresh`: the tables whose rows changed) are fetched again.
 */
export function useReferenceImport(id: string, refresh: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  // The keys are the screen's constants: only the end of the import triggers the refresh.
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  const query = useQuery({
    queryKey: referenceImportKeys.import(id),
    queryFn: ({ signal }) => call(referenceImportRoutes.get, { params: { id }, signal }),
    refetchInterval: (current) => (current.state.data && !isRunning(current.state.data) ? false : PROGRESS_POLL_MS),
  });
  const hasEnded = query.data !== undefined && !isRunning(query.data);
  useEffect(() => {
    if (!hasEnded) return;
    void queryClient.invalidateQueries({ queryKey: referenceImportKeys.imports });
    for (const queryKey of refreshRef.current) void queryClient.invalidateQueries({ queryKey });
  }, [hasEnded, queryClient]);
  return query;
}

/** POST /api/admin/reference-imports (super admins): answers the new import at once; `refresh` as above. */
export function useStartImport(refresh: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferenceImportBody) => call(referenceImportRoutes.create, { body }),
    onSuccess: (record) => {
      queryClient.setQueryData(referenceImportKeys.import(record.id), record);
      void queryClient.invalidateQueries({ queryKey: referenceImportKeys.imports });
      for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
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
