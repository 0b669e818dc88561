import {
  messages,
  msg,
  type SupportTicket,
  type TicketDetail,
  type TicketLinks,
  type TicketMessage,
  type TicketSummary,
} from '@honora/contract';
import type { Queryable } from '@honora/db';
import { AppError } from '../../errors';
import * as repo from './tickets.repository';

export const ticketErrors = messages.screens.tickets.errors;
export const ticketNotFound = () => new AppError('notFound', { message: msg(ticketErrors, 'notFound') });

const iso = (d: Date) => d.toISOString();

export function summaryOf(row: repo.TicketSummaryRow): TicketSummary {
  const t = row.ticket;
  return {
    id: t.id,
    number: t.number,
    subject: t.subject,
    status: t.status,
    channel: t.channel,
    requesterName: t.requesterName,
    requesterEmail: t.requesterEmail,
    companyId: t.companyId,
    companyName: row.companyName,
    assigneeId: t.assigneeId,
    assigneeName: row.assigneeName,
    lastMessageAt: iso(t.lastMessageAt),
    createdAt: iso(t.createdAt),
  };
}

const messageOf = (m: repo.TicketMessageRow): TicketMessage => ({
  id: m.id,
  authorKind: m.authorKind,
  authorName: m.authorName,
  body: m.body,
  isInternal: m.isInternal,
  createdAt: iso(m.createdAt),
});

/** The linked records by name (decision 065): company, user, the event's patient and date, the batch's code. */
export async function linksOf(q: Queryable, t: repo.TicketRow): Promise<TicketLinks> {
  const [companyName, user, event, batch] = await Promise.all([
    t.companyId ? repo.companyName(q, t.companyId) : undefined,
    t.linkUserId ? repo.userById(q, t.linkUserId) : undefined,
    t.companyId && t.eventId ? repo.eventOf(q, t.companyId, t.eventId) : undefined,
    t.companyId && t.batchId ? repo.batchOf(q, t.companyId, t.batchId) : undefined,
  ]);
  return {
    company: t.companyId && companyName !== undefined ? { id: t.companyId, name: companyName } : null,
    user: user ? { id: user.id, name: user.name } : null,
    event: event ? { id: event.id, patientName: event.patientName, date: event.date } : null,
    batch: batch ?? null,
  };
}

/** The whole ticket for an administrator: every message, internal notes included. */
export async function adminDetail(q: Queryable, id: string): Promise<TicketDetail> {
  const row = await repo.findTicket(q, id);
  if (!row) throw ticketNotFound();
  const [links, conversation] = await Promise.all([linksOf(q, row.ticket), repo.messagesOf(q, id, true)]);
  return {
    ...summaryOf(row),
    requesterUserId: row.ticket.requesterUserId,
    links,
    messages: conversation.map(messageOf),
  };
}

/** The requester's view: never an internal note, never the assignee (decision 065). */
export async function requesterDetail(q: Queryable, t: repo.TicketRow): Promise<SupportTicket> {
  const [links, conversation] = await Promise.all([linksOf(q, t), repo.messagesOf(q, t.id, false)]);
  return {
    ...requesterSummary(t, links),
    messages: conversation
      .filter((m) => !m.isInternal)
      .map(({ id, authorKind, authorName, body, createdAt }) => ({
        id,
        authorKind,
        authorName,
        body,
        createdAt: iso(createdAt),
      })),
  };
}

export function requesterSummary(t: repo.TicketRow, links: Pick<TicketLinks, 'event' | 'batch'>) {
  return {
    id: t.id,
    number: t.number,
    subject: t.subject,
    status: t.status,
    lastMessageAt: iso(t.lastMessageAt),
    createdAt: iso(t.createdAt),
    event: links.event,
    batch: links.batch,
  };
}
