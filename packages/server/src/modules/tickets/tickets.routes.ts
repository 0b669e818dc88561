import { adminTicketRoutes, supportTicketRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import {
  addNote,
  assignTicket,
  createTicket,
  getTicket,
  listAssignees,
  listTickets,
  replyTicket,
  setTicketLinks,
  setTicketStatus,
} from './tickets-admin.service';
import { answerOwnTicket, getOwnTicket, listOwnTickets, openTicket } from './tickets-support.service';

/** Administrators of the admin workspace, module admin; the services check the sup / adm rules (decision 065). */
const admin = (action: 'read' | 'write'): RouteAccess => ({
  workspaces: ['ADMIN'],
  permission: { module: 'admin', action },
});

/** "Suporte": any signed-in user of the client or company workspace, in the selected company (own account's module). */
const requester = (action: 'read' | 'write'): RouteAccess => ({
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'account', action },
});

/** Support tickets (platform.md §2 /admin/inbox, /admin/newTicket; decision 065). */
export function registerTicketRoutes(routes: RouteBinder, ctx: AppContext): void {
  const a = adminTicketRoutes;
  routes.protected(a.list, admin('read'), ({ auth, query }) => listTickets(ctx, auth, query));
  routes.protected(a.assignees, admin('read'), () => listAssignees(ctx));
  routes.protected(a.get, admin('read'), ({ params }) => getTicket(ctx, params.id));
  routes.protected(a.create, admin('write'), ({ auth, body }) => createTicket(ctx, auth, body));
  routes.protected(a.reply, admin('write'), ({ auth, params, body }) => replyTicket(ctx, auth, params.id, body));
  routes.protected(a.note, admin('write'), ({ auth, params, body }) => addNote(ctx, auth, params.id, body));
  routes.protected(a.status, admin('write'), ({ auth, params, body }) =>
    setTicketStatus(ctx, auth, params.id, body.status),
  );
  routes.protected(a.assign, admin('write'), ({ auth, params, body }) =>
    assignTicket(ctx, auth, params.id, body.assigneeId),
  );
  routes.protected(a.links, admin('write'), ({ auth, params, body }) => setTicketLinks(ctx, auth, params.id, body));

  const s = supportTicketRoutes;
  routes.protected(s.list, requester('read'), ({ auth }) => listOwnTickets(ctx, auth));
  routes.protected(s.get, requester('read'), ({ auth, params }) => getOwnTicket(ctx, auth, params.id));
  routes.protected(s.create, requester('write'), ({ auth, body }) => openTicket(ctx, auth, body));
  routes.protected(s.message, requester('write'), ({ auth, params, body }) =>
    answerOwnTicket(ctx, auth, params.id, body.body),
  );
}
