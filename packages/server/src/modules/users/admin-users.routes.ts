import { adminUserRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { addMembership, getUser, listUsers, removeMembership, setUserStatus, updateUser } from './admin-users.service';

const admin = (action: 'list' | 'read' | 'write'): RouteAccess => ({
  workspaces: ['ADMIN'],
  permission: { module: 'admin', action },
});

/** /admin/users: people, their access and their companies (admin workspace). */
export function registerAdminUserRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(adminUserRoutes.list, admin('list'), ({ query }) => listUsers(ctx, query));
  routes.protected(adminUserRoutes.get, admin('read'), ({ params }) => getUser(ctx, params.id));
  routes.protected(adminUserRoutes.update, admin('write'), ({ auth, params, body }) =>
    updateUser(ctx, auth, params.id, body),
  );
  routes.protected(adminUserRoutes.setStatus, admin('write'), ({ auth, params, body }) =>
    setUserStatus(ctx, auth, params.id, body.isDisabled),
  );
  routes.protected(adminUserRoutes.addMembership, admin('write'), ({ auth, params, body }) =>
    addMembership(ctx, auth, params.id, body),
  );
  routes.protected(adminUserRoutes.removeMembership, admin('write'), ({ auth, params }) =>
    removeMembership(ctx, auth, params.id, params.membershipId),
  );
}
