import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Messages visitors send from the public /contact (platform.md §2; decision 059). A platform table
 * like outbox_messages: no company (so no row-level security) and no record metadata — a
 * visitor has no actor; who read a message is kept in read_by / read_by_name.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    readBy: uuid('read_by').references(() => users.id),
    readByName: text('read_by_name'),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_unread_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} is null`),
    check('contact_messages_message_length', sql`char_length(${t.message}) <= 5000`),
  ],
);
