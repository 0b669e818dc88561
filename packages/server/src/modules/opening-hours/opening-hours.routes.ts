import { openingHoursRoutes } from '@honora/contract';
import type { PermissionAction } from '@honora/domain';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { tenantOf } from '../../http/tenant';
import { getOpeningHours, setOpeningLock, updateOpeningHours } from './opening-hours.service';

/** Like the other company settings (companies.routes.ts): module companies, read or write. */
const access = (action: PermissionAction): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'companies', action },
});

/** The company's opening hours (platform.md §4; decision 064). */
export function registerOpeningHoursRoutes(routes: RouteBinder, ctx: AppContext): void {
  const r = openingHoursRoutes;
  routes.protected(r.get, access('read'), ({ auth, access: a }) =>
    getOpeningHours(ctx, tenantOf(auth, a), auth.companyId!),
  );
  routes.protected(r.update, access('write'), ({ auth, access: a, body }) =>
    updateOpeningHours(ctx, tenantOf(auth, a), auth.companyId!, body),
  );
  routes.protected(r.lock, access('write'), ({ auth, access: a, body }) =>
    setOpeningLock(ctx, tenantOf(auth, a), auth.companyId!, body),
  );
}
