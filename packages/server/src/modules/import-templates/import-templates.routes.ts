import { importTemplateRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { sendXlsx } from '../../http/xlsx';
import { downloadImportTemplate } from './import-template.service';

/** Whoever may enter events (write, or writeOwn: one's own events) may download the template to fill. */
const write: RouteAccess = {
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'events', action: 'write', fallback: { action: 'writeOwn', ownerOnly: true } },
};

/** The events import templates (billing.md §2 templatesImportEvents; decision 040 "Templates"). */
export function registerImportTemplateRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(importTemplateRoutes.download, write, async ({ auth, access, query, reply }) => {
    const template = await downloadImportTemplate(ctx, auth, access, query);
    return sendXlsx(reply, template.fileName, template.content);
  });
}
