import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';

/** The transactions report, its export, and the external payments list (issue 7). */
export function registerTransactionReportRoutes(_routes: RouteBinder, _ctx: AppContext): void {}
