import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';

/** The printed guides (ANS layouts) of one event and of a whole batch (issue 8). */
export function registerGuidePdfRoutes(routes: RouteBinder, ctx: AppContext): void {
  void routes;
  void ctx;
}
