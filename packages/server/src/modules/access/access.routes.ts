import { accessRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';
import { tenantOf } from '../../http/tenant';
import { getCompanyPermissions, updateCompanyPermissions } from './access.service';

const companyWorkspaces = ['CLIENT', 'COMPANY'] as const;

export function registerAccessRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(
    accessRoutes.companyPermissions,
    { workspaces: companyWorkspaces, needsCompany: true, permission: { module: 'companies', action: 'read' } },
    ({ auth, access }) => getCompanyPermissions(ctx, tenantOf(auth, access), auth.companyId!),
  );
  routes.protected(
    accessRoutes.updateCompanyPermissions,
    { workspaces: companyWorkspaces, needsCompany: true, permission: { module: 'companies', action: 'manager' } },
    ({ auth, access, body }) =>
      updateCompanyPermissions(ctx, tenantOf(auth, access), auth.companyId!, body.permissions),
  );
}
