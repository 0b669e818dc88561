import { cbhpmRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { listEditions, listProcedures, listValuations, removeVersion } from './cbhpm.service';

/** Platform data, like the /api/reference lookups: any signed-in user of any workspace. */
const read: RouteAccess = {
  workspaces: ['CLIENT', 'COMPANY', 'ADMIN'],
  permission: { module: 'account', action: 'read' },
};
const superAdminRemove: RouteAccess = {
  workspaces: ['ADMIN'],
  permission: { module: 'admin', action: 'write' },
  superAdminOnly: true,
};

/**
 * /admin/cbhpm and the pickers of negotiations and pricing: the CBHPM editions, their
 * procedures and the valuations. Imports go through the reference-import job (/tools/cbhpm).
 */
export function registerCbhpmRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(cbhpmRoutes.editions, read, ({ auth, access }) => listEditions(ctx, auth, access));
  routes.protected(cbhpmRoutes.procedures, read, ({ params, query }) => listProcedures(ctx, params.id, query));
  routes.protected(cbhpmRoutes.valuations, read, ({ auth, access }) => listValuations(ctx, auth, access));
  routes.protected(cbhpmRoutes.removeEdition, superAdminRemove, ({ auth, params }) =>
    removeVersion(ctx, auth, 'edition', params.id),
  );
  routes.protected(cbhpmRoutes.removeValuation, superAdminRemove, ({ auth, params }) =>
    removeVersion(ctx, auth, 'valuation', params.id),
  );
}
