import { platformRoutes } from '@honora/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { bindRoute } from '../../http/bind-route';
import { nextSequential } from './sequential.service';

export function registerSequentialRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Counters asked for over the API live under the session's company, so one company
  // can never advance another's numbers.
  bindRoute(
    app,
    platformRoutes.nextSequential,
    { workspaces: ['CLIENT', 'COMPANY'], needsCompany: true },
    async ({ auth, body, request }) => ({
      data: await nextSequential(ctx.db, { ...body, id: `${auth.companyId}:${body.id}` }, request.log),
    }),
  );
}
