import { adminReleaseRoutes, releaseRoutes, type Changelog } from '@honora/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../api/api-client';
import { useSession } from '../auth/auth-store';

/** Query-cache root of the releases (decision 055): the changelog with its unread count, the admin list. */
export const RELEASES_KEY = 'releases';

/** GET /api/releases for the signed-in user (the badge, Novidades and Sobre share it). */
export function useChangelog() {
  const userId = useSession()?.user.id;
  return useQuery({
    queryKey: [RELEASES_KEY, 'changelog', userId],
    queryFn: ({ signal }) => call(releaseRoutes.changelog, { signal }),
    enabled: userId !== undefined,
  });
}

export function useAdminReleases() {
  return useQuery({
    queryKey: [RELEASES_KEY, 'admin'],
    queryFn: ({ signal }) => call(adminReleaseRoutes.list, { signal }),
  });
}

/** POST /api/releases/read, then the badge goes: the cached changelog's unread becomes 0. */
export function useMarkChangelogRead() {
  const queryClient = useQueryClient();
  const userId = useSession()?.user.id;
  return useCallback(async () => {
    await call(releaseRoutes.read, {});
    queryClient.setQueryData<Changelog>([RELEASES_KEY, 'changelog', userId], (data) =>
      data ? { ...data, unread: 0 } : data,
    );
  }, [queryClient, userId]);
}

/** After an administrator's write: the list and every changelog are read again. */
export function useRefreshReleases() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [RELEASES_KEY] }), [queryClient]);
}
