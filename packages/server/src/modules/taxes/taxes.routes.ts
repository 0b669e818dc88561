import { taxesRoutes } from '@honora/contract';
import { INSS_CEILINGS, IRRF_TABLES } from '@honora/domain';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import {
  addTaxVersion,
  createTax,
  getTax,
  listTaxes,
  removeTaxVersion,
  setTaxDeleted,
  updateTax,
  updateTaxVersion,
} from './taxes.service';

/** Taxes decide what every doctor is paid: reading is billing's, changing them the billing managers' (decision 028). */
const access = (action: 'list' | 'read' | 'manager'): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'billing', action },
});

/** /client/Taxes: the company's taxes and fees with their versions (module billing, a selected company). */
export function registerTaxRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(taxesRoutes.list, access('list'), ({ auth, access: a, query }) =>
    listTaxes(ctx, auth, a, query.deleted === 'true'),
  );
  // The built-in tables (decision 028), as the domain keeps them.
  routes.protected(taxesRoutes.tables, access('list'), () =>
    Promise.resolve({
      irrf: IRRF_TABLES.map((table) => ({ ...table, brackets: [...table.brackets] })),
      inssCeilings: [...INSS_CEILINGS],
    }),
  );
  routes.protected(taxesRoutes.get, access('read'), ({ auth, access: a, params }) => getTax(ctx, auth, a, params.id));
  routes.protected(taxesRoutes.create, access('manager'), ({ auth, access: a, body }) => createTax(ctx, auth, a, body));
  routes.protected(taxesRoutes.update, access('manager'), ({ auth, access: a, params, body }) =>
    updateTax(ctx, auth, a, params.id, body),
  );
  routes.protected(taxesRoutes.remove, access('manager'), ({ auth, access: a, params }) =>
    setTaxDeleted(ctx, auth, a, params.id, true),
  );
  routes.protected(taxesRoutes.restore, access('manager'), ({ auth, access: a, params }) =>
    setTaxDeleted(ctx, auth, a, params.id, false),
  );
  routes.protected(taxesRoutes.addVersion, access('manager'), ({ auth, access: a, params, body }) =>
    addTaxVersion(ctx, auth, a, params.id, body),
  );
  routes.protected(taxesRoutes.updateVersion, access('manager'), ({ auth, access: a, params, body }) =>
    updateTaxVersion(ctx, auth, a, params, body),
  );
  routes.protected(taxesRoutes.removeVersion, access('manager'), ({ auth, access: a, params }) =>
    removeTaxVersion(ctx, auth, a, params),
  );
}
