import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordMeta } from './meta';
import { users } from './users';

/**
 * Saved queries of the read-only query console /admin/QueryInFirestore (platform.md §2; decision
 * 061): platform rows (no company, so no row-level security), shared by all super admins. The
 * name is unique among live rows.
 */
export const adminSavedQueries = pgTable(
  'admin_saved_queries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    sqlText: text('sql_text').notNull(),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('admin_saved_queries_name_key')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    check('admin_saved_queries_name_length', sql`char_length(${t.name}) between 1 and 120`),
    check('admin_saved_queries_sql_length', sql`char_length(${t.sqlText}) <= 20000`),
  ],
);

/**
 * The audit of the query console (decision 061): every run, refused ones too — who, when, the
 * text, how long, how many rows and how it ended. An append-only log written by the server, like
 * outbox_messages: no record metadata (the row itself says who and when) and no change log.
 */
export const adminQueryRuns = pgTable(
  'admin_query_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    userName: text('user_name').notNull(),
    sqlText: text('sql_text').notNull(),
    /** ok: ran; refused: stopped by the check before running; error: the database refused it. */
    outcome: text('outcome', { enum: ['ok', 'refused', 'error'] }).notNull(),
    /** run: shown as a table; excel: downloaded as a spreadsheet. */
    kind: text('kind', { enum: ['run', 'excel'] }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    rowCount: integer('row_count').notNull(),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_query_runs_created_idx').on(t.createdAt)],
);
