import { accessRoutes, authRoutes, companyDataRoutes } from '@honora/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../shared/api/api-client';

export const companyDataKey = (companyId: string) => ['company', companyId, 'data'] as const;
export const companyPermissionsKey = (companyId: string) => ['company', companyId, 'permissions'] as const;

/** GET /api/company: the selected company's data (companies.read). */
export function useCompanyData(companyId: string) {
  return useQuery({
    queryKey: companyDataKey(companyId),
    queryFn: ({ signal }) => call(companyDataRoutes.current, { signal }),
  });
}

/** GET /api/company/permissions: which profiles may do what, and the catalog (companies.read). */
export function useCompanyPermissions(companyId: string) {
  return useQuery({
    queryKey: companyPermissionsKey(companyId),
    queryFn: ({ signal }) => call(accessRoutes.companyPermissions, { signal }),
  });
}

/**
 * After a change the session is read again: the header shows the company's name and the
 * user's own grants may have changed with the profiles (the guard and navbar follow them).
 */
export async function refreshSession(): Promise<void> {
  await call(authRoutes.session).catch(() => undefined);
}
