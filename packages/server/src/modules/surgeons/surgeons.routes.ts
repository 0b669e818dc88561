import { surgeonRoutes, messages } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteBinder, RouteAccess } from '../../http/bind-route';
import { sendXlsx } from '../../http/xlsx';
import {
  createSurgeon,
  exportSurgeons,
  getSurgeon,
  listSurgeons,
  setSurgeonDeleted,
  updateSurgeon,
} from './surgeons.service';

const where = { workspaces: ['CLIENT', 'COMPANY'], needsCompany: true } as const;
const can = (action: RouteAccess['permission']['action']): RouteAccess => ({
  ...where,
  permission: { module: 'surgeons', action },
});

/** Routes of the surgeons registry (billing.md §2 surgeons/{id}). */
export function registerSurgeonRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(surgeonRoutes.list, can('list'), ({ auth, access, query }) =>
    listSurgeons(ctx, auth, access, query),
  );
  routes.protected(surgeonRoutes.export, can('list'), async ({ auth, access, query, reply }) =>
    sendXlsx(reply, messages.screens.surgeons.exportFileName, await exportSurgeons(ctx, auth, access, query)),
  );
  routes.protected(surgeonRoutes.get, can('read'), ({ auth, access, params }) =>
    getSurgeon(ctx, auth, access, params.id),
  );
  routes.protected(surgeonRoutes.create, can('write'), ({ auth, access, body }) =>
    createSurgeon(ctx, auth, access, body),
  );
  routes.protected(surgeonRoutes.update, can('write'), ({ auth, access, params, body }) =>
    updateSurgeon(ctx, auth, access, params.id, body),
  );
  routes.protected(surgeonRoutes.remove, can('rm'), ({ auth, access, params }) =>
    setSurgeonDeleted(ctx, auth, access, params.id, true),
  );
  routes.protected(surgeonRoutes.restore, can('rm'), ({ auth, access, params }) =>
    setSurgeonDeleted(ctx, auth, access, params.id, false),
  );
}
