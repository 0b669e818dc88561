import { scheduleReportRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { sendXlsx } from '../../http/xlsx';
import { buildScheduleReportSheet, scheduleReportFileName } from './schedule-reports-sheet';
import { getScheduleReport, SCHEDULE_MODULE } from './schedule-reports.service';

/** platform.md §2 ReportsSchedule: the company's roster told for a period (a selected company); module schedule (§6). */
const access: RouteAccess = {
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: SCHEDULE_MODULE, action: 'list' },
};

/** Routes of the schedule reports: the report and its Excel file, both the module's list. */
export function registerScheduleReportRoutes(routes: RouteBinder, ctx: AppContext): void {
  const r = scheduleReportRoutes;
  routes.protected(r.report, access, ({ auth, access: a, query }) => getScheduleReport(ctx, auth, a, query));
  routes.protected(r.export, access, async ({ auth, access: a, query, reply }) => {
    const report = await getScheduleReport(ctx, auth, a, query);
    return sendXlsx(reply, scheduleReportFileName(report), await buildScheduleReportSheet(report));
  });
}
