import { accountRoutes } from '@honora/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';

export const ownProfileKey = ['account', 'profile'] as const;

/** GET /api/account/profile: the signed-in person's own data. */
export function useOwnProfile() {
  return useQuery({ queryKey: ownProfileKey, queryFn: ({ signal }) => call(accountRoutes.profile, { signal }) });
}
