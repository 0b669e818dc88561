import { messages, workplaceRoutes } from '@honora/contract';
import type { PermissionAction } from '@honora/domain';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { sendXlsx } from '../../http/xlsx';
import {
  createWorkplace,
  exportWorkplaces,
  getWorkplace,
  listWorkplaces,
  removeWorkplace,
  restoreWorkplace,
  updateWorkplace,
  WORKPLACES_MODULE,
} from './workplaces.service';

/** The workplaces (platform.md §2 client workplaces): the company's workspaces, a selected company, module schedule. */
const access = (action: PermissionAction): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: WORKPLACES_MODULE, action },
});

/** Routes of the workplaces registry: list, export, read, create, change, delete and restore. */
export function registerWorkplaceRoutes(routes: RouteBinder, ctx: AppContext): void {
  const r = workplaceRoutes;
  routes.protected(r.list, access('list'), ({ auth, access: a, query }) => listWorkplaces(ctx, auth, a, query));
  routes.protected(r.export, access('list'), async ({ auth, access: a, query, reply }) =>
    sendXlsx(reply, messages.screens.workplaces.exportFileName, await exportWorkplaces(ctx, auth, a, query)),
  );
  routes.protected(r.get, access('read'), ({ auth, access: a, params }) => getWorkplace(ctx, auth, a, params.id));
  routes.protected(r.create, access('write'), ({ auth, access: a, body }) => createWorkplace(ctx, auth, a, body));
  routes.protected(r.update, access('write'), ({ auth, access: a, params, body }) =>
    updateWorkplace(ctx, auth, a, params.id, body),
  );
  routes.protected(r.remove, access('rm'), ({ auth, access: a, params }) => removeWorkplace(ctx, auth, a, params.id));
  routes.protected(r.restore, access('rm'), ({ auth, access: a, params }) => restoreWorkplace(ctx, auth, a, params.id));
}
