import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { STORED_NUMERIC } from '@honora/contract';
import { companies } from './companies';
import { contractInstallments, contracts } from './contracts';
import { recordMeta } from './meta';
import { hospitals } from './registries';
import { users } from './users';

/**
 * A charge statement (platform.md §2 ScheduleCharge; §6 module scheduleCharge; decision 048): what
 * the group bills a hospital for the hours its doctors covered in a closed month, by shift
 * category and rate. `lines` is the statement as issued (a snapshot: the PDF and the Excel of a
 * statement never change after it is issued); `contractId` / `installmentId` link it to the
 * hospital's contract in force that month and the installment that pays it. A cancelled statement
 * keeps its reason; one hospital has one issued statement a month.
 */
export const scheduleCharges = pgTable(
  'schedule_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    hospitalId: uuid('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    contractId: uuid('contract_id').references(() => contracts.id),
    installmentId: uuid('installment_id').references(() => contractInstallments.id),
    status: text('status').notNull().default('ISSUED'),
    minutes: numeric('minutes', { precision: 12, scale: 0 }).notNull(),
    total: numeric('total', STORED_NUMERIC.money).notNull(),
    lines: jsonb('lines').$type<unknown[]>().notNull(),
    notes: text('notes'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: uuid('issued_by').references(() => users.id),
    issuedByName: text('issued_by_name'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledByName: text('cancelled_by_name'),
    cancelReason: text('cancel_reason'),
    ...recordMeta,
  },
  (t) => [
    index('schedule_charges_company_month_idx').on(t.companyId, t.month),
    uniqueIndex('schedule_charges_issued_key')
      .on(t.companyId, t.hospitalId, t.month)
      .where(sql`${t.status} = 'ISSUED' and ${t.deletedAt} is null`),
    check('schedule_charges_status', sql`${t.status} in ('ISSUED', 'CANCELLED')`),
    check('schedule_charges_first_day', sql`extract(day from ${t.month}) = 1`),
    check('schedule_charges_total', sql`${t.total} >= 0`),
  ],
);
