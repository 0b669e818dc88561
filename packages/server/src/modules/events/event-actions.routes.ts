import { eventActionRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { runBulkEventAction, runEventAction } from './event-actions.service';

/**
 * Events write (writeOwn on an own event) for every status action; billing access, revertStatus
 * and rm are checked by the service per action. The single route answers the event view (money).
 */
const actionAccess: RouteAccess = {
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'events', action: 'write', fallback: { action: 'writeOwn', ownerOnly: true } },
  hasValues: true,
};

/** Status actions on one event and in bulk (issue 6; billing.md §4). */
export function registerEventActionRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(eventActionRoutes.run, actionAccess, ({ auth, access, params, body }) =>
    runEventAction(ctx, auth, access, params.id, body),
  );
  routes.protected(eventActionRoutes.bulk, { ...actionAccess, hasValues: false }, ({ auth, access, body }) =>
    runBulkEventAction(ctx, auth, access, body),
  );
}
