import { bigDataRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { checkSummaries, fixProductionSummaries, readBigData } from './big-data.service';

/** BigData reads production as the dashboard does (module dashboard, action read; decision 037). */
const readAccess: RouteAccess = {
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'dashboard', action: 'read' },
  hasValues: true,
};

/** The summaries' check and fix are a super administrators' tool, like /tools/CheckTransactions. */
const checkAccess: RouteAccess = {
  workspaces: ['ADMIN'],
  superAdminOnly: true,
  permission: { module: 'admin', action: 'read' },
};
const fixAccess: RouteAccess = { ...checkAccess, permission: { module: 'admin', action: 'write' } };

export function registerBigDataRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(bigDataRoutes.read, readAccess, ({ auth, access, query }) => readBigData(ctx, auth, access, query));
  routes.protected(bigDataRoutes.check, checkAccess, ({ auth, query }) => checkSummaries(ctx, auth, query));
  routes.protected(bigDataRoutes.fix, fixAccess, ({ auth, body }) => fixProductionSummaries(ctx, auth, body));
}
