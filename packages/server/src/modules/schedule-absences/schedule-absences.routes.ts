import { scheduleExceptionRoutes, scheduleVacationRoutes } from '@honora/contract';
import type { PermissionAction } from '@honora/domain';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import {
  ABSENCES_MODULE,
  createScheduleException,
  listScheduleExceptions,
  removeScheduleException,
  updateScheduleException,
} from './schedule-exceptions.service';
import {
  createScheduleVacation,
  listScheduleVacations,
  removeScheduleVacation,
  saveVacationSettings,
  updateScheduleVacation,
} from './schedule-vacations.service';

/** The company's workspaces with a selected company, module scheduleOff (platform.md §6). */
const access = (action: PermissionAction): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: ABSENCES_MODULE, action },
});

/**
 * Work exceptions (platform.md §2 exceptionServices) and vacations (VacationConfig): listing is
 * the module's list, adding and changing its write, removing its rm; the company's cap on
 * doctors on vacation at once binds every roster, so it is the coordinator's (manager).
 */
export function registerScheduleAbsenceRoutes(routes: RouteBinder, ctx: AppContext): void {
  const x = scheduleExceptionRoutes;
  routes.protected(x.list, access('list'), ({ auth, access: a, query }) => listScheduleExceptions(ctx, auth, a, query));
  routes.protected(x.create, access('write'), ({ auth, access: a, body }) =>
    createScheduleException(ctx, auth, a, body),
  );
  routes.protected(x.update, access('write'), ({ auth, access: a, params, body }) =>
    updateScheduleException(ctx, auth, a, params.id, body),
  );
  routes.protected(x.remove, access('rm'), ({ auth, access: a, params }) =>
    removeScheduleException(ctx, auth, a, params.id),
  );
  const v = scheduleVacationRoutes;
  routes.protected(v.list, access('list'), ({ auth, access: a, query }) => listScheduleVacations(ctx, auth, a, query));
  routes.protected(v.create, access('write'), ({ auth, access: a, body }) =>
    createScheduleVacation(ctx, auth, a, body),
  );
  routes.protected(v.settings, access('manager'), ({ auth, access: a, body }) =>
    saveVacationSettings(ctx, auth, a, body),
  );
  routes.protected(v.update, access('write'), ({ auth, access: a, params, body }) =>
    updateScheduleVacation(ctx, auth, a, params.id, body),
  );
  routes.protected(v.remove, access('rm'), ({ auth, access: a, params }) =>
    removeScheduleVacation(ctx, auth, a, params.id),
  );
}
