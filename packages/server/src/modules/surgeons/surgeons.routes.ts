import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';

/** Routes of the surgeons registry (issue 4). */
export function registerSurgeonRoutes(_routes: RouteBinder, _ctx: AppContext): void {}
