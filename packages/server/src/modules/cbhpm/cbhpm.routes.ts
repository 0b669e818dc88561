import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';

/** Issue 5 (cbhpm): routes bound here. */
export function registerCbhpmRoutes(_routes: RouteBinder, _ctx: AppContext): void {}
