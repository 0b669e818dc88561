import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';

/** /tools/CheckTransactions: totals that disagree with the ledger, the fix and its log (issue 7). */
export function registerCheckTransactionsRoutes(_routes: RouteBinder, _ctx: AppContext): void {}
