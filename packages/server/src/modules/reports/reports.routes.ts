import { adminReportRoutes, PDF_MIME, standardReportRoutes, XLSX_MIME } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { sendDownload } from '../../http/download';
import { adminReportChoices, exportAdminReport, readAdminReport } from './admin-reports.service';
import type { ReportFile } from './report-files';
import { exportReport, readReport } from './reports.service';

/**
 * The standard reports: module dashboard, action read, in the selected company, like the
 * dashboard whose figures they detail; the service narrows to the events the member may list
 * (decision 035). The table's money is stripped again for users without values.
 */
const reportAccess: RouteAccess = {
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'dashboard', action: 'read' },
  hasValues: true,
};

/** The files are not JSON to strip: the service leaves the money columns out for those users. */
const exportAccess: RouteAccess = { ...reportAccess, hasValues: false };

/**
 * The administrators' reports of any company (decision 039): the admin workspace, like every
 * /api/admin route; the service reads as the database owner with the company as the filter.
 */
const adminRead: RouteAccess = { workspaces: ['ADMIN'], permission: { module: 'admin', action: 'read' } };

const fileOf = (file: ReportFile) => ({
  fileName: `${file.fileName}.${file.format}`,
  mime: file.format === 'xlsx' ? XLSX_MIME : PDF_MIME,
  content: file.content,
});

/**
 * GET /api/reports/:report and its Excel or PDF export (billing.md §2 reports); the
 * administrators' /api/admin/reports/:report, its export and its filters' choices.
 */
export function registerReportRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(standardReportRoutes.read, reportAccess, ({ auth, access, params, query }) =>
    readReport(ctx, auth, access, params.report, query),
  );
  routes.protected(standardReportRoutes.export, exportAccess, async ({ auth, access, params, query, reply }) => {
    const file = await exportReport(ctx, auth, access, params.report, query);
    return sendDownload(reply, fileOf(file));
  });
  routes.protected(adminReportRoutes.read, adminRead, ({ params, query }) =>
    readAdminReport(ctx, params.report, query),
  );
  routes.protected(adminReportRoutes.export, adminRead, async ({ params, query, reply }) =>
    sendDownload(reply, fileOf(await exportAdminReport(ctx, params.report, query))),
  );
  routes.protected(adminReportRoutes.choices, adminRead, ({ query }) => adminReportChoices(ctx, query.companyId));
}
