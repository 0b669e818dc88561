import { checkTransactionsRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { fixEvents, fixLog, listMismatches } from './check-transactions.service';

/** /tools/CheckTransactions is a super administrators' tool of the admin workspace (billing.md §2). */
const read: RouteAccess = {
  workspaces: ['ADMIN'],
  superAdminOnly: true,
  permission: { module: 'admin', action: 'read' },
};
const write: RouteAccess = { ...read, permission: { module: 'admin', action: 'write' } };

/** /tools/CheckTransactions: totals that disagree with the ledger, the fix and its log (issue 7). */
export function registerCheckTransactionsRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(checkTransactionsRoutes.list, read, ({ query }) => listMismatches(ctx, query));
  routes.protected(checkTransactionsRoutes.fix, write, ({ auth, body }) => fixEvents(ctx, auth, body));
  routes.protected(checkTransactionsRoutes.log, read, () => fixLog(ctx));
}
