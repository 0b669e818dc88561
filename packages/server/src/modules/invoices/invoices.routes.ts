import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';

/** Invoices (notas fiscais) and the events they cover (issue 8). */
export function registerInvoiceRoutes(routes: RouteBinder, ctx: AppContext): void {
  void routes;
  void ctx;
}
