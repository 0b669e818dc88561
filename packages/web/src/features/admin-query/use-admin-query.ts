import { adminQueryRoutes, type AdminSavedQueryBody } from '@honora/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';

const SAVED_KEY = ['admin', 'query', 'saved'] as const;
const RUNS_KEY = ['admin', 'query', 'runs'] as const;

/** GET /api/admin/query/saved. */
export function useSavedQueries() {
  return useQuery({ queryKey: SAVED_KEY, queryFn: ({ signal }) => call(adminQueryRoutes.listSaved, { signal }) });
}

/** GET /api/admin/query/runs: the audit's latest runs. */
export function useQueryRuns() {
  return useQuery({ queryKey: RUNS_KEY, queryFn: ({ signal }) => call(adminQueryRoutes.runs, { signal }) });
}

export function useRefreshRuns() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: RUNS_KEY });
}

/** POST /api/admin/query/run; the recent runs are read again after every run (it was audited). */
export function useRunQuery() {
  const refreshRuns = useRefreshRuns();
  return useMutation({
    mutationFn: (sql: string) => call(adminQueryRoutes.run, { body: { sql } }),
    onSettled: () => void refreshRuns(),
  });
}

/** Create (id null), change or remove a saved query; the list is read again after each. */
export function useSavedQueryActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: SAVED_KEY });
  return {
    save: async (id: string | null, body: AdminSavedQueryBody) => {
      const saved = id
        ? await call(adminQueryRoutes.updateSaved, { params: { id }, body })
        : await call(adminQueryRoutes.createSaved, { body });
      await refresh();
      return saved;
    },
    remove: async (id: string) => {
      await call(adminQueryRoutes.removeSaved, { params: { id } });
      await refresh();
    },
  };
}
