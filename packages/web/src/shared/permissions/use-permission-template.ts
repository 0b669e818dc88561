import { permissionTemplateRoutes } from '@honora/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/api-client';

export const permissionTemplateKey = ['admin', 'permission-template'] as const;

/** GET /api/admin/permission-template: the template for new companies and the catalog of names. */
export function usePermissionTemplate() {
  return useQuery({
    queryKey: permissionTemplateKey,
    queryFn: ({ signal }) => call(permissionTemplateRoutes.get, { signal }),
  });
}
