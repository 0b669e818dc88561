import { scheduleBillingRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { getScheduleBilling } from './schedule-billing.service';

/** The coordinator's check (decision 050): module scheduleOnCall, action list (platform.md §6). */
const scheduleAccess: RouteAccess = {
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'scheduleOnCall', action: 'list' },
};

/** The billing manager's check (decision 050): module billing, action list (platform.md §6). */
const billingAccess: RouteAccess = {
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'billing', action: 'list' },
};

/** Routes of the schedule × billing check: one service, two readers. */
export function registerScheduleBillingRoutes(routes: RouteBinder, ctx: AppContext): void {
  const r = scheduleBillingRoutes;
  routes.protected(r.schedule, scheduleAccess, ({ auth, access, query }) =>
    getScheduleBilling(ctx, auth, access, query, { withPatient: false }),
  );
  routes.protected(r.billing, billingAccess, ({ auth, access, query }) =>
    getScheduleBilling(ctx, auth, access, query, { withPatient: true }),
  );
}
