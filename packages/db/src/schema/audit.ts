import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Change history of every business record (the audit log of /admin/changes): written by the
 * honora_change_log trigger after each insert, update or soft delete, with the changed
 * fields (secrets masked) and who changed them, taken from the record metadata.
 */
export const changeLog = pgTable(
  'change_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tableName: text('table_name').notNull(),
    recordId: text('record_id').notNull(),
    companyId: uuid('company_id'),
    /** INSERT, UPDATE, DELETE (soft delete) or RESTORE (deleted_at cleared), set by honora_change_log(). */
    operation: text('operation', { enum: ['INSERT', 'UPDATE', 'DELETE', 'RESTORE'] }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changedBy: text('changed_by').notNull(),
    changedByName: text('changed_by_name').notNull(),
    changedByAdmin: boolean('changed_by_admin').notNull().default(false),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
  },
  (t) => [
    index('change_log_changed_at_idx').on(t.changedAt),
    index('change_log_company_idx').on(t.companyId, t.changedAt),
    index('change_log_record_idx').on(t.tableName, t.recordId),
  ],
);
