import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';

/** Routes of the billing-settings registry (issue 4). */
export function registerBillingSettingRoutes(_routes: RouteBinder, _ctx: AppContext): void {}
