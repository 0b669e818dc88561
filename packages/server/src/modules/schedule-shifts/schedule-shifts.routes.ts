import { messages, scheduleShiftRoutes } from '@honora/contract';
import type { PermissionAction } from '@honora/domain';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { sendXlsx } from '../../http/xlsx';
import {
  createScheduleShift,
  exportScheduleShifts,
  getScheduleShift,
  listScheduleShifts,
  listShiftWorkplaces,
  removeScheduleShift,
  restoreScheduleShift,
  SHIFTS_MODULE,
  updateScheduleShift,
} from './schedule-shifts.service';

/** platform.md §2: /client/hours needs a selected company; module workloads (§6, decision 042). */
const access = (action: PermissionAction): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: SHIFTS_MODULE, action },
});

/** Routes of the shift templates (platform.md §2 client hours; decision 042). */
export function registerScheduleShiftRoutes(routes: RouteBinder, ctx: AppContext): void {
  const r = scheduleShiftRoutes;
  routes.protected(r.list, access('list'), ({ auth, access: a, query }) => listScheduleShifts(ctx, auth, a, query));
  routes.protected(r.export, access('list'), async ({ auth, access: a, query, reply }) =>
    sendXlsx(reply, messages.screens.scheduleShifts.exportFileName, await exportScheduleShifts(ctx, auth, a, query)),
  );
  routes.protected(r.workplaces, access('read'), ({ auth, access: a }) => listShiftWorkplaces(ctx, auth, a));
  routes.protected(r.get, access('read'), ({ auth, access: a, params }) => getScheduleShift(ctx, auth, a, params.id));
  routes.protected(r.create, access('write'), ({ auth, access: a, body }) => createScheduleShift(ctx, auth, a, body));
  routes.protected(r.update, access('write'), ({ auth, access: a, params, body }) =>
    updateScheduleShift(ctx, auth, a, params.id, body),
  );
  routes.protected(r.remove, access('rm'), ({ auth, access: a, params }) =>
    removeScheduleShift(ctx, auth, a, params.id),
  );
  routes.protected(r.restore, access('rm'), ({ auth, access: a, params }) =>
    restoreScheduleShift(ctx, auth, a, params.id),
  );
}
