import { regionRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { createRegion, listRegions, removeRegion, updateRegion } from './regions.service';

/** Every administrator of the admin workspace, module admin (as the other admin registries). */
const admin = (action: 'read' | 'write'): RouteAccess => ({
  workspaces: ['ADMIN'],
  permission: { module: 'admin', action },
});

/** The regions registry (platform.md §1 regions; decision 063). */
export function registerRegionRoutes(routes: RouteBinder, ctx: AppContext): void {
  const r = regionRoutes;
  routes.protected(r.list, admin('read'), () => listRegions(ctx));
  routes.protected(r.create, admin('write'), ({ auth, body }) => createRegion(ctx, auth, body));
  routes.protected(r.update, admin('write'), ({ auth, params, body }) => updateRegion(ctx, auth, params.id, body));
  routes.protected(r.remove, admin('write'), ({ auth, params }) => removeRegion(ctx, auth, params.id));
}
