import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { recordMeta } from './meta';
import { users } from './users';

/**
 * A doctor's workload (platform.md §2 workloads; decision 047): the hours contracted per week or
 * per month from a day on, until a day or open-ended; one at a time per doctor (the service checks
 * it under the company's lock). The balance is computed from the published roster, never stored.
 */
export const scheduleWorkloads = pgTable(
  'schedule_workloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id),
    hoursPerPeriod: numeric('hours_per_period', { precision: 6, scale: 2 }).notNull(),
    period: text('period').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    notes: text('notes'),
    ...recordMeta,
  },
  (t) => [
    index('schedule_workloads_company_doctor_idx').on(t.companyId, t.doctorId, t.startsOn),
    check('schedule_workloads_period', sql`${t.period} in ('WEEK', 'MONTH')`),
    check('schedule_workloads_hours', sql`${t.hoursPerPeriod} > 0`),
    check('schedule_workloads_validity', sql`${t.endsOn} is null or ${t.startsOn} < ${t.endsOn}`),
  ],
);
