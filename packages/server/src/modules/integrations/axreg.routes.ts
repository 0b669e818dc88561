import { axregReadRoutes, axregRoutes } from '@honora/contract';
import type { PermissionAction } from '@honora/domain';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { listAdminIntegrations, listCalls, listRecords } from './axreg-reads.service';
import { activateSync, consumeSingle, listInstitutions, suggestions } from './axreg-sync.service';
import {
  getIntegration,
  INTEGRATIONS_MODULE,
  listMappings,
  mapRecord,
  saveIntegration,
  setVisibility,
  unmapRecord,
} from './axreg.service';

/** platform.md §2 integrations: client routes of the selected company; module integrations (§6). */
const access = (action: PermissionAction): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: INTEGRATIONS_MODULE, action },
});

/** The administrators' list of every company's integration (decision 053): admin workspace, module admin. */
const adminRead: RouteAccess = { workspaces: ['ADMIN'], permission: { module: 'admin', action: 'read' } };

/** The /axreg calls of platform.md §7 (decision 053): list/read to see, write to change or to reach the registry. */
export function registerAxregRoutes(routes: RouteBinder, ctx: AppContext): void {
  const r = axregRoutes;
  routes.protected(r.mappings, access('list'), ({ auth, access: a, params }) =>
    listMappings(ctx, auth, a, params.companyId),
  );
  routes.protected(r.map, access('write'), ({ auth, access: a, body }) => mapRecord(ctx, auth, a, body));
  routes.protected(r.unmap, access('write'), ({ auth, access: a, body }) => unmapRecord(ctx, auth, a, body));
  routes.protected(r.visibility, access('write'), ({ auth, access: a, body }) => setVisibility(ctx, auth, a, body));
  routes.protected(r.saveIntegration, access('write'), ({ auth, access: a, body }) =>
    saveIntegration(ctx, auth, a, body),
  );
  routes.protected(r.integration, access('read'), ({ auth, access: a }) => getIntegration(ctx, auth, a));
  routes.protected(r.integrationById, access('read'), ({ auth, access: a, params }) =>
    getIntegration(ctx, auth, a, params.id),
  );
  routes.protected(r.institutions, access('write'), ({ auth, access: a, body }) =>
    listInstitutions(ctx, auth, a, body.companyId),
  );
  routes.protected(r.syncActivation, access('write'), ({ auth, access: a, body }) => activateSync(ctx, auth, a, body));
  routes.protected(r.suggestions, access('list'), ({ auth, access: a, params, query }) =>
    suggestions(ctx, auth, a, { ...params, type: query.type }),
  );
  routes.protected(r.consumeSingle, access('write'), ({ auth, access: a, params, query }) =>
    consumeSingle(ctx, auth, a, { ...params, type: query.type }),
  );
  // Decision 053: the records beside their mappings read as the mappings do; the audit of outgoing
  // calls is the administrators' and managers' (action manager: profile a, and e on billing modules).
  const reads = axregReadRoutes;
  routes.protected(reads.records, access('list'), ({ auth, access: a, params, query }) =>
    listRecords(ctx, auth, a, { ...params, ...query }),
  );
  routes.protected(reads.calls, access('manager'), ({ auth, access: a, query }) => listCalls(ctx, auth, a, query));
  routes.protected(reads.adminList, adminRead, () => listAdminIntegrations(ctx));
}
