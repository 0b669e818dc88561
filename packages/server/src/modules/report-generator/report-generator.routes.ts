import { PDF_MIME, reportGeneratorRoutes, savedReportRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { sendDownload } from '../../http/download';
import { registerExportSource, sendExport } from '../exports';
import { generatorExportSource } from './generator-export-source';
import {
  exportReportPdf,
  exportReportXlsx,
  listGeneratorCustomFields,
  previewReport,
} from './report-generator.service';
import { listSavedReports, removeSavedReport, saveReport } from './saved-reports.service';

/**
 * The report generator reads production like the standard reports (decision 035): module
 * dashboard, read, in the selected company; the service narrows to the events the member may
 * list and leaves the money columns out for users who may not see values (decision 036).
 */
const generatorAccess: RouteAccess = {
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'dashboard', action: 'read' },
  hasValues: true,
};

/**
 * Saving a report for the company is module dashboard, action write (administrators by default;
 * the company grants it to others in its profiles): the saved list is everyone's who may run it.
 */
const saveAccess: RouteAccess = { ...generatorAccess, permission: { module: 'dashboard', action: 'write' } };

/** Files are not JSON to strip: the plan already left the money columns out. */
const exportAccess: RouteAccess = { ...generatorAccess, hasValues: false };

/** The custom fields, the preview and the exports of /client/ReportsGenerator (billing.md §2 ReportsGenerator). */
export function registerReportGeneratorRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(reportGeneratorRoutes.fields, generatorAccess, ({ auth, access }) =>
    listGeneratorCustomFields(ctx, auth, access),
  );
  routes.protected(reportGeneratorRoutes.preview, generatorAccess, ({ auth, access, body }) =>
    previewReport(ctx, auth, access, body),
  );
  registerExportSource(generatorExportSource);
  routes.protected(reportGeneratorRoutes.export, exportAccess, async ({ auth, access, body, reply }) => {
    if (body.format === 'xlsx') return sendExport(reply, await exportReportXlsx(ctx, auth, access, body));
    const file = await exportReportPdf(ctx, auth, access, body);
    return sendDownload(reply, { fileName: `${file.fileName}.pdf`, mime: PDF_MIME, content: file.content });
  });
  routes.protected(savedReportRoutes.list, generatorAccess, ({ auth, access }) => listSavedReports(ctx, auth, access));
  routes.protected(savedReportRoutes.create, saveAccess, ({ auth, access, body }) =>
    saveReport(ctx, auth, access, body),
  );
  routes.protected(savedReportRoutes.update, saveAccess, ({ auth, access, params, body }) =>
    saveReport(ctx, auth, access, body, params.id),
  );
  routes.protected(savedReportRoutes.remove, saveAccess, ({ auth, access, params }) =>
    removeSavedReport(ctx, auth, access, params.id),
  );
}
