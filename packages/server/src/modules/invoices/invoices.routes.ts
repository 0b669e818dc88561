import { invoiceRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import {
  addInvoiceEvents,
  createInvoice,
  getInvoice,
  listInvoices,
  removeInvoice,
  removeInvoiceEvents,
  updateInvoice,
} from './invoices.service';

/** The invoices module (list / read / write); the answers carry money (value, event totals). */
const access = (action: 'list' | 'read' | 'write', hasValues = true): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'invoices', action },
  hasValues,
});

/** Invoices (notas fiscais) and the events they cover (issue 8). */
export function registerInvoiceRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(invoiceRoutes.list, access('list'), ({ auth, access: a, query }) =>
    listInvoices(ctx, auth, a, query),
  );
  routes.protected(invoiceRoutes.get, access('read'), ({ auth, access: a, params }) =>
    getInvoice(ctx, auth, a, params.id),
  );
  routes.protected(invoiceRoutes.create, access('write'), ({ auth, access: a, body }) =>
    createInvoice(ctx, auth, a, body),
  );
  routes.protected(invoiceRoutes.update, access('write'), ({ auth, access: a, params, body }) =>
    updateInvoice(ctx, auth, a, params.id, body),
  );
  routes.protected(invoiceRoutes.remove, access('write', false), ({ auth, access: a, params }) =>
    removeInvoice(ctx, auth, a, params.id),
  );
  routes.protected(invoiceRoutes.addEvents, access('write'), ({ auth, access: a, params, body }) =>
    addInvoiceEvents(ctx, auth, a, params.id, body),
  );
  routes.protected(invoiceRoutes.removeEvents, access('write'), ({ auth, access: a, params, body }) =>
    removeInvoiceEvents(ctx, auth, a, params.id, body),
  );
}
