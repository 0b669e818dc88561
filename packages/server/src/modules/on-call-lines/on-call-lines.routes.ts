import { onCallRoutes } from '@honora/contract';
import type { PermissionAction } from '@honora/domain';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import {
  createLine,
  listLineOptions,
  listLines,
  ON_CALL_MODULE,
  removeLine,
  updateLine,
} from './on-call-lines.service';
import { getScheduleSettings, saveScheduleSettings } from './schedule-settings.service';

/** The company's workspaces with a selected company, module scheduleOnCall (platform.md §6; decision 043). */
const access = (action: PermissionAction): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: ON_CALL_MODULE, action },
});

/**
 * The on-call roster's lines (platform.md §2 ConfigOnCallSchedule) and the company's schedule
 * settings (scheduleConfig): reading them is the module's list and read; changing the settings,
 * which bind every roster of the company, is the coordinator's (manager).
 */
export function registerOnCallLineRoutes(routes: RouteBinder, ctx: AppContext): void {
  const r = onCallRoutes;
  routes.protected(r.lines, access('list'), ({ auth, access: a }) => listLines(ctx, auth, a));
  routes.protected(r.lineOptions, access('list'), ({ auth, access: a }) => listLineOptions(ctx, auth, a));
  routes.protected(r.createLine, access('write'), ({ auth, access: a, body }) => createLine(ctx, auth, a, body));
  routes.protected(r.updateLine, access('write'), ({ auth, access: a, params, body }) =>
    updateLine(ctx, auth, a, params.id, body),
  );
  routes.protected(r.removeLine, access('rm'), ({ auth, access: a, params }) => removeLine(ctx, auth, a, params.id));
  routes.protected(r.settings, access('read'), ({ auth, access: a }) => getScheduleSettings(ctx, auth, a));
  routes.protected(r.saveSettings, access('manager'), ({ auth, access: a, body }) =>
    saveScheduleSettings(ctx, auth, a, body),
  );
}
