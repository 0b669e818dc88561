import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';

/** Issue 5 (pricing): routes bound here. */
export function registerPricingRoutes(_routes: RouteBinder, _ctx: AppContext): void {}
