import {
  adminUsers,
  batches,
  companies,
  events,
  patients,
  ticketMessages,
  tickets,
  users,
  type Queryable,
} from '@honora/db';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';

/** Queries of support tickets (decision 065); decisions are the services'. */

export type TicketRow = typeof tickets.$inferSelect;
export type TicketInsert = Omit<typeof tickets.$inferInsert, 'number'>;
export type TicketMessageRow = typeof ticketMessages.$inferSelect;

const assignee = alias(users, 'assignee');

const summaryColumns = {
  ticket: tickets,
  companyName: companies.name,
  assigneeName: assignee.name,
};

export interface TicketFilter {
  status?: TicketRow['status'] | undefined;
  assigneeId?: string | null | undefined;
  companyId?: string | undefined;
  search?: string | undefined;
  requesterUserId?: string | undefined;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filter: TicketFilter): SQL | undefined {
  const term = filter.search ? `%${escapeLike(filter.search)}%` : null;
  const asNumber = filter.search && /^\d{1,9}$/.test(filter.search) ? Number(filter.search) : null;
  return and(
    isNull(tickets.deletedAt),
    filter.status ? eq(tickets.status, filter.status) : undefined,
    filter.assigneeId === null ? isNull(tickets.assigneeId) : undefined,
    filter.assigneeId ? eq(tickets.assigneeId, filter.assigneeId) : undefined,
    filter.companyId ? eq(tickets.companyId, filter.companyId) : undefined,
    filter.requesterUserId ? eq(tickets.requesterUserId, filter.requesterUserId) : undefined,
    term
      ? or(
          ilike(tickets.subject, term),
          ilike(tickets.requesterName, term),
          ilike(tickets.requesterEmail, term),
          asNumber !== null ? eq(tickets.number, asNumber) : undefined,
        )
      : undefined,
  );
}

export async function listTickets(q: Queryable, filter: TicketFilter, page: { limit: number; offset: number }) {
  const where = whereOf(filter);
  const [items, [total]] = await Promise.all([
    q
      .select(summaryColumns)
      .from(tickets)
      .leftJoin(companies, eq(companies.id, tickets.companyId))
      .leftJoin(assignee, eq(assignee.id, tickets.assigneeId))
      .where(where)
      .orderBy(desc(tickets.lastMessageAt), desc(tickets.number))
      .limit(page.limit)
      .offset(page.offset),
    q.select({ n: count() }).from(tickets).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

export type TicketSummaryRow = Awaited<ReturnType<typeof listTickets>>['items'][number];

export async function findTicket(q: Queryable, id: string): Promise<TicketSummaryRow | undefined> {
  const [row] = await q
    .select(summaryColumns)
    .from(tickets)
    .leftJoin(companies, eq(companies.id, tickets.companyId))
    .leftJoin(assignee, eq(assignee.id, tickets.assigneeId))
    .where(and(eq(tickets.id, id), isNull(tickets.deletedAt)));
  return row;
}

/** Locks the ticket's row for a change (FOR UPDATE), or undefined. */
export async function lockTicket(q: Queryable, id: string): Promise<TicketRow | undefined> {
  const [row] = await q
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), isNull(tickets.deletedAt)))
    .for('update');
  return row;
}

export async function insertTicket(q: Queryable, values: TicketInsert): Promise<TicketRow> {
  const [row] = await q.insert(tickets).values(values).returning();
  return row!;
}

export async function updateTicket(q: Queryable, id: string, values: Partial<TicketInsert>): Promise<void> {
  await q.update(tickets).set(values).where(eq(tickets.id, id));
}

export async function insertMessage(q: Queryable, values: typeof ticketMessages.$inferInsert): Promise<void> {
  await q.insert(ticketMessages).values(values);
}

/** The messages follow the ticket's company (row-level security reads them with it). */
export async function moveMessages(q: Queryable, ticketId: string, companyId: string | null): Promise<void> {
  await q.update(ticketMessages).set({ companyId }).where(eq(ticketMessages.ticketId, ticketId));
}

/** The conversation, oldest first; internal notes only when `withNotes`. */
export function messagesOf(q: Queryable, ticketId: string, withNotes: boolean): Promise<TicketMessageRow[]> {
  return q
    .select()
    .from(ticketMessages)
    .where(and(eq(ticketMessages.ticketId, ticketId), withNotes ? undefined : eq(ticketMessages.isInternal, false)))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
}

export async function companyName(q: Queryable, id: string): Promise<string | undefined> {
  const [row] = await q
    .select({ name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.deletedAt)));
  return row?.name;
}

export async function userById(q: Queryable, id: string) {
  const [row] = await q
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** An event of the company (live), with its patient's name and the procedure's date. */
export async function eventOf(q: Queryable, companyId: string, id: string) {
  const [row] = await q
    .select({ id: events.id, patientName: patients.name, date: events.dtProcedure })
    .from(events)
    .leftJoin(patients, eq(patients.id, events.patientId))
    .where(and(eq(events.id, id), eq(events.companyId, companyId), isNull(events.deletedAt)));
  return row;
}

/** The company of a live event or batch, whichever company it is (the admin picks a record by id). */
export async function companyOfRecord(q: Queryable, kind: 'event' | 'batch', id: string): Promise<string | undefined> {
  const table = kind === 'event' ? events : batches;
  const [row] = await q
    .select({ companyId: table.companyId })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.deletedAt)));
  return row?.companyId;
}

export async function batchOf(q: Queryable, companyId: string, id: string) {
  const [row] = await q
    .select({ id: batches.id, code: batches.code })
    .from(batches)
    .where(and(eq(batches.id, id), eq(batches.companyId, companyId), isNull(batches.deletedAt)));
  return row;
}

/** The admin rules of a user of the admin workspace (not removed), or undefined. */
export async function adminOf(q: Queryable, userId: string) {
  const [row] = await q
    .select({ rules: adminUsers.rules, isSuperAdmin: adminUsers.isSuperAdmin, isDisabled: users.isDisabled })
    .from(adminUsers)
    .innerJoin(users, eq(users.id, adminUsers.userId))
    .where(and(eq(adminUsers.userId, userId), isNull(adminUsers.deletedAt)));
  return row;
}

/** Administrators with the support rule (sup), active, by name. */
export function supportAdmins(q: Queryable) {
  return q
    .select({ id: users.id, name: users.name, email: users.email })
    .from(adminUsers)
    .innerJoin(users, eq(users.id, adminUsers.userId))
    .where(
      and(
        isNull(adminUsers.deletedAt),
        eq(users.isDisabled, false),
        sql`coalesce((${adminUsers.rules}->>'sup')::boolean, false)`,
      ),
    )
    .orderBy(users.sortKey);
}
