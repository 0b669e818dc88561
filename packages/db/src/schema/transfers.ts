import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { RECEIVER_PERSON_TYPES, TRANSFER_MODES, TRANSFER_STATUSES } from '@honora/domain';
import { STORED_NUMERIC } from '@honora/contract';
import { companies } from './companies';
import { recordMeta } from './meta';

const money = (name: string) => numeric(name, STORED_NUMERIC.money).notNull().default('0');
const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id);
const RECEIVER_TYPES = ['anesthetist', 'surgeon', 'resident'] as const;

/**
 * What the taxes of a receiver depend on (decision 031): an individual (PF, with dependants) or a
 * company (PJ, with its CNPJ), and the remuneration the receiver declares as already contributed
 * on to INSS elsewhere, per month ({ 'YYYY-MM': '1234.56' }). A receiver without a row is a PF
 * without dependants nor other sources.
 */
export const receiverTaxProfiles = pgTable(
  'receiver_tax_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    receiverId: text('receiver_id').notNull(),
    personType: text('person_type', { enum: RECEIVER_PERSON_TYPES }).notNull().default('PF'),
    cnpj: text('cnpj'),
    dependants: smallint('dependants').notNull().default(0),
    inssOtherSources: jsonb('inss_other_sources').$type<Record<string, string>>().notNull().default({}),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('receiver_tax_profiles_receiver_key').on(t.companyId, t.receiverId),
    check('receiver_tax_profiles_dependants', sql`${t.dependants} between 0 and 99`),
  ],
);

/**
 * A company's transfer (repasse) of a month in a mode (billing.md §3 Transfer, §4 OPEN → LOCKED;
 * decision 031). While OPEN it is a computation that can be redone; locking recomputes it and
 * stamps its id on the entries it took (transactions.transfer_id), which then cannot change.
 * One live transfer per company, month and mode (a partial unique index: of two managers
 * computing the same month at once, exactly one creates it).
 */
export const transfers = pgTable(
  'transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    code: integer('code').notNull(),
    /** dateRegisterMonth: the first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    mode: text('mode', { enum: TRANSFER_MODES }).notNull(),
    status: text('status', { enum: TRANSFER_STATUSES }).notNull().default('OPEN'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedByName: text('locked_by_name'),
    entryCount: integer('entry_count').notNull().default(0),
    /** SHA-256 of the computed entries' ids in order: locking stamps exactly these or refuses. */
    entriesHash: text('entries_hash'),
    receiverCount: integer('receiver_count').notNull().default(0),
    /** Σ of the receivers' shares; the group's own part (nursing team) is kept apart. */
    fullValue: money('full_value'),
    companyShare: money('company_share'),
    discount: money('discount'),
    taxes: money('taxes'),
    fees: money('fees'),
    liquid: money('liquid'),
    active: boolean('active').notNull().default(true),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('transfers_company_month_mode_key')
      .on(t.companyId, t.month, t.mode)
      .where(sql`${t.active}`),
    uniqueIndex('transfers_company_code_key').on(t.companyId, t.code),
    index('transfers_company_month_idx').on(t.companyId, t.month),
  ],
);

/**
 * One receiver's part of a transfer (billing.md §3 user transfer, §7 userTransfers): the full
 * value (the receiver's share of the entries), the discount, the bases, every tax and fee line
 * with the steps that explain it, and the liquid; paid in one or more parts (payments_splitted).
 */
export const userTransfers = pgTable(
  'user_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => transfers.id),
    receiverId: text('receiver_id').notNull(),
    receiverType: text('receiver_type', { enum: RECEIVER_TYPES }).notNull(),
    receiverName: text('receiver_name').notNull(),
    personType: text('person_type', { enum: RECEIVER_PERSON_TYPES }).notNull(),
    entryCount: integer('entry_count').notNull().default(0),
    fullValue: money('full_value'),
    discount: money('discount'),
    discountReason: text('discount_reason'),
    /** fullValue − discount. */
    value: money('value'),
    valueBaseTransfer: money('value_base_transfer'),
    valueBaseIR: money('value_base_ir'),
    totalTaxes: money('total_taxes'),
    totalFees: money('total_fees'),
    withheldByPayer: money('withheld_by_payer'),
    liquid: money('liquid'),
    /** The engine's lines (TransferLine with money as text) and steps. */
    taxes: jsonb('taxes').$type<Record<string, unknown>[]>().notNull().default([]),
    steps: jsonb('steps').$type<Record<string, unknown>[]>().notNull().default([]),
    /** { insurerId: value } */
    byInsurer: jsonb('by_insurer').$type<Record<string, string>>().notNull().default({}),
    invoice: text('invoice'),
    isPaid: boolean('is_paid').notNull().default(false),
    paidDate: date('paid_date', { mode: 'string' }),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('user_transfers_receiver_key').on(t.transferId, t.receiverId, t.receiverType),
    index('user_transfers_company_receiver_idx').on(t.companyId, t.receiverId),
    check(
      'user_transfers_values_not_negative',
      sql`${t.fullValue} >= 0 and ${t.discount} >= 0 and ${t.discount} <= ${t.fullValue} and ${t.liquid} >= 0`,
    ),
  ],
);

/** A part of a user transfer's payment (billing.md §3 paymentsSplitted: the same shape plus transferId). */
export const paymentsSplitted = pgTable(
  'payments_splitted',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => transfers.id),
    userTransferId: uuid('user_transfer_id')
      .notNull()
      .references(() => userTransfers.id),
    receiverId: text('receiver_id').notNull(),
    value: numeric('value', STORED_NUMERIC.money).notNull(),
    paidDate: date('paid_date', { mode: 'string' }).notNull(),
    invoice: text('invoice'),
    active: boolean('active').notNull().default(true),
    ...recordMeta,
  },
  (t) => [
    index('payments_splitted_user_transfer_idx').on(t.userTransferId),
    check('payments_splitted_value_positive', sql`${t.value} > 0`),
  ],
);
