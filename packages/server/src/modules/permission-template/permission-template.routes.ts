import { permissionTemplateRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';
import { getPermissionTemplate, updatePermissionTemplate } from './permission-template.service';

/** /admin/accessProfiles, accessModules, accessActions: the template every new company starts with. */
export function registerPermissionTemplateRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(
    permissionTemplateRoutes.get,
    { workspaces: ['ADMIN'], permission: { module: 'admin', action: 'read' } },
    () => getPermissionTemplate(ctx),
  );
  routes.protected(
    permissionTemplateRoutes.update,
    { workspaces: ['ADMIN'], superAdminOnly: true, permission: { module: 'admin', action: 'write' } },
    ({ auth, body }) => updatePermissionTemplate(ctx, auth, body.permissions),
  );
}
