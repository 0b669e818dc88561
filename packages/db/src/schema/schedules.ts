import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { recordMeta } from './meta';
import { hospitals, nameSearchColumns } from './registries';
import { scheduleTags } from './schedule-tags';
import { users } from './users';

/**
 * The schedules' registries (platform.md §2 client workplaces, hours; §3 Schedule: workplace,
 * slot; decision 042): where the group works and the shifts it staffs; then the on-call roster
 * built from them (decision 043).
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

/**
 * A line of the on-call roster (platform.md §2 ConfigOnCallSchedule; decision 043): one shift
 * staffed at one workplace, with how many doctors it takes (§5 range 1 to 20) and the on-call
 * percentage of the shift's value per hour paid for it (§5: at most 100), and the tag its doctors
 * must hold, if any (TagsSchedule; decision 044).
 */
export const scheduleLines = pgTable(
  'schedule_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    active: boolean('active').notNull().default(true),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => scheduleShifts.id),
    positions: integer('positions').notNull().default(1),
    onCallPercentage: numeric('on_call_percentage', { precision: 5, scale: 2 }),
    requiredTagId: uuid('required_tag_id').references(() => scheduleTags.id),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('schedule_lines_company_place_shift_key')
      .on(t.companyId, t.workplaceId, t.shiftId)
      .where(sql`${t.deletedAt} is null`),
    check('schedule_lines_positions', sql`${t.positions} between 1 and 20`),
    check(
      'schedule_lines_on_call_percentage',
      sql`${t.onCallPercentage} is null or ${t.onCallPercentage} between 0 and 100`,
    ),
  ],
);

/**
 * A month of the on-call roster (platform.md §4: published per month, afterwards only the
 * publisher may edit; a closed core month is blocked). `month` is the month's first day.
 * `version` grows at every publication or closing, so two coordinators never both win.
 */
export const scheduleMonths = pgTable(
  'schedule_months',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    month: date('month', { mode: 'string' }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: uuid('published_by').references(() => users.id),
    publishedByName: text('published_by_name'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id),
    closedByName: text('closed_by_name'),
    /** The last reopening of a closed month (platform.md §4; a manager's action with an observation). */
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    reopenedByName: text('reopened_by_name'),
    reopenObservation: text('reopen_observation'),
    version: integer('version').notNull().default(1),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('schedule_months_company_month_key').on(t.companyId, t.month),
    check('schedule_months_first_day', sql`extract(day from ${t.month}) = 1`),
  ],
);

/**
 * One place of the roster (platform.md §3 Schedule: slot): position `position` of a line on a
 * day, and the doctor in it (null: open). Its instants, kind and night are those of the shift
 * when the doctor was placed. A cell keeps its row once made: clearing it sets the doctor to
 * null, so the change history keeps every assignment; `version` grows at every change.
 * The exclusion constraint (migration 0047) makes a doctor's double booking impossible.
 */
export const scheduleSlots = pgTable(
  'schedule_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => scheduleLines.id),
    workplaceId: uuid('workplace_id')
      .notNull()
      .references(() => workplaces.id),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => scheduleShifts.id),
    day: date('day', { mode: 'string' }).notNull(),
    position: integer('position').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    slotCategory: text('slot_category').notNull(),
    exclusive: boolean('exclusive').notNull(),
    night: boolean('night').notNull(),
    doctorId: uuid('doctor_id').references(() => users.id),
    version: integer('version').notNull().default(1),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('schedule_slots_cell_key').on(t.lineId, t.day, t.position),
    index('schedule_slots_company_day_idx').on(t.companyId, t.day),
    index('schedule_slots_doctor_idx').on(t.doctorId, t.startsAt),
    check('schedule_slots_position', sql`${t.position} between 0 and 19`),
    check('schedule_slots_span', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/**
 * The company's schedule settings (platform.md §2 scheduleConfig; decision 043): the least rest
 * between two presential slots of a doctor, in minutes (0: none; at most 48 hours), and whether
 * a swap between doctors waits for a coordinator's approval.
 */
export const scheduleSettings = pgTable(
  'schedule_settings',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id),
    minRestMinutes: integer('min_rest_minutes').notNull().default(0),
    swapNeedsApproval: boolean('swap_needs_approval').notNull().default(true),
    /** VacationConfig: how many doctors may be on vacation on one day (null: no cap). */
    maxConcurrentVacations: integer('max_concurrent_vacations'),
    /** The cooperative's cap on schedules (platform.md §6): presential slots a doctor takes a month, when their own limit is not set. */
    monthlyShiftsCap: integer('monthly_shifts_cap'),
    ...recordMeta,
  },
  (t) => [
    check('schedule_settings_min_rest', sql`${t.minRestMinutes} between 0 and 2880`),
    check(
      'schedule_settings_vacations',
      sql`${t.maxConcurrentVacations} is null or ${t.maxConcurrentVacations} between 1 and 999`,
    ),
    check(
      'schedule_settings_shifts_cap',
      sql`${t.monthlyShiftsCap} is null or ${t.monthlyShiftsCap} between 1 and 999`,
    ),
  ],
);

/**
 * A doctor's private calendar link (decision 043): the iCalendar feed of their published slots
 * is read with a random token (256 bits), shown to its owner like a calendar's secret address;
 * a new link replaces the old one, which stops working.
 */
export const scheduleCalendarLinks = pgTable('schedule_calendar_links', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A work exception (platform.md §2 exceptionServices; §3 exception; §4 one in force cannot be
 * edited or deleted): a doctor unavailable, or a workplace closed, on the days from `startsOn`
 * to `endsOn` (both included; §5 start before end).
 */
export const scheduleExceptions = pgTable(
  'schedule_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    kind: text('kind', { enum: ['DOCTOR', 'WORKPLACE'] }).notNull(),
    doctorId: uuid('doctor_id').references(() => users.id),
    workplaceId: uuid('workplace_id').references(() => workplaces.id),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    ...recordMeta,
  },
  (t) => [
    index('schedule_exceptions_company_idx').on(t.companyId, t.startsOn),
    check('schedule_exceptions_span', sql`${t.startsOn} <= ${t.endsOn}`),
    check(
      'schedule_exceptions_target',
      sql`(${t.kind} = 'DOCTOR' and ${t.doctorId} is not null and ${t.workplaceId} is null) or (${t.kind} = 'WORKPLACE' and ${t.workplaceId} is not null and ${t.doctorId} is null)`,
    ),
  ],
);

/** A doctor's vacation (platform.md §2 VacationConfig): the days from `startsOn` to `endsOn`, both included. */
export const scheduleVacations = pgTable(
  'schedule_vacations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    notes: text('notes'),
    ...recordMeta,
  },
  (t) => [
    index('schedule_vacations_company_idx').on(t.companyId, t.startsOn),
    check('schedule_vacations_span', sql`${t.startsOn} <= ${t.endsOn}`),
  ],
);

/**
 * A doctor's schedule limits (platform.md §2 SchedulesLimits; DOMAIN.md "Schedules"): presential
 * minutes a week and a month, presential slots a month, nights in a row. Null is no limit.
 */
export const scheduleLimits = pgTable(
  'schedule_limits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    doctorId: uuid('doctor_id')
      .notNull()
      .references(() => users.id),
    weeklyMinutes: integer('weekly_minutes'),
    monthlyMinutes: integer('monthly_minutes'),
    monthlyShifts: integer('monthly_shifts'),
    consecutiveNights: integer('consecutive_nights'),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('schedule_limits_company_doctor_key')
      .on(t.companyId, t.doctorId)
      .where(sql`${t.deletedAt} is null`),
    check('schedule_limits_weekly', sql`${t.weeklyMinutes} is null or ${t.weeklyMinutes} between 1 and 10080`),
    check('schedule_limits_monthly', sql`${t.monthlyMinutes} is null or ${t.monthlyMinutes} between 1 and 44640`),
    check('schedule_limits_shifts', sql`${t.monthlyShifts} is null or ${t.monthlyShifts} between 1 and 999`),
    check('schedule_limits_nights', sql`${t.consecutiveNights} is null or ${t.consecutiveNights} between 1 and 31`),
  ],
);

/**
 * A request to change hands on the roster (platform.md §3 schedule change statuses; decision
 * 043): a doctor hands a slot over (to a colleague, or to whoever takes it when no one is named)
 * or swaps it for the colleague's `counterSlotId`. Pending until the colleague accepts and, where
 * the company requires it, a coordinator approves; then Accepted and applied — or Error when a
 * rule of the roster refuses it then; Rejected or Cancelled otherwise.
 */
export const scheduleSwaps = pgTable(
  'schedule_swaps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    kind: text('kind', { enum: ['HANDOVER', 'SWAP'] }).notNull(),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => scheduleSlots.id),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id),
    targetDoctorId: uuid('target_doctor_id').references(() => users.id),
    counterSlotId: uuid('counter_slot_id').references(() => scheduleSlots.id),
    justification: text('justification'),
    status: text('status', { enum: ['Pending', 'Accepted', 'Rejected', 'Error', 'Cancelled'] })
      .notNull()
      .default('Pending'),
    targetAcceptedAt: timestamp('target_accepted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByName: text('decided_by_name'),
    /** Why it ended in Error or Rejected (pt-BR, as told to the users). */
    outcome: text('outcome'),
    version: integer('version').notNull().default(1),
    ...recordMeta,
  },
  (t) => [
    index('schedule_swaps_company_idx').on(t.companyId, t.status),
    check('schedule_swaps_counter', sql`(${t.kind} = 'SWAP') = (${t.counterSlotId} is not null)`),
    check('schedule_swaps_swap_target', sql`${t.kind} = 'HANDOVER' or ${t.targetDoctorId} is not null`),
  ],
);
