import { referenceImportRoutes } from '@honora/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';
import { referenceImportKeys } from '../../shared/reference-import/use-reference-import';

/** The summary's query: fetched again when an import of this screen starts or ends. */
export const summaryKey = [...referenceImportKeys.root, 'summary'] as const;

/** GET /api/admin/reference-tables/summary: each table's rows and newest import. */
export function useReferenceSummary() {
  return useQuery({
    queryKey: summaryKey,
    queryFn: ({ signal }) => call(referenceImportRoutes.summary, { signal }),
  });
}
