import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';

/** Issue 5 (negotiations): routes bound here. */
export function registerNegotiationRoutes(_routes: RouteBinder, _ctx: AppContext): void {}
