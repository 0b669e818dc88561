import type { RouteDef } from '@honora/contract';
import { compareText } from '@honora/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../api/api-client';
import { useSession } from '../auth/auth-store';

interface SyncedRow {
  id: string;
  name: string;
  deletedAt: string | null;
}

interface RegistryCache<T> {
  byId: ReadonlyMap<string, T>;
  syncedAt: string;
}

const EPOCH = '1970-01-01T00:00:00.000Z';

export const registryCacheKey = (name: string, companyId: string | undefined) =>
  ['registry-cache', name, companyId] as const;

/**
 * The per-company cache of a small registry (surgeons, anesthetists, insurers, hospitals,
 * branches — platform.md §7): the first read takes everything, each later read asks the list
 * route only for what changed since the last one (`updatedSince`) and merges it; deleted
 * records leave the cache. Pickers read from here instead of querying on every keystroke.
 */
export function useSyncedRegistry<T extends SyncedRow>(name: string, route: RouteDef) {
  const companyId = useSession()?.company?.id;
  const queryClient = useQueryClient();
  const key = registryCacheKey(name, companyId);
  const query = useQuery({
    queryKey: key,
    enabled: companyId !== undefined,
    staleTime: 30_000,
    queryFn: async ({ signal }): Promise<RegistryCache<T>> => {
      const previous = queryClient.getQueryData<RegistryCache<T>>(key);
      const answer = (await call(route, {
        query: { updatedSince: previous?.syncedAt ?? EPOCH, active: 'all' } as never,
        signal,
      })) as { items: T[]; syncedAt: string };
      const byId = new Map(previous?.byId);
      for (const item of answer.items) {
        if (item.deletedAt) byId.delete(item.id);
        else byId.set(item.id, item);
      }
      return { byId, syncedAt: answer.syncedAt };
    },
  });
  const items = query.data ? [...query.data.byId.values()].sort((a, b) => compareText(a.name, b.name)) : [];
  return { ...query, items, byId: query.data?.byId ?? new Map<string, T>() };
}

/** After a save: the cache asks the server for what changed (not for everything again). */
export function useRefreshSyncedRegistry(name: string) {
  const companyId = useSession()?.company?.id;
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: registryCacheKey(name, companyId) });
}
