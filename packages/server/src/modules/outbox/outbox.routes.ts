import { platformRoutes } from '@honora/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { bindRoute } from '../../http/bind-route';
import { listMessages } from './outbox.service';

export function registerOutboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  bindRoute(app, platformRoutes.outbox, { workspaces: ['ADMIN'], superAdminOnly: true }, ({ query }) =>
    listMessages(ctx, query),
  );
}
