import {
  msg,
  messages,
  type TicketCreateInput,
  type TicketDetail,
  type TicketLinksInput,
  type TicketList,
  type TicketStatus,
} from '@honora/contract';
import { withActor, type Tx } from '@honora/db';
import type { z } from 'zod';
import type { ticketListQuerySchema } from '@honora/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { actorOf } from '../../http/actor';
import type { AuthSession } from '../../http/auth-context';
import { adminDetail, summaryOf, ticketErrors as e, ticketNotFound } from './ticket-view';
import * as repo from './tickets.repository';

/**
 * Support tickets in the admin workspace (platform.md §2 /admin/inbox, /admin/newTicket, §6 admin
 * rules; decision 065). Every administrator reads them; working them (create, answer, note,
 * status, assignee, links) takes the support rule `sup`, the administration rule `adm` or a super
 * admin; only an administrator with `sup` may be the assignee.
 */

type ListQuery = z.output<typeof ticketListQuerySchema>;

const denied = () => new AppError('permissionDenied', { message: msg(e, 'cannotAnswer') });

/** Administrators with sup or adm, or super admins, work tickets (decision 065). */
async function assertMayWork(ctx: AppContext, auth: AuthSession): Promise<void> {
  if (auth.isSuperAdmin) return;
  const admin = await repo.adminOf(ctx.db, auth.userId);
  if (!admin || !(admin.isSuperAdmin || admin.rules.sup === true || admin.rules.adm === true)) throw denied();
}

export async function listTickets(ctx: AppContext, auth: AuthSession, query: ListQuery): Promise<TicketList> {
  const assigneeId = query.assignee === 'mine' ? auth.userId : query.assignee === 'none' ? null : query.assignee;
  const { items, total } = await repo.listTickets(
    ctx.db,
    { status: query.status, assigneeId, companyId: query.companyId, search: query.search || undefined },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return { items: items.map(summaryOf), total };
}

export const getTicket = (ctx: AppContext, id: string): Promise<TicketDetail> => adminDetail(ctx.db, id);

export async function listAssignees(ctx: AppContext) {
  return { items: await repo.supportAdmins(ctx.db) };
}

/**
 * The links must name real records; an event or a batch only of the linked company (an event of
 * another company is refused as not found, never linked). Without a company, an event's (or else a
 * batch's) company becomes the linked one. Answers the links to store.
 */
async function checkLinks(tx: Tx, links: TicketLinksInput): Promise<TicketLinksInput> {
  const picked = links.eventId
    ? await repo.companyOfRecord(tx, 'event', links.eventId)
    : links.batchId
      ? await repo.companyOfRecord(tx, 'batch', links.batchId)
      : undefined;
  const companyId = links.companyId ?? picked ?? null;
  if (links.companyId && (await repo.companyName(tx, links.companyId)) === undefined)
    throw AppError.field('notFound', 'companyId', msg(e, 'companyNotFound'));
  if (links.userId && !(await repo.userById(tx, links.userId)))
    throw AppError.field('notFound', 'userId', msg(e, 'userNotFound'));
  if (links.eventId && !(companyId && (await repo.eventOf(tx, companyId, links.eventId))))
    throw AppError.field('notFound', 'eventId', msg(e, 'eventNotFound'));
  if (links.batchId && !(companyId && (await repo.batchOf(tx, companyId, links.batchId))))
    throw AppError.field('notFound', 'batchId', msg(e, 'batchNotFound'));
  return { ...links, companyId };
}

const linkColumns = (links: TicketLinksInput) => ({
  companyId: links.companyId,
  linkUserId: links.userId,
  eventId: links.eventId,
  batchId: links.batchId,
});

/** POST /api/admin/tickets (/admin/newTicket): the requester by e-mail, or a user (name and e-mail from it). */
export async function createTicket(ctx: AppContext, auth: AuthSession, body: TicketCreateInput): Promise<TicketDetail> {
  await assertMayWork(ctx, auth);
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    const user = body.requesterUserId ? await repo.userById(tx, body.requesterUserId) : undefined;
    if (body.requesterUserId && !user) throw AppError.field('notFound', 'requesterUserId', msg(e, 'userNotFound'));
    const email = body.requesterEmail ?? user!.email.toLowerCase();
    const links = await checkLinks(tx, { ...body, userId: body.userId ?? user?.id ?? null });
    const row = await repo.insertTicket(tx, {
      subject: body.subject,
      channel: 'admin',
      requesterName: body.requesterName ?? user?.name ?? email,
      requesterEmail: email,
      requesterUserId: user?.id ?? null,
      ...linkColumns(links),
    });
    await repo.insertMessage(tx, {
      ticketId: row.id,
      companyId: row.companyId,
      authorKind: 'admin',
      authorId: auth.userId,
      authorName: auth.userName,
      body: body.body,
    });
    return adminDetail(tx, row.id);
  });
}

/** One change of a ticket in one transaction, under its row lock; answers the whole ticket. */
async function changeTicket(
  ctx: AppContext,
  auth: AuthSession,
  id: string,
  change: (tx: Tx, ticket: repo.TicketRow) => Promise<void>,
): Promise<TicketDetail> {
  await assertMayWork(ctx, auth);
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    const ticket = await repo.lockTicket(tx, id);
    if (!ticket) throw ticketNotFound();
    await change(tx, ticket);
    return adminDetail(tx, id);
  });
}

/**
 * POST /api/admin/tickets/:id/reply: the answer joins the conversation, the ticket takes the chosen
 * status (waitingCustomer by default) and the requester gets it by e-mail through the outbox, after
 * the commit (a failed e-mail stays in the outbox and never loses the answer).
 */
export async function replyTicket(
  ctx: AppContext,
  auth: AuthSession,
  id: string,
  body: { body: string; status: TicketStatus },
): Promise<TicketDetail> {
  let mail: { to: string; name: string; number: number; subject: string; isUser: boolean } | null = null;
  const detail = await changeTicket(ctx, auth, id, async (tx, ticket) => {
    await repo.insertMessage(tx, {
      ticketId: id,
      companyId: ticket.companyId,
      authorKind: 'admin',
      authorId: auth.userId,
      authorName: auth.userName,
      body: body.body,
    });
    await repo.updateTicket(tx, id, { status: body.status, lastMessageAt: new Date() });
    mail = {
      to: ticket.requesterEmail,
      name: ticket.requesterName,
      number: ticket.number,
      subject: ticket.subject,
      isUser: ticket.requesterUserId !== null,
    };
  });
  if (mail) await mailReply(ctx, mail, body.body);
  return detail;
}

async function mailReply(
  ctx: AppContext,
  mail: { to: string; name: string; number: number; subject: string; isUser: boolean },
  message: string,
): Promise<void> {
  const t = messages.screens.tickets;
  const link = `${ctx.config.appUrl}${mail.isUser ? '/client/support' : '/contact'}`;
  const params = { number: String(mail.number), subject: mail.subject };
  await ctx.messenger.send({
    channel: 'email',
    to: mail.to,
    subject: msg(t, 'mailReplySubject', params).text,
    body: msg(t, 'mailReplyBody', { ...params, name: mail.name, message, link }).text,
  });
}

/** POST /api/admin/tickets/:id/notes: an internal note, never e-mailed, never shown to the requester. */
export const addNote = (ctx: AppContext, auth: AuthSession, id: string, body: { body: string }) =>
  changeTicket(ctx, auth, id, (tx, ticket) =>
    repo.insertMessage(tx, {
      ticketId: id,
      companyId: ticket.companyId,
      authorKind: 'admin',
      authorId: auth.userId,
      authorName: auth.userName,
      body: body.body,
      isInternal: true,
    }),
  );

export const setTicketStatus = (ctx: AppContext, auth: AuthSession, id: string, status: TicketStatus) =>
  changeTicket(ctx, auth, id, (tx) => repo.updateTicket(tx, id, { status }));

/** PUT /api/admin/tickets/:id/assignee: only an active administrator with the sup rule, or nobody. */
export const assignTicket = (ctx: AppContext, auth: AuthSession, id: string, assigneeId: string | null) =>
  changeTicket(ctx, auth, id, async (tx) => {
    if (assigneeId) {
      const admin = await repo.adminOf(tx, assigneeId);
      if (!admin || admin.isDisabled || admin.rules.sup !== true)
        throw AppError.field('inputError', 'assigneeId', msg(e, 'assigneeNotSupport'));
    }
    await repo.updateTicket(tx, id, { assigneeId });
  });

/**
 * PUT /api/admin/tickets/:id/links. A ticket opened by a company user keeps its company (the
 * requester reads it there); the event and batch must be of the linked company.
 */
export const setTicketLinks = (ctx: AppContext, auth: AuthSession, id: string, links: TicketLinksInput) =>
  changeTicket(ctx, auth, id, async (tx, ticket) => {
    const fixed = await checkLinks(tx, ticket.channel === 'app' ? { ...links, companyId: ticket.companyId } : links);
    await repo.updateTicket(tx, id, linkColumns(fixed));
    if (fixed.companyId !== ticket.companyId) await repo.moveMessages(tx, id, fixed.companyId);
  });
