import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { recordMeta } from './meta';

/**
 * A report of the generator saved by name for its company (billing.md §2 ReportsGenerator;
 * decision 036): its definition — columns, filters, grouping, sorts — as the contract's
 * `reportDefinitionSchema` reads it, checked again against the whitelist whenever it runs.
 * A name is unique among the company's live reports; a delete keeps the row (`deleted_at`).
 */
export const savedReports = pgTable(
  'saved_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('saved_reports_company_name_key')
      .on(t.companyId, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);
