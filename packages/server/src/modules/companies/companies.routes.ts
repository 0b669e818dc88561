import { companyRoutes } from '@honora/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { bindRoute } from '../../http/bind-route';
import { listSelectable } from './companies.service';

export function registerCompanyRoutes(app: FastifyInstance, ctx: AppContext): void {
  bindRoute(app, companyRoutes.selectable, { workspaces: ['CLIENT', 'COMPANY', 'ADMIN'] }, ({ auth, query }) =>
    listSelectable(ctx, auth, query),
  );
}
