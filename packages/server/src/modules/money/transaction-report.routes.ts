import { transactionReportRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { registerExportSource, sendExport } from '../exports';
import { transactionExportSource } from './transaction-export-sheet';
import { exportTransactionReport, transactionReport } from './transaction-report.service';

/**
 * The report reads the ledger of the session's companies: billing read; its answer carries
 * money, stripped for users who may not see values (residents never get billing at all).
 */
const reportAccess: RouteAccess = {
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'billing', action: 'read' },
  hasValues: true,
};

/** The export is a file, not JSON to strip: its service leaves the total column out for those users. */
const exportAccess: RouteAccess = { ...reportAccess, hasValues: false };

/** The transactions report, its export, and the external payments list (issue 7). */
export function registerTransactionReportRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(transactionReportRoutes.report, reportAccess, ({ auth, access, query }) =>
    transactionReport(ctx, auth, access, query),
  );
  registerExportSource(transactionExportSource);
  routes.protected(transactionReportRoutes.export, exportAccess, async ({ auth, access, query, reply }) =>
    sendExport(reply, await exportTransactionReport(ctx, auth, access, query)),
  );
}
