import { sql } from 'drizzle-orm';
import { check, date, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { recordMeta } from './meta';
import { users } from './users';

/**
 * A doctor's preferred and undesired days (decision 051; DOMAIN.md "Schedules": preferences are a
 * soft goal of rostering): ISO weekdays (1 Monday … 7 Sunday, as the automatic roster counts them,
 * decision 046) and specific dates, with a note. One row per doctor and company, changed in place;
 * the automatic roster reads it as `AutoRosterInput.preferences`.
 */
export const scheduleDayPreferences = pgTable(
  'schedule_day_preferences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id),
    preferredWeekdays: smallint('preferred_weekdays')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    undesiredWeekdays: smallint('undesired_weekdays')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    preferredDays: date('preferred_days', { mode: 'string' })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    undesiredDays: date('undesired_days', { mode: 'string' })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    note: text('note'),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('schedule_day_preferences_company_doctor_key').on(t.companyId, t.doctorId),
    check(
      'schedule_day_preferences_weekdays',
      sql`${t.preferredWeekdays} <@ '{1,2,3,4,5,6,7}'::smallint[] and ${t.undesiredWeekdays} <@ '{1,2,3,4,5,6,7}'::smallint[]`,
    ),
    check(
      'schedule_day_preferences_days',
      sql`cardinality(${t.preferredDays}) <= 62 and cardinality(${t.undesiredDays}) <= 62`,
    ),
    check('schedule_day_preferences_note', sql`${t.note} is null or char_length(${t.note}) <= 500`),
  ],
);
