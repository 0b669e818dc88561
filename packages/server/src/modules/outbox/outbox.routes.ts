import { platformRoutes } from '@honora/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { bindRoute } from '../../http/bind-route';
import { listOutbox } from './outbox.repository';

export function registerOutboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  bindRoute(app, platformRoutes.outbox, { workspaces: ['ADMIN'], superAdminOnly: true }, async ({ query }) => {
    const { items, total } = await listOutbox(ctx.db, {
      ...(query.search ? { search: query.search } : {}),
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return {
      items: items.map((m) => ({
        ...m,
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
      })),
      total,
    };
  });
}
