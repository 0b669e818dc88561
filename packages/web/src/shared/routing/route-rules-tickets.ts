import type { RouteRule } from '@honora/domain';
import { paths, type AppPath } from './paths';

/**
 * Support tickets in the route rules table (decision 065): "Suporte" is every signed-in user's own
 * tickets in the selected company (as /api/support/tickets, own account's module); a new ticket is
 * the administrators' (module admin). One ticket opens at /client/support/{id} and /admin/inbox/{id}.
 */
export const ticketRouteRules = {
  [paths.clientSupport]: { workspaces: ['CLIENT', 'COMPANY'], needsCompany: true },
  [paths.adminNewTicket]: { workspaces: ['ADMIN'] },
} satisfies Partial<Record<AppPath, RouteRule>>;
