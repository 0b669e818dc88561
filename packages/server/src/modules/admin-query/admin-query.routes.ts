import { adminQueryRoutes, XLSX_MIME } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { sendDownload } from '../../http/download';
import { listRuns, queryWorkbook, runQuery } from './admin-query.service';
import { createSavedQuery, listSavedQueries, removeSavedQuery, updateSavedQuery } from './saved-queries.service';

/** Super admins only ('Apenas para Super Admin', platform.md §6), in the admin workspace, like the outbox. */
const superAdmin = (action: 'read' | 'write'): RouteAccess => ({
  workspaces: ['ADMIN'],
  superAdminOnly: true,
  permission: { module: 'admin', action },
});

/** /admin/QueryInFirestore: the read-only query console (platform.md §2; decision 061). */
export function registerAdminQueryRoutes(routes: RouteBinder, ctx: AppContext): void {
  const r = adminQueryRoutes;
  routes.protected(r.run, superAdmin('read'), ({ auth, body }) => runQuery(ctx, auth, body));
  routes.protected(r.excel, superAdmin('read'), async ({ auth, body, reply }) =>
    sendDownload(reply, { mime: XLSX_MIME, ...(await queryWorkbook(ctx, auth, body)) }),
  );
  routes.protected(r.runs, superAdmin('read'), () => listRuns(ctx));
  routes.protected(r.listSaved, superAdmin('read'), () => listSavedQueries(ctx));
  routes.protected(r.createSaved, superAdmin('write'), ({ auth, body }) => createSavedQuery(ctx, auth, body));
  routes.protected(r.updateSaved, superAdmin('write'), ({ auth, params, body }) =>
    updateSavedQuery(ctx, auth, params.id, body),
  );
  routes.protected(r.removeSaved, superAdmin('write'), ({ auth, params }) => removeSavedQuery(ctx, auth, params.id));
}
