import { scheduleLimitRoutes } from '@honora/contract';
import type { PermissionAction } from '@honora/domain';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import {
  listScheduleLimits,
  saveScheduleLimits,
  saveScheduleLimitSettings,
  SCHEDULE_MODULE,
} from './schedule-limits.service';

/** platform.md §2: SchedulesLimits needs a selected company; module schedule (§6). */
const access = (action: PermissionAction): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: SCHEDULE_MODULE, action },
});

/**
 * The schedule limits (platform.md §2 SchedulesLimits): seeing them is the module's list,
 * a doctor's limits its write, and the cooperative's cap (§6), which binds every doctor
 * without their own, the coordinator's (manager).
 */
export function registerScheduleLimitRoutes(routes: RouteBinder, ctx: AppContext): void {
  const r = scheduleLimitRoutes;
  routes.protected(r.list, access('list'), ({ auth, access: a }) => listScheduleLimits(ctx, auth, a));
  routes.protected(r.saveSettings, access('manager'), ({ auth, access: a, body }) =>
    saveScheduleLimitSettings(ctx, auth, a, body),
  );
  routes.protected(r.save, access('write'), ({ auth, access: a, params, body }) =>
    saveScheduleLimits(ctx, auth, a, params.doctorId, body),
  );
}
