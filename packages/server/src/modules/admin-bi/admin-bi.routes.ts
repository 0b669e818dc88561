import { adminBiRoutes, XLSX_MIME } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { sendDownload } from '../../http/download';
import { biWorkbook } from './admin-bi-sheet';
import { readBi, readMap } from './admin-bi.service';

/** /admin/Map: every administrator of the admin workspace (decision 038), as the events' review. */
const mapAccess: RouteAccess = { workspaces: ['ADMIN'], permission: { module: 'admin', action: 'read' } };

/** /admin/BI: each company's money side by side — super administrators only (platform.md §2; decision 038). */
const biAccess: RouteAccess = { ...mapAccess, superAdminOnly: true };

/** /admin/BI, its Excel file and /admin/Map, from the production summaries (decision 038). */
export function registerAdminBiRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(adminBiRoutes.bi, biAccess, ({ query }) => readBi(ctx, query));
  routes.protected(adminBiRoutes.biExport, biAccess, async ({ query, reply }) => {
    const file = await biWorkbook(await readBi(ctx, query));
    return sendDownload(reply, { mime: XLSX_MIME, ...file });
  });
  routes.protected(adminBiRoutes.map, mapAccess, ({ query }) => readMap(ctx, query));
}
