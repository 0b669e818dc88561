import { demandRoutes } from '@honora/contract';
import type { PermissionAction } from '@honora/domain';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import {
  applyToDemand,
  assignApplication,
  declineApplication,
  openDemands,
  withdrawApplication,
} from './demand-applications.service';
import {
  createDemand,
  DEMANDS_MODULE,
  demandOptions,
  endDemand,
  getDemand,
  listDemands,
  updateDemand,
} from './demands.service';

/** platform.md §2 Demands: login-only, of the selected company; module demands (§6). */
const access = (action: PermissionAction): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: DEMANDS_MODULE, action },
});

/**
 * The demands (decision 049): the coordinators list, read and write them (write also assigns and
 * declines applications); a doctor with listOwn sees the open ones offered to him, applies to
 * their days and withdraws his own applications (the service checks they are his).
 */
export function registerDemandRoutes(routes: RouteBinder, ctx: AppContext): void {
  const r = demandRoutes;
  routes.protected(r.list, access('list'), ({ auth, access: a, query }) => listDemands(ctx, auth, a, query));
  routes.protected(r.options, access('list'), ({ auth, access: a }) => demandOptions(ctx, auth, a));
  routes.protected(r.open, access('listOwn'), ({ auth, access: a }) => openDemands(ctx, auth, a));
  routes.protected(r.detail, access('read'), ({ auth, access: a, params }) => getDemand(ctx, auth, a, params.id));
  routes.protected(r.create, access('write'), ({ auth, access: a, body }) => createDemand(ctx, auth, a, body));
  routes.protected(r.update, access('write'), ({ auth, access: a, params, body }) =>
    updateDemand(ctx, auth, a, params.id, body),
  );
  routes.protected(r.close, access('write'), ({ auth, access: a, params }) =>
    endDemand(ctx, auth, a, params.id, 'CLOSED'),
  );
  routes.protected(r.cancel, access('write'), ({ auth, access: a, params }) =>
    endDemand(ctx, auth, a, params.id, 'CANCELLED'),
  );
  routes.protected(r.apply, access('listOwn'), ({ auth, access: a, params, body }) =>
    applyToDemand(ctx, auth, a, params.id, body),
  );
  routes.protected(r.withdraw, access('listOwn'), ({ auth, access: a, params }) =>
    withdrawApplication(ctx, auth, a, params.id),
  );
  routes.protected(r.assign, access('write'), ({ auth, access: a, params }) =>
    assignApplication(ctx, auth, a, params.id),
  );
  routes.protected(r.decline, access('write'), ({ auth, access: a, params }) =>
    declineApplication(ctx, auth, a, params.id),
  );
}
