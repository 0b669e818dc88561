import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';

/** TISS XML generation, download and the printed guides PDF (issue 8). */
export function registerTissRoutes(routes: RouteBinder, ctx: AppContext): void {
  void routes;
  void ctx;
}
