import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordMeta } from './meta';

/**
 * An administrator's text for one key of the pt-BR catalog (platform.md §2 /tools/Language;
 * decisions 025 and 062): global to the product, no company. A reset to the shipped text is a
 * soft delete; editing the key again restores the row with the new text.
 */
export const messageOverrides = pgTable(
  'message_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    text: text('text').notNull(),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('message_overrides_key_key').on(t.key),
    check('message_overrides_text_length', sql`char_length(${t.text}) <= 4000`),
  ],
);

/** Every edit and reset of a catalog text, for the Language tool's history (decision 062). */
export const messageOverrideHistory = pgTable(
  'message_override_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    /** 'edit' or 'reset'. */
    action: text('action').notNull(),
    /** The text before (null: the shipped one was in force). */
    oldText: text('old_text'),
    /** The text after (null: back to the shipped one). */
    newText: text('new_text'),
    changedBy: text('changed_by').notNull(),
    changedByName: text('changed_by_name').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('message_override_history_key_idx').on(t.key, t.changedAt),
    check('message_override_history_action', sql`${t.action} in ('edit', 'reset')`),
  ],
);
