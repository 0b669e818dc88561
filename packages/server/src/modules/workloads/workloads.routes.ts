import { workloadRoutes } from '@honora/contract';
import type { PermissionAction } from '@honora/domain';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import {
  createWorkload,
  listWorkloads,
  removeWorkload,
  updateWorkload,
  workloadHistory,
  WORKLOADS_MODULE,
} from './workloads.service';

/** platform.md §2 workloads: login-only, of the selected company; module workloads (§6). */
const access = (action: PermissionAction): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: WORKLOADS_MODULE, action },
});

/** The workloads (decision 047): list and read to see, write to create and change, rm to remove. */
export function registerWorkloadRoutes(routes: RouteBinder, ctx: AppContext): void {
  const r = workloadRoutes;
  routes.protected(r.list, access('list'), ({ auth, access: a, query }) => listWorkloads(ctx, auth, a, query));
  routes.protected(r.history, access('read'), ({ auth, access: a, params }) =>
    workloadHistory(ctx, auth, a, params.id),
  );
  routes.protected(r.create, access('write'), ({ auth, access: a, body }) => createWorkload(ctx, auth, a, body));
  routes.protected(r.update, access('write'), ({ auth, access: a, params, body }) =>
    updateWorkload(ctx, auth, a, params.id, body),
  );
  routes.protected(r.remove, access('rm'), ({ auth, access: a, params }) => removeWorkload(ctx, auth, a, params.id));
}
