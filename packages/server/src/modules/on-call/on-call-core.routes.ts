import { dayPreferenceRoutes, onCallCoreRoutes, onCallDayRoutes } from '@honora/contract';
import type { PermissionAction } from '@honora/domain';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { getMyDayPreferences, listDayPreferences, saveMyDayPreferences } from './day-preferences.service';
import { calendarFeed, getCalendarLink, getMyMonth, renewCalendarLink } from './my-roster.service';
import { closeMonth, CORE_MODULE, getCoreYear, reopenMonth } from './roster-core.service';
import { getRosterDay } from './roster-day.service';
import { ON_CALL_MODULE } from './roster.service';

const companyAccess = (module: typeof CORE_MODULE | typeof ON_CALL_MODULE, action: PermissionAction): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module, action },
});
/** The user's own calendar link: any client user, whatever the company (the feed spans them). */
const ownCalendar = (action: 'read' | 'write'): RouteAccess => ({
  workspaces: ['CLIENT'],
  permission: { module: 'account', action },
});

/**
 * Routes of the roster's core (platform.md §2 core, module core: the year listed, months closed
 * and reopened by a manager) and of the doctors' own roster (module schedule on call, listOwn)
 * with its iCalendar feed (decision 043) and their preferred and undesired days (decision 051).
 */
export function registerOnCallCoreRoutes(routes: RouteBinder, ctx: AppContext): void {
  const r = onCallCoreRoutes;
  routes.protected(r.core, companyAccess(CORE_MODULE, 'list'), ({ auth, access, params }) =>
    getCoreYear(ctx, auth, access, params.year),
  );
  routes.protected(r.close, companyAccess(CORE_MODULE, 'manager'), ({ auth, access, params, body }) =>
    closeMonth(ctx, auth, access, params.month, body.version),
  );
  routes.protected(r.reopen, companyAccess(CORE_MODULE, 'manager'), ({ auth, access, params, body }) =>
    reopenMonth(ctx, auth, access, params.month, body),
  );
  routes.protected(onCallDayRoutes.day, companyAccess(ON_CALL_MODULE, 'list'), ({ auth, access, params }) =>
    getRosterDay(ctx, auth, access, params.day),
  );
  routes.protected(r.mine, companyAccess(ON_CALL_MODULE, 'listOwn'), ({ auth, access, query }) =>
    getMyMonth(ctx, auth, access, query.month),
  );
  // Preferred and undesired days (decision 051): one's own with "Minha escala"'s grant, everyone's
  // with the automatic fill's (scheduler).
  const p = dayPreferenceRoutes;
  routes.protected(p.mine, companyAccess(ON_CALL_MODULE, 'listOwn'), ({ auth, access }) =>
    getMyDayPreferences(ctx, auth, access),
  );
  routes.protected(p.saveMine, companyAccess(ON_CALL_MODULE, 'listOwn'), ({ auth, access, body }) =>
    saveMyDayPreferences(ctx, auth, access, body),
  );
  routes.protected(p.list, companyAccess(ON_CALL_MODULE, 'scheduler'), ({ auth, access }) =>
    listDayPreferences(ctx, auth, access),
  );
  routes.protected(r.calendarLink, ownCalendar('read'), ({ auth }) => getCalendarLink(ctx, auth));
  routes.protected(r.renewCalendarLink, ownCalendar('write'), ({ auth }) => renewCalendarLink(ctx, auth));
  routes.public(r.calendarFeed, async ({ params, reply }) => {
    const body = await calendarFeed(ctx, params.token);
    reply.header('content-type', 'text/calendar; charset=utf-8');
    reply.header('cache-control', 'private, max-age=300');
    return body;
  });
}
