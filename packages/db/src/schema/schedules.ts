import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { recordMeta } from './meta';
import { hospitals, nameSearchColumns } from './registries';

/**
 * The schedules' registries (platform.md §2 client workplaces, hours; §3 Schedule: workplace,
 * slot; decision 042): where the group works and the shifts it staffs. The rosters built from
 * them come later in this file.
 */

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);

/**
 * A workplace (platform.md §3 Schedule: workplace): a hospital or unit where the group works —
 * linked to the hospitals registry when it is one —, its sectors or rooms, and the slot
 * categories (decision 042: PLANTAO, SOBREAVISO, ELETIVA, ROTINA) staffed there.
 */
export const workplaces = pgTable(
  'workplaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    active: boolean('active').notNull().default(true),
    name: text('name').notNull(),
    hospitalId: uuid('hospital_id').references(() => hospitals.id),
    sectors: text('sectors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    slotCategories: text('slot_categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text('notes'),
    ...nameSearchColumns((): AnyPgColumn => workplaces.name),
    ...recordMeta,
  },
  (t) => [index('workplaces_company_sort_idx').on(t.companyId, sql`${t.sortKey} collate "C"`, t.id)],
);

/**
 * A shift template (platform.md §2 client hours; §5 "time of day capped at 1440 minutes and an
 * end before the start is the next day"): its clock times as minutes since midnight, an end at
 * or before the start crossing midnight (equal times are a 24-hour shift, decision 042), its slot
 * category, optionally the one workplace it belongs to, and the value per hour where the group
 * bills its hours.
 */
export const scheduleShifts = pgTable(
  'schedule_shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    active: boolean('active').notNull().default(true),
    name: text('name').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    slotCategory: text('slot_category').notNull(),
    workplaceId: uuid('workplace_id').references(() => workplaces.id),
    valuePerHour: numeric('value_per_hour', { precision: 14, scale: 2 }),
    ...nameSearchColumns((): AnyPgColumn => scheduleShifts.name),
    ...recordMeta,
  },
  (t) => [
    index('schedule_shifts_company_sort_idx').on(t.companyId, sql`${t.sortKey} collate "C"`, t.id),
    check('schedule_shifts_start_minute', sql`${t.startMinute} between 0 and 1439`),
    check('schedule_shifts_end_minute', sql`${t.endMinute} between 0 and 1439`),
    check('schedule_shifts_value_per_hour', sql`${t.valuePerHour} is null or ${t.valuePerHour} >= 0`),
  ],
);
