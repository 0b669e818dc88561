import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';

/** Routes of the health-insurers registry (issue 4). */
export function registerHealthInsurerRoutes(_routes: RouteBinder, _ctx: AppContext): void {}
