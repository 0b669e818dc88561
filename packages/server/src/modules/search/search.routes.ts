import { searchRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';
import { search } from './search.service';

/**
 * The menu's search (Ctrl+K) for any signed-in member of a company: the door is the account's;
 * each kind of record is then decided by its own list's access (search.service.ts).
 */
export function registerSearchRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(
    searchRoutes.search,
    { workspaces: ['CLIENT', 'COMPANY'], needsCompany: true, permission: { module: 'account', action: 'read' } },
    ({ auth, query }) => search(ctx, auth, query),
  );
}
