import { adminEventRoutes, eventRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { registerExportSource, sendExport } from '../exports';
import { eventExportSource } from './event-export-sheet';
import { listAdminEvents, verifyEvents, verifyProcedures } from './admin-events.service';
import { exportEvents, listEvents } from './event-list.service';
import { setVerifyStatus } from './verify-status.service';

/**
 * The events list: events list (or listOwn — then only the member's own events), in the
 * selected company. Its answer carries money, stripped for users who may not see values.
 */
const listAccess: RouteAccess = {
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'events', action: 'list', fallback: { action: 'listOwn', ownerOnly: true } },
  hasValues: true,
};

/** The export: eventExports read (or readOwn: own events); money columns only for users who may see values. */
const exportAccess: RouteAccess = {
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'eventExports', action: 'read', fallback: { action: 'readOwn', ownerOnly: true } },
};

/** The administrators' review: the admin workspace, like every /api/admin route. */
const adminRead: RouteAccess = { workspaces: ['ADMIN'], permission: { module: 'admin', action: 'read' } };
/** A finding's review: any administrator; approving is checked in the service (decision 064). */
const adminWrite: RouteAccess = { workspaces: ['ADMIN'], permission: { module: 'admin', action: 'write' } };

/** The events list, its export and the administrators' cross-company review (issue 6). */
export function registerEventListRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(eventRoutes.list, listAccess, ({ auth, access, query }) => listEvents(ctx, auth, access, query));
  registerExportSource(eventExportSource);
  routes.protected(eventRoutes.export, exportAccess, async ({ auth, access, query, reply }) =>
    sendExport(reply, await exportEvents(ctx, auth, access, query)),
  );

  routes.protected(adminEventRoutes.list, adminRead, ({ query }) => listAdminEvents(ctx, query));
  routes.protected(adminEventRoutes.verifyEvents, adminRead, ({ query }) => verifyEvents(ctx, query));
  routes.protected(adminEventRoutes.verifyProcedures, adminRead, ({ query }) => verifyProcedures(ctx, query));
  routes.protected(adminEventRoutes.setVerifyStatus, adminWrite, ({ auth, body }) => setVerifyStatus(ctx, auth, body));
}
