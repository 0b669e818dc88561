import { eventActionRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { runBulkEventAction, runEventAction } from './event-actions.service';
import { applyReprice, previewReprice } from './event-reprice.service';

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
  // Re-pricing changes values: events write here, billing write in the service (decision 018).
  routes.protected(eventActionRoutes.repricePreview, actionAccess, ({ auth, access, body }) =>
    previewReprice(ctx, auth, access, body),
  );
  routes.protected(eventActionRoutes.reprice, { ...actionAccess, hasValues: false }, ({ auth, access, body }) =>
    applyReprice(ctx, auth, access, body),
  );
}
