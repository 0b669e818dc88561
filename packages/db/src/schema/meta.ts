import { sql } from 'drizzle-orm';
import { boolean, text, timestamp } from 'drizzle-orm/pg-core';

/** The trigger overwrites these; the defaults only make the columns optional in inserts. */
const actorSetting = (name: string) => sql.raw(`current_setting('honora.${name}', true)`);

/**
 * Record metadata of billing.md §3 / platform.md §3. The values are written by the
 * `honora_record_meta` trigger from the transaction's actor (see actor.ts), never by
 * services: a table that spreads these columns must also get the trigger in its migration
 * (a test checks every such table).
 */
export const recordMeta = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: text('created_by').notNull().default(actorSetting('actor_id')),
  createdByName: text('created_by_name').notNull().default(actorSetting('actor_name')),
  createdEnv: text('created_env').notNull().default(actorSetting('actor_env')),
  createdVersion: text('created_version').notNull().default(actorSetting('actor_version')),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  updatedBy: text('updated_by'),
  updatedByName: text('updated_by_name'),
  updatedEnv: text('updated_env'),
  updatedByAdmin: boolean('updated_by_admin'),
  updatedVersion: text('updated_version'),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  deletedBy: text('deleted_by'),
};

/** Columns the trigger fills; inserts and updates leave them out. */
export type MetaColumn = keyof typeof recordMeta;
