import { adminAccountRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';
import { grantAdmin, listAdminAccounts, revokeAdmin, updateAdmin } from './admin-accounts.service';

/** /admin/admin_users: the admin workspace's people and rules; granting and revoking are for super admins. */
export function registerAdminAccountRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(
    adminAccountRoutes.list,
    { workspaces: ['ADMIN'], permission: { module: 'admin', action: 'list' } },
    ({ query }) => listAdminAccounts(ctx, query),
  );
  routes.protected(
    adminAccountRoutes.grant,
    { workspaces: ['ADMIN'], superAdminOnly: true, permission: { module: 'admin', action: 'write' } },
    ({ auth, body }) => grantAdmin(ctx, auth, body),
  );
  routes.protected(
    adminAccountRoutes.update,
    { workspaces: ['ADMIN'], permission: { module: 'admin', action: 'write' } },
    ({ auth, params, body }) => updateAdmin(ctx, auth, params.userId, body),
  );
  routes.protected(
    adminAccountRoutes.revoke,
    { workspaces: ['ADMIN'], superAdminOnly: true, permission: { module: 'admin', action: 'write' } },
    async ({ auth, params }) => {
      await revokeAdmin(ctx, auth, params.userId);
      return { ok: true as const };
    },
  );
}
