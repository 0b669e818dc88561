import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { recordMeta } from './meta';
import { scheduleLines, scheduleShifts, workplaces } from './schedules';
import { scheduleTags } from './schedule-tags';
import { users } from './users';

/**
 * A demand (platform.md §2 Demands; §6 module demands; decision 049): a hospital's request for
 * cover at one of the group's workplaces — a shift template, from a day to a day, so many doctors
 * a day, optionally a tag (a competence) they must hold, a priority. It is covered on the roster's
 * line of that workplace and shift (`lineId`), whose cells the coordinator or the automatic roster
 * fills; doctors apply to its days (`schedule_demand_applications`).
 */
export const scheduleDemands = pgTable(
  'schedule_demands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => scheduleShifts.id),
    lineId: uuid('line_id').references(() => scheduleLines.id),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    doctorsNeeded: smallint('doctors_needed').notNull(),
    requiredTagId: uuid('required_tag_id').references(() => scheduleTags.id),
    priority: text('priority').notNull().default('NORMAL'),
    status: text('status').notNull().default('OPEN'),
    description: text('description'),
    ...recordMeta,
  },
  (t) => [
    index('schedule_demands_company_days_idx').on(t.companyId, t.startsOn, t.endsOn),
    check('schedule_demands_priority', sql`${t.priority} in ('LOW', 'NORMAL', 'HIGH', 'URGENT')`),
    check('schedule_demands_status', sql`${t.status} in ('OPEN', 'CLOSED', 'CANCELLED')`),
    check('schedule_demands_days', sql`${t.startsOn} <= ${t.endsOn}`),
    check('schedule_demands_doctors', sql`${t.doctorsNeeded} between 1 and 20`),
  ],
);

/**
 * A doctor's application to a day of an open demand (decision 049): APPLIED until the coordinator
 * assigns (the doctor is placed on the demand's line that day) or declines it, or the doctor
 * withdraws. One live application per doctor and day of a demand.
 */
export const scheduleDemandApplications = pgTable(
  'schedule_demand_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    demandId: uuid('demand_id')
      .notNull()
      .references(() => scheduleDemands.id),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('APPLIED'),
    note: text('note'),
    ...recordMeta,
  },
  (t) => [
    index('schedule_demand_applications_demand_idx').on(t.demandId, t.day),
    uniqueIndex('schedule_demand_applications_live_key')
      .on(t.demandId, t.doctorId, t.day)
      .where(sql`${t.deletedAt} is null and ${t.status} in ('APPLIED', 'ASSIGNED')`),
    check('schedule_demand_applications_status', sql`${t.status} in ('APPLIED', 'ASSIGNED', 'DECLINED', 'WITHDRAWN')`),
  ],
);
