import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { recordMeta } from './meta';
import { users } from './users';

/**
 * The chat (platform.md §3 Chat talk and message, §4 viewed, §6 scoped by workspace; decision
 * 066). Every row belongs to the talk's company (row-level security); support talks are read
 * by the ADMIN workspace through the owner connection, filtered on kind = 'support'.
 */

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);

/**
 * A talk: direct (two people) and group talks are between members of one company in one
 * workspace; a company talk is a CLIENT user ↔ the company's attendants; a support talk is the
 * company ↔ the product's support (isAdmin). `pair_key` makes opening a direct, company or
 * support talk idempotent; `last_message_*` is the list's preview, written with each message.
 */
export const chatTalks = pgTable(
  'chat_talks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    kind: text('kind', { enum: ['direct', 'group', 'company', 'support'] }).notNull(),
    /** The workspace of direct and group members; CLIENT for company talks, COMPANY for support talks. */
    workspace: text('workspace', { enum: ['CLIENT', 'COMPANY'] }).notNull(),
    title: text('title'),
    pairKey: text('pair_key'),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    lastMessageId: uuid('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastMessagePreview: text('last_message_preview'),
    lastMessageType: text('last_message_type'),
    lastSenderId: uuid('last_sender_id'),
    lastSenderName: text('last_sender_name'),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('chat_talks_pair_key')
      .on(t.companyId, t.kind, t.workspace, t.pairKey)
      .where(sql`${t.pairKey} is not null and ${t.deletedAt} is null`),
    index('chat_talks_company_kind_idx').on(t.companyId, t.kind),
    index('chat_talks_support_idx')
      .on(t.lastMessageAt)
      .where(sql`${t.kind} = 'support'`),
    check('chat_talks_kind', sql`${t.kind} in ('direct', 'group', 'company', 'support')`),
    check('chat_talks_workspace', sql`${t.workspace} in ('CLIENT', 'COMPANY')`),
    check(
      'chat_talks_title',
      sql`(${t.kind} = 'group') = (${t.title} is not null) and char_length(coalesce(${t.title}, 'x')) between 1 and 80`,
    ),
  ],
);

/**
 * A person in a talk, with their own highlight mark and read position (platform.md §3
 * highlighted; §4 viewed). Company and support talks get a row for an attendant or a support
 * admin the first time they read, write or highlight there. A removed group member keeps the
 * row with `deleted_at` set.
 */
export const chatTalkMembers = pgTable(
  'chat_talk_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    talkId: uuid('talk_id')
      .notNull()
      .references(() => chatTalks.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    side: text('side', { enum: ['CLIENT', 'COMPANY', 'ADMIN'] }).notNull(),
    highlighted: boolean('highlighted').notNull().default(false),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('chat_talk_members_key').on(t.talkId, t.userId, t.side),
    index('chat_talk_members_user_idx').on(t.userId, t.companyId),
    check('chat_talk_members_side', sql`${t.side} in ('CLIENT', 'COMPANY', 'ADMIN')`),
  ],
);

/**
 * A message (platform.md §3: msg, date, type, sender, viewed). `viewed_at` is set when the other
 * party has read it (§4): every other member of a direct talk or group, any member of the other
 * side of a company or support talk. Attachments are on the file storage (`storage_key`).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    talkId: uuid('talk_id')
      .notNull()
      .references(() => chatTalks.id),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    senderName: text('sender_name').notNull(),
    senderSide: text('sender_side', { enum: ['CLIENT', 'COMPANY', 'ADMIN'] }).notNull(),
    type: text('type', { enum: ['text', 'image', 'file'] }).notNull(),
    body: text('body').notNull().default(''),
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    fileMime: text('file_mime'),
    storageKey: text('storage_key'),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    bodySearch: text('body_search')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(public.honora_unaccent(body || ' ' || coalesce(file_name, '')))`),
    ...recordMeta,
  },
  (t) => [
    index('chat_messages_talk_idx').on(t.talkId, t.createdAt, t.id),
    check('chat_messages_type', sql`${t.type} in ('text', 'image', 'file')`),
    check('chat_messages_sender_side', sql`${t.senderSide} in ('CLIENT', 'COMPANY', 'ADMIN')`),
    check('chat_messages_body_length', sql`char_length(${t.body}) <= 4000`),
    check(
      'chat_messages_file',
      sql`(${t.type} = 'text') = (${t.storageKey} is null) and (${t.type} = 'text' or (${t.fileName} is not null and ${t.fileSize} is not null and ${t.fileMime} in ('image/png', 'image/jpeg', 'image/webp', 'application/pdf')))`,
    ),
  ],
);
