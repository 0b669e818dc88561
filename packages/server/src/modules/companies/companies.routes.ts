import { companyDataRoutes, companyRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';
import { tenantOf } from '../../http/tenant';
import { listSelectable } from './companies.service';
import { getCompanyData, updateCompanyData } from './company-data.service';

const companyWorkspaces = ['CLIENT', 'COMPANY'] as const;

export function registerCompanyRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(
    companyRoutes.selectable,
    { workspaces: ['CLIENT', 'COMPANY', 'ADMIN'], permission: { module: 'account', action: 'read' } },
    ({ auth, query }) => listSelectable(ctx, auth, query),
  );
  routes.protected(
    companyDataRoutes.current,
    { workspaces: companyWorkspaces, needsCompany: true, permission: { module: 'companies', action: 'read' } },
    ({ auth, access }) => getCompanyData(ctx, tenantOf(auth, access), auth.companyId!),
  );
  routes.protected(
    companyDataRoutes.update,
    { workspaces: companyWorkspaces, needsCompany: true, permission: { module: 'companies', action: 'write' } },
    ({ auth, access, body }) => updateCompanyData(ctx, auth, tenantOf(auth, access), body),
  );
}
