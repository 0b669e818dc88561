import { referenceRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';
import { searchCbo } from './cbo.service';
import { searchMunicipalities } from './municipalities.service';

/** Reference tables (TUSS 22, IBGE municipalities, CBO): lookups for every user; imports for super admins. */
export function registerReferenceTableRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(
    referenceRoutes.municipalities,
    { workspaces: ['CLIENT', 'COMPANY', 'ADMIN'], permission: { module: 'account', action: 'read' } },
    ({ query }) => searchMunicipalities(ctx, query),
  );
  routes.protected(
    referenceRoutes.cbo,
    { workspaces: ['CLIENT', 'COMPANY', 'ADMIN'], permission: { module: 'account', action: 'read' } },
    ({ query }) => searchCbo(ctx, query),
  );
}
