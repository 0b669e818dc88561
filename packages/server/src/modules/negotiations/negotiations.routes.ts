import { negotiationRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import {
  copyNegotiation,
  createNegotiation,
  getNegotiation,
  listNegotiations,
  removeNegotiation,
  updateNegotiation,
} from './negotiations.service';

/**
 * The insurer screen's negotiations: module 'healthInsurances' like the insurers (read to see,
 * write to change). Every answer carries money, stripped for users who may not see values.
 */
const negotiationAccess = (action: 'read' | 'write'): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'healthInsurances', action },
  hasValues: true,
});

/** Issue 5: an insurer's negotiations (billing.md §3 Negotiation, §5). */
export function registerNegotiationRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(negotiationRoutes.list, negotiationAccess('read'), ({ auth, access, params }) =>
    listNegotiations(ctx, auth, access, params.insurerId),
  );
  routes.protected(negotiationRoutes.get, negotiationAccess('read'), ({ auth, access, params }) =>
    getNegotiation(ctx, auth, access, params.id),
  );
  routes.protected(negotiationRoutes.create, negotiationAccess('write'), ({ auth, access, params, body }) =>
    createNegotiation(ctx, auth, access, params.insurerId, body),
  );
  routes.protected(negotiationRoutes.update, negotiationAccess('write'), ({ auth, access, params, body }) =>
    updateNegotiation(ctx, auth, access, params.id, body),
  );
  routes.protected(negotiationRoutes.remove, negotiationAccess('write'), ({ auth, access, params }) =>
    removeNegotiation(ctx, auth, access, params.id),
  );
  routes.protected(negotiationRoutes.copy, negotiationAccess('write'), ({ auth, access, params, body }) =>
    copyNegotiation(ctx, auth, access, params.id, body),
  );
}
