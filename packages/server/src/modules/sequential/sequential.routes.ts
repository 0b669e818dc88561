import { platformRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteBinder } from '../../http/bind-route';
import { nextSequential } from './sequential.service';

export function registerSequentialRoutes(routes: RouteBinder, ctx: AppContext): void {
  // Counters asked for over the API live under the session's company, so one company
  // can never advance another's numbers. Their users are billing records (lotes, cobranças).
  routes.protected(
    platformRoutes.nextSequential,
    { workspaces: ['CLIENT', 'COMPANY'], needsCompany: true, permission: { module: 'billing', action: 'write' } },
    async ({ auth, body, request }) => ({
      data: await nextSequential(ctx.db, { ...body, id: `${auth.companyId}:${body.id}` }, request.log),
    }),
  );
}
