import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { recordMeta } from './meta';

/** Platform-wide settings kept by super admins (e.g. the permission template for new companies). */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  ...recordMeta,
});
