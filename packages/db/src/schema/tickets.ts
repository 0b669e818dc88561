import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { batches } from './batches';
import { companies } from './companies';
import { contactMessages } from './contact-messages';
import { events } from './events';
import { recordMeta } from './meta';
import { users } from './users';

export const TICKET_STATUSES = ['open', 'waitingCustomer', 'solved'] as const;
export const TICKET_CHANNELS = ['contact', 'app', 'admin'] as const;

/**
 * Support tickets (platform.md §2 /admin/inbox, /admin/newTicket; decision 065). `company_id` is
 * the company concerned, null for a visitor's /contact message: row-level security shows a
 * company's tickets to its tenant only; the admin workspace reads them as the owner. The number
 * is one platform-wide identity (decision 065).
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').generatedAlwaysAsIdentity().notNull(),
    subject: text('subject').notNull(),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('open'),
    channel: text('channel', { enum: TICKET_CHANNELS }).notNull(),
    requesterName: text('requester_name').notNull(),
    requesterEmail: text('requester_email').notNull(),
    /** The requester's account, when the ticket was opened by (or for) a user. */
    requesterUserId: uuid('requester_user_id').references(() => users.id),
    /** The workspace the requester opened it from (CLIENT or COMPANY); null otherwise. */
    requesterWorkspace: text('requester_workspace', { enum: ['CLIENT', 'COMPANY'] }),
    companyId: uuid('company_id').references(() => companies.id),
    assigneeId: uuid('assignee_id').references(() => users.id),
    linkUserId: uuid('link_user_id').references(() => users.id),
    eventId: uuid('event_id').references(() => events.id),
    batchId: uuid('batch_id').references(() => batches.id),
    contactMessageId: uuid('contact_message_id').references(() => contactMessages.id),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('tickets_number_key').on(t.number),
    uniqueIndex('tickets_contact_message_key')
      .on(t.contactMessageId)
      .where(sql`${t.contactMessageId} is not null`),
    index('tickets_status_idx').on(t.status, t.lastMessageAt),
    index('tickets_company_idx').on(t.companyId),
    index('tickets_requester_idx').on(t.requesterUserId, t.companyId),
    index('tickets_assignee_idx').on(t.assigneeId),
    check('tickets_subject_length', sql`char_length(${t.subject}) between 1 and 150`),
    check('tickets_requester_email_lower', sql`${t.requesterEmail} = lower(${t.requesterEmail})`),
  ],
);

/**
 * The conversation of a ticket (decision 065): answers of admins, messages of the requester and
 * internal notes (`is_internal`, admins only: never e-mailed, never shown to the requester).
 * `company_id` repeats the ticket's, for row-level security. Rows are never changed.
 */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    companyId: uuid('company_id').references(() => companies.id),
    authorKind: text('author_kind', { enum: ['admin', 'requester'] }).notNull(),
    authorId: uuid('author_id').references(() => users.id),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    isInternal: boolean('is_internal').notNull().default(false),
    ...recordMeta,
  },
  (t) => [
    index('ticket_messages_ticket_idx').on(t.ticketId, t.createdAt),
    check('ticket_messages_body_length', sql`char_length(${t.body}) between 1 and 10000`),
    check('ticket_messages_note_by_admin', sql`not ${t.isInternal} or ${t.authorKind} = 'admin'`),
  ],
);
