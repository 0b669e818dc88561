import { glosaReasonRoutes, referenceImportRoutes, referenceRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import type { JobRunner } from '../../jobs/job-runner';
import { searchCbo } from './cbo.service';
import { searchGlosaReasons } from './glosa-reasons.service';
import { searchMunicipalities } from './municipalities.service';
import { referenceImportJob } from './reference-import-job';
import { createImport, getImport, listImports, summarizeTables } from './reference-imports.service';
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

/** Reference tables (TUSS 22, IBGE municipalities, CBO, glosa reasons): lookups for every user; imports for super admins. */
export function registerReferenceTableRoutes(routes: RouteBinder, ctx: AppContext, jobs: JobRunner): void {
  routes.protected(referenceRoutes.municipalities, lookup, ({ query }) => searchMunicipalities(ctx, query));
  routes.protected(referenceRoutes.cbo, lookup, ({ query }) => searchCbo(ctx, query));
  routes.protected(referenceRoutes.tuss, lookup, ({ query }) => searchTuss(ctx, query));
  routes.protected(glosaReasonRoutes.search, lookup, ({ query }) => searchGlosaReasons(ctx, query));

  // Imports run as jobs (decision 019), in whichever process claims them.
  jobs.register(referenceImportJob);
  routes.protected(referenceImportRoutes.create, superAdminWrite, ({ auth, body }) => createImport(ctx, auth, body));
  routes.protected(referenceImportRoutes.list, adminRead, ({ query }) => listImports(ctx, query));
  routes.protected(referenceImportRoutes.get, adminRead, ({ params }) => getImport(ctx, params.id));
  routes.protected(referenceImportRoutes.summary, adminRead, () => summarizeTables(ctx));
}
