import { companyRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';
import { listSelectable } from './companies.service';

export function registerCompanyRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(
    companyRoutes.selectable,
    { workspaces: ['CLIENT', 'COMPANY', 'ADMIN'], permission: { module: 'account', action: 'read' } },
    ({ auth, query }) => listSelectable(ctx, auth, query),
  );
}
