import { referenceImportRoutes, referenceRoutes } from '@honora/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { searchCbo } from './cbo.service';
import { searchMunicipalities } from './municipalities.service';
import { ImportJobs } from './reference-import-job';
import {
  createImport,
  getImport,
  listImports,
  settleInterruptedImports,
  summarizeTables,
} from './reference-imports.service';
import { searchTuss } from './tuss.service';

/** Lookups read platform data (no company): any signed-in user. */
const lookup: RouteAccess = {
  workspaces: ['CLIENT', 'COMPANY', 'ADMIN'],
  permission: { module: 'account', action: 'read' },
};
const adminRead: RouteAccess = { workspaces: ['ADMIN'], permission: { module: 'admin', action: 'read' } };
const superAdminWrite: RouteAccess = {
  workspaces: ['ADMIN'],
  permission: { module: 'admin', action: 'write' },
  superAdminOnly: true,
};

/** Reference tables (TUSS 22, IBGE municipalities, CBO): lookups for every user; imports for super admins. */
export function registerReferenceTableRoutes(routes: RouteBinder, ctx: AppContext, app: FastifyInstance): void {
  routes.protected(referenceRoutes.municipalities, lookup, ({ query }) => searchMunicipalities(ctx, query));
  routes.protected(referenceRoutes.cbo, lookup, ({ query }) => searchCbo(ctx, query));
  routes.protected(referenceRoutes.tuss, lookup, ({ query }) => searchTuss(ctx, query));

  const jobs = new ImportJobs();
  // Imports cut off while no process reads them are settled at start too.
  app.addHook('onReady', async () => {
    const settled = await settleInterruptedImports(ctx.db);
    if (settled > 0) ctx.log.warn({ settled }, 'reference imports cut off by a stop marked as FAILED');
  });
  // Imports run in this process after the answer: closing the app waits for them.
  app.addHook('onClose', () => jobs.settle());
  routes.protected(referenceImportRoutes.create, superAdminWrite, ({ auth, body }) =>
    createImport(ctx, jobs, auth, body),
  );
  routes.protected(referenceImportRoutes.list, adminRead, ({ query }) => listImports(ctx, query));
  routes.protected(referenceImportRoutes.get, adminRead, ({ params }) => getImport(ctx, params.id));
  routes.protected(referenceImportRoutes.summary, adminRead, () => summarizeTables(ctx));
}
