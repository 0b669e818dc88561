import { protocolRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import {
  addProtocolGuides,
  checkProtocolGuides,
  createProtocol,
  getProtocol,
  listProtocols,
} from './protocols.service';

/**
 * Protocol reports: reading them is the events list permission, checking guides and creating
 * or adding to a report is events write. The web route needs no selected company (the screen
 * asks for one), the API does: the report belongs to the selected company or one it manages.
 */
const protocolAccess = (action: 'list' | 'write'): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'events', action },
});

/** Protocol reports (issue 6; billing.md §2, §8). */
export function registerProtocolRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(protocolRoutes.list, protocolAccess('list'), ({ auth, access, query }) =>
    listProtocols(ctx, auth, access, query),
  );
  routes.protected(protocolRoutes.get, protocolAccess('list'), ({ auth, access, params }) =>
    getProtocol(ctx, auth, access, params.id),
  );
  routes.protected(protocolRoutes.check, protocolAccess('write'), ({ auth, access, body }) =>
    checkProtocolGuides(ctx, auth, access, body),
  );
  routes.protected(protocolRoutes.create, protocolAccess('write'), ({ auth, access, body }) =>
    createProtocol(ctx, auth, access, body),
  );
  routes.protected(protocolRoutes.addGuides, protocolAccess('write'), ({ auth, access, params, body }) =>
    addProtocolGuides(ctx, auth, access, params.id, body),
  );
}
