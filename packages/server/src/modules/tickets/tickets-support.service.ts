import { msg, type SupportTicket, type SupportTicketCreateInput } from '@honora/contract';
import { withTenant, type Tx } from '@honora/db';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { actorOf } from '../../http/actor';
import type { AuthSession } from '../../http/auth-context';
import { linksOf, requesterDetail, requesterSummary, ticketErrors as e, ticketNotFound } from './ticket-view';
import * as repo from './tickets.repository';

/**
 * "Suporte" of the client and company workspaces (decision 065): a user's own tickets in the
 * selected company — never another user's, never another company's (the query filters by both,
 * and row-level security confines the transaction to the selected company) — without internal
 * notes or the assignee.
 */

function asRequester<T>(ctx: AppContext, auth: AuthSession, fn: (tx: Tx, companyId: string) => Promise<T>) {
  const companyId = auth.companyId!;
  return withTenant(ctx.db, { actor: actorOf(auth), companyIds: [companyId] }, (tx) => fn(tx, companyId));
}

/** The ticket, if it is this user's in this company; else notFound (nothing tells it exists). */
async function ownTicket(tx: Tx, auth: AuthSession, companyId: string, id: string, lock: boolean) {
  const ticket = lock ? await repo.lockTicket(tx, id) : (await repo.findTicket(tx, id))?.ticket;
  if (!ticket || ticket.requesterUserId !== auth.userId || ticket.companyId !== companyId) throw ticketNotFound();
  return ticket;
}

export function listOwnTickets(ctx: AppContext, auth: AuthSession) {
  return asRequester(ctx, auth, async (tx, companyId) => {
    const { items } = await repo.listTickets(
      tx,
      { requesterUserId: auth.userId, companyId },
      { limit: 200, offset: 0 },
    );
    const answers = await Promise.all(
      items.map(async ({ ticket }) => requesterSummary(ticket, await linksOf(tx, ticket))),
    );
    return { items: answers };
  });
}

export const getOwnTicket = (ctx: AppContext, auth: AuthSession, id: string): Promise<SupportTicket> =>
  asRequester(ctx, auth, async (tx, companyId) => requesterDetail(tx, await ownTicket(tx, auth, companyId, id, false)));

/** POST /api/support/tickets: the event or batch must be of the selected company (else 404 on the field). */
export function openTicket(ctx: AppContext, auth: AuthSession, body: SupportTicketCreateInput): Promise<SupportTicket> {
  return asRequester(ctx, auth, async (tx, companyId) => {
    if (body.eventId && !(await repo.eventOf(tx, companyId, body.eventId)))
      throw AppError.field('notFound', 'eventId', msg(e, 'eventNotFound'));
    if (body.batchId && !(await repo.batchOf(tx, companyId, body.batchId)))
      throw AppError.field('notFound', 'batchId', msg(e, 'batchNotFound'));
    const ticket = await repo.insertTicket(tx, {
      subject: body.subject,
      channel: 'app',
      requesterName: auth.userName,
      requesterEmail: auth.userEmail.toLowerCase(),
      requesterUserId: auth.userId,
      requesterWorkspace: auth.workspace === 'COMPANY' ? 'COMPANY' : 'CLIENT',
      companyId,
      linkUserId: auth.userId,
      eventId: body.eventId,
      batchId: body.batchId,
    });
    await repo.insertMessage(tx, {
      ticketId: ticket.id,
      companyId,
      authorKind: 'requester',
      authorId: auth.userId,
      authorName: auth.userName,
      body: body.body,
    });
    return requesterDetail(tx, ticket);
  });
}

/** POST /api/support/tickets/:id/messages: the requester answers; the ticket is open again. */
export function answerOwnTicket(ctx: AppContext, auth: AuthSession, id: string, body: string): Promise<SupportTicket> {
  return asRequester(ctx, auth, async (tx, companyId) => {
    const ticket = await ownTicket(tx, auth, companyId, id, true);
    await repo.insertMessage(tx, {
      ticketId: id,
      companyId,
      authorKind: 'requester',
      authorId: auth.userId,
      authorName: auth.userName,
      body,
    });
    await repo.updateTicket(tx, id, { status: 'open', lastMessageAt: new Date() });
    return requesterDetail(tx, { ...ticket, status: 'open', lastMessageAt: new Date() });
  });
}
