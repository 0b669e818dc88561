import { PDF_MIME, scheduleChargeRoutes } from '@honora/contract';
import type { PermissionAction } from '@honora/domain';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { sendDownload } from '../../http/download';
import { sendXlsx } from '../../http/xlsx';
import { chargePdf, chargeXlsx } from './schedule-charge-files';
import {
  cancelScheduleCharge,
  issueScheduleCharge,
  listScheduleCharges,
  SCHEDULE_CHARGE_MODULE,
} from './schedule-charges.service';

/** platform.md §2 ScheduleCharge: login-only, of the selected company; module scheduleCharge (§6). */
const access = (action: PermissionAction): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: SCHEDULE_CHARGE_MODULE, action },
});

/** The schedule charges (decision 048): list and read to see and download, write to issue, rm to cancel. */
export function registerScheduleChargeRoutes(routes: RouteBinder, ctx: AppContext): void {
  const r = scheduleChargeRoutes;
  routes.protected(r.list, access('list'), ({ auth, access: a, query }) => listScheduleCharges(ctx, auth, a, query));
  routes.protected(r.issue, access('write'), ({ auth, access: a, body }) => issueScheduleCharge(ctx, auth, a, body));
  routes.protected(r.cancel, access('rm'), ({ auth, access: a, params, body }) =>
    cancelScheduleCharge(ctx, auth, a, params.id, body.reason),
  );
  routes.protected(r.pdf, access('read'), async ({ auth, access: a, params, reply }) => {
    const { pdf, fileName } = await chargePdf(ctx, auth, a, params.id);
    return sendDownload(reply, { fileName, mime: PDF_MIME, content: pdf });
  });
  routes.protected(r.xlsx, access('read'), async ({ auth, access: a, params, reply }) => {
    const { xlsx, fileName } = await chargeXlsx(ctx, auth, a, params.id);
    return sendXlsx(reply, fileName, xlsx);
  });
}
