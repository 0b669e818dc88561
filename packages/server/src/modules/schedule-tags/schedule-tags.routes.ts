import { scheduleTagRoutes } from '@honora/contract';
import type { PermissionAction } from '@honora/domain';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import {
  createScheduleTag,
  listScheduleTags,
  removeScheduleTag,
  SCHEDULE_MODULE,
  updateScheduleTag,
} from './schedule-tags.service';

/** platform.md §2: TagsSchedule is login-only and its screen asks for the company; the API reads the selected one; module schedule (§6). */
const access = (action: PermissionAction): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: SCHEDULE_MODULE, action },
});

/** The schedule tags (platform.md §2 TagsSchedule; decision 044): list to see, write to change, rm to remove. */
export function registerScheduleTagRoutes(routes: RouteBinder, ctx: AppContext): void {
  const r = scheduleTagRoutes;
  routes.protected(r.list, access('list'), ({ auth, access: a }) => listScheduleTags(ctx, auth, a));
  routes.protected(r.create, access('write'), ({ auth, access: a, body }) => createScheduleTag(ctx, auth, a, body));
  routes.protected(r.update, access('write'), ({ auth, access: a, params, body }) =>
    updateScheduleTag(ctx, auth, a, params.id, body),
  );
  routes.protected(r.remove, access('rm'), ({ auth, access: a, params }) => removeScheduleTag(ctx, auth, a, params.id));
}
