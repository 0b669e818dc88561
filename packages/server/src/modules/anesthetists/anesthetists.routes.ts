import { anesthetistRoutes, messages } from '@honora/contract';
import { withOwnerFallback } from '@honora/domain';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { sendXlsx } from '../../http/xlsx';
import {
  createAnesthetist,
  exportAnesthetists,
  getAnesthetist,
  listAnesthetists,
  updateAnesthetist,
} from './anesthetists.service';

const can = (action: RouteAccess['permission']['action']): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'anesthetists', action },
});

/** writeOwn (platform.md §6): an anesthetist changes his own record; the service keeps him to it. */
const canChange: RouteAccess = { ...can('write'), permission: withOwnerFallback('anesthetists', 'write') };

/** Routes of the anesthetists registry (billing.md §2 anesthetists/{id}): company users, no hard delete. */
export function registerAnesthetistRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(anesthetistRoutes.list, can('list'), ({ auth, access, query }) =>
    listAnesthetists(ctx, auth, access, query),
  );
  routes.protected(anesthetistRoutes.export, can('list'), async ({ auth, access, query, reply }) =>
    sendXlsx(reply, messages.screens.anesthetists.exportFileName, await exportAnesthetists(ctx, auth, access, query)),
  );
  routes.protected(anesthetistRoutes.get, can('read'), ({ auth, access, params }) =>
    getAnesthetist(ctx, auth, access, params.id),
  );
  routes.protected(anesthetistRoutes.create, can('write'), ({ auth, access, body }) =>
    createAnesthetist(ctx, auth, access, body),
  );
  routes.protected(anesthetistRoutes.update, canChange, ({ auth, access, params, body }) =>
    updateAnesthetist(ctx, auth, access, params.id, body),
  );
}
