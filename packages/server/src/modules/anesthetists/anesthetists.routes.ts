import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';

/** Routes of the anesthetists registry (issue 4). */
export function registerAnesthetistRoutes(_routes: RouteBinder, _ctx: AppContext): void {}
