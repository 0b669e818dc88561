import { specialtyRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import {
  createSpecialty,
  listAdminSpecialties,
  listSpecialties,
  removeSpecialty,
  updateSpecialty,
} from './specialties.service';

/** Every signed-in user, whatever the workspace or company (module account: not configurable). */
const signedIn: RouteAccess = {
  workspaces: ['CLIENT', 'COMPANY', 'ADMIN'],
  permission: { module: 'account', action: 'read' },
};

/** Every administrator of the admin workspace, module admin (as the other admin registries). */
const admin = (action: 'read' | 'write'): RouteAccess => ({
  workspaces: ['ADMIN'],
  permission: { module: 'admin', action },
});

/** The specialties registry (platform.md §2 /admin/specialties; decision 063). */
export function registerSpecialtyRoutes(routes: RouteBinder, ctx: AppContext): void {
  const r = specialtyRoutes;
  routes.protected(r.list, signedIn, () => listSpecialties(ctx));
  routes.protected(r.adminList, admin('read'), ({ query }) => listAdminSpecialties(ctx, query));
  routes.protected(r.create, admin('write'), ({ auth, body }) => createSpecialty(ctx, auth, body));
  routes.protected(r.update, admin('write'), ({ auth, params, body }) => updateSpecialty(ctx, auth, params.id, body));
  routes.protected(r.remove, admin('write'), ({ auth, params }) => removeSpecialty(ctx, auth, params.id));
}
