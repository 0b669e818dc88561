import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';

/** Money on events: the ledger view, the receive dialog, money actions, cancel, bulk (issue 7). */
export function registerMoneyRoutes(_routes: RouteBinder, _ctx: AppContext): void {}
