import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';

/** Batches: list, screen, create, edit, status actions, events in and out, send guides, attachments (issue 8). */
export function registerBatchRoutes(routes: RouteBinder, ctx: AppContext): void {
  void routes;
  void ctx;
}
