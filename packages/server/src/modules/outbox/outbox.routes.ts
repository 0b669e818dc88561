import { platformRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';
import { listMessages } from './outbox.service';

export function registerOutboxRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(
    platformRoutes.outbox,
    { workspaces: ['ADMIN'], superAdminOnly: true, permission: { module: 'admin', action: 'read' } },
    ({ query }) => listMessages(ctx, query),
  );
}
