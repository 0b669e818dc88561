import { dayPreferenceRoutes, type DayPreferencesBody } from '@honora/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../shared/api/api-client';
import { useSession } from '../../shared/auth/auth-store';

export const MY_PREFERENCES_KEY = 'onCallMyPreferences';

/** GET /api/on-call/my-preferences: the signed-in doctor's preferred and undesired days in the company. */
export function useMyDayPreferences() {
  const companyId = useSession()?.company?.id;
  return useQuery({
    queryKey: [MY_PREFERENCES_KEY, companyId],
    enabled: companyId !== undefined,
    queryFn: ({ signal }) => call(dayPreferenceRoutes.mine, { signal }),
  });
}

/** PUT /api/on-call/my-preferences: saves them and keeps the answer in the cache. */
export function useSaveMyDayPreferences() {
  const companyId = useSession()?.company?.id;
  const queryClient = useQueryClient();
  return useCallback(
    async (body: DayPreferencesBody) => {
      const saved = await call(dayPreferenceRoutes.saveMine, { body });
      queryClient.setQueryData([MY_PREFERENCES_KEY, companyId], saved);
      return saved;
    },
    [queryClient, companyId],
  );
}
