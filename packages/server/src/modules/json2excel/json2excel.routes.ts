import { json2excelRoutes, XLSX_MIME } from '@honora/contract';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { sendDownload } from '../../http/download';
import { convertJson, previewJson } from './json2excel.service';

/**
 * /tools/Json2Excel is a tool of the admin workspace for every administrator, not only the super
 * admins (billing.md §2; decision 034): it reads no company's data and writes nothing.
 */
const access: RouteAccess = { workspaces: ['ADMIN'], permission: { module: 'admin', action: 'read' } };

/** /tools/Json2Excel: the preview and the streamed workbook. */
export function registerJson2ExcelRoutes(routes: RouteBinder): void {
  routes.protected(json2excelRoutes.preview, access, async ({ body }) => previewJson(body));
  routes.protected(json2excelRoutes.convert, access, async ({ body, reply }) =>
    sendDownload(reply, { mime: XLSX_MIME, ...convertJson(body) }),
  );
}
