import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { STORED_NUMERIC } from '@honora/contract';
import { companies } from './companies';
import { recordMeta } from './meta';
import { users } from './users';

/**
 * The group's contract with its billing company (billing.md §2 BillingContract; decision 052):
 * who bills (the billing company's name and CNPJ), the validity, and the fee — a percentage of a
 * monthly base with an optional minimum, or a fixed monthly fee — due on a day (1–28) of the
 * following month. Two live contracts of a company never share a month.
 */
export const billingContracts = pgTable(
  'billing_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    providerName: text('provider_name').notNull(),
    providerDocument: text('provider_document'),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    feeType: text('fee_type').notNull(),
    base: text('base'),
    percent: numeric('percent', STORED_NUMERIC.factor),
    minimumFee: numeric('minimum_fee', STORED_NUMERIC.money),
    fixedFee: numeric('fixed_fee', STORED_NUMERIC.money),
    dueDay: smallint('due_day').notNull(),
    notes: text('notes'),
    ...recordMeta,
  },
  (t) => [
    index('billing_contracts_company_starts_idx').on(t.companyId, t.startsOn),
    check('billing_contracts_fee_type', sql`${t.feeType} in ('PERCENT', 'FIXED')`),
    check('billing_contracts_base', sql`${t.base} is null or ${t.base} in ('INVOICED', 'RECEIVED', 'PRODUCED')`),
    check(
      'billing_contracts_terms',
      sql`(${t.feeType} = 'PERCENT' and ${t.percent} is not null and ${t.base} is not null and ${t.fixedFee} is null)
        or (${t.feeType} = 'FIXED' and ${t.fixedFee} is not null and ${t.percent} is null and ${t.minimumFee} is null)`,
    ),
    check('billing_contracts_due_day', sql`${t.dueDay} between 1 and 28`),
    check('billing_contracts_validity', sql`${t.endsOn} is null or ${t.startsOn} <= ${t.endsOn}`),
  ],
);

/**
 * A monthly statement of a billing contract: the base of the month by payer and the fee, as
 * computed when issued (a snapshot: the PDF and the Excel never change after), due on the
 * contract's day of the next month; ISSUED → PAID (the payment's date), or CANCELLED with a
 * reason. A company has one statement in force (issued or paid) a month.
 */
export const billingContractStatements = pgTable(
  'billing_contract_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => billingContracts.id),
    number: integer('number').notNull(),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('ISSUED'),
    /** The terms applied, as they were when issued. */
    terms: jsonb('terms').$type<Record<string, unknown>>().notNull(),
    baseTotal: numeric('base_total', STORED_NUMERIC.money).notNull(),
    byPercent: numeric('by_percent', STORED_NUMERIC.money).notNull(),
    fee: numeric('fee', STORED_NUMERIC.money).notNull(),
    /** The base by payer: [{ insurerId, insurer, items, value }]. */
    lines: jsonb('lines').$type<unknown[]>().notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    notes: text('notes'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: uuid('issued_by').references(() => users.id),
    issuedByName: text('issued_by_name'),
    paidOn: date('paid_on', { mode: 'string' }),
    paidByName: text('paid_by_name'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledByName: text('cancelled_by_name'),
    cancelReason: text('cancel_reason'),
    ...recordMeta,
  },
  (t) => [
    index('billing_contract_statements_company_month_idx').on(t.companyId, t.month),
    uniqueIndex('billing_contract_statements_number_key').on(t.companyId, t.number),
    uniqueIndex('billing_contract_statements_in_force_key')
      .on(t.companyId, t.month)
      .where(sql`${t.status} <> 'CANCELLED' and ${t.deletedAt} is null`),
    check('billing_contract_statements_status', sql`${t.status} in ('ISSUED', 'PAID', 'CANCELLED')`),
    check('billing_contract_statements_first_day', sql`extract(day from ${t.month}) = 1`),
    check('billing_contract_statements_fee', sql`${t.fee} >= 0`),
  ],
);
