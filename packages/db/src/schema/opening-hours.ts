import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { recordMeta } from './meta';

/**
 * A company's opening hours (platform.md §4; decision 064): one row per company, made on the
 * first save. `hours` holds seven lists of {start, end} ('HH:mm', index 0 = Sunday), null while the
 * company set none (always open); `switches` whether delivery / onSite / takeout are in use;
 * `locks` the manual lock of each switch ({isOpen, until}) or none. The shapes are the contract's
 * schemas, checked by the service; the database only bounds the document's size.
 */
export const companyOpeningHours = pgTable(
  'company_opening_hours',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id),
    hours: jsonb('hours').$type<{ start: string; end: string }[][]>(),
    switches: jsonb('switches')
      .$type<{ delivery: boolean; onSite: boolean; takeout: boolean }>()
      .notNull()
      .default({ delivery: true, onSite: true, takeout: true }),
    locks: jsonb('locks')
      .$type<Partial<Record<'delivery' | 'onSite' | 'takeout', { isOpen: boolean; until: string } | null>>>()
      .notNull()
      .default({}),
    ...recordMeta,
  },
  (t) => [check('company_opening_hours_size', sql`pg_column_size(${t.hours}) <= 16384`)],
);
