import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { STORED_NUMERIC } from '@honora/contract';
import { companies } from './companies';
import { recordMeta } from './meta';
import { healthInsurers, hospitals } from './registries';

/**
 * A contract of the group with a hospital or a payer (platform.md §3 Contract; decision 045):
 * its type, counterpart, validity, billing type and day, fixed value or hours × rate, and the
 * billing status Open → WaitPayment → Closed. The payment periods and the current flag are
 * derived from the validity, never stored; the installments are rows of `contract_installments`.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    type: text('type').notNull(),
    insurerId: uuid('insurer_id').references(() => healthInsurers.id),
    hospitalId: uuid('hospital_id').references(() => hospitals.id),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    billingType: text('billing_type').notNull(),
    billingDay: smallint('billing_day').notNull(),
    fixedValue: boolean('fixed_value').notNull(),
    value: numeric('value', STORED_NUMERIC.money),
    hoursPerPeriod: numeric('hours_per_period', { precision: 8, scale: 2 }),
    ratePerHour: numeric('rate_per_hour', STORED_NUMERIC.money),
    notes: text('notes'),
    status: text('status').notNull().default('Open'),
    ...recordMeta,
  },
  (t) => [
    index('contracts_company_starts_idx').on(t.companyId, t.startsOn, t.id),
    check('contracts_billing_type', sql`${t.billingType} in ('Monthly', 'Biannual', 'Yearly')`),
    check('contracts_billing_day', sql`${t.billingDay} between 1 and 28`),
    check('contracts_status', sql`${t.status} in ('Open', 'WaitPayment', 'Closed')`),
    check('contracts_validity', sql`${t.startsOn} < ${t.endsOn}`),
    check('contracts_counterpart', sql`${t.insurerId} is not null or ${t.hospitalId} is not null`),
  ],
);

/**
 * An installment of a contract (platform.md §3: due date, value; WaitPayment or Received), with
 * the payment period it pays when generated from the terms, and its receipt. Replaced installments
 * of an Open contract are soft-deleted, so the change log keeps them.
 */
export const contractInstallments = pgTable(
  'contract_installments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id),
    seq: integer('seq').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    value: numeric('value', STORED_NUMERIC.money).notNull(),
    periodStartsOn: date('period_starts_on', { mode: 'string' }),
    periodEndsOn: date('period_ends_on', { mode: 'string' }),
    status: text('status').notNull().default('WaitPayment'),
    receivedOn: date('received_on', { mode: 'string' }),
    receiptNote: text('receipt_note'),
    reversalReason: text('reversal_reason'),
    ...recordMeta,
  },
  (t) => [
    index('contract_installments_contract_idx').on(t.contractId, t.seq),
    index('contract_installments_company_due_idx').on(t.companyId, t.dueOn),
    check('contract_installments_status', sql`${t.status} in ('WaitPayment', 'Received')`),
    check('contract_installments_value', sql`${t.value} >= 0`),
    check('contract_installments_receipt', sql`(${t.status} = 'Received') = (${t.receivedOn} is not null)`),
  ],
);
