import { dashboardRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { readDashboard } from './dashboard.service';

/**
 * The dashboard: module dashboard, action read, in the selected company (every default profile
 * has it; the service narrows to the events the member may list, decision 033). Its answer
 * carries money, stripped for users without the dashboard's readValues.
 */
const dashboardAccess: RouteAccess = {
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'dashboard', action: 'read' },
  hasValues: true,
};

/** GET /api/dashboard (billing.md §2 dashboard). */
export function registerDashboardRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(dashboardRoutes.read, dashboardAccess, ({ auth, access, query }) =>
    readDashboard(ctx, auth, access, query),
  );
}
