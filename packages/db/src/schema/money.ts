import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { events } from './events';
import { recordMeta } from './meta';
import { STORED_NUMERIC } from '@honora/contract';

/**
 * The ledger (billing.md §3 Transaction): one row per receipt, loss, glosa or discount on an
 * event's item. Money is never changed by editing or deleting a row: an entry is cancelled by
 * a counter-entry (canceled_id = the original; the original gets canceled_by_id). Active =
 * both null. The event's totals are derived from the active rows in the same database
 * transaction (decision 016). Values are never negative (CHECK).
 */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    matrizId: uuid('matriz_id'),
    isMatriz: boolean('is_matriz').notNull().default(false),
    action: text('action', { enum: ['Received', 'Losed', 'Glosado', 'Discounted'] }).notNull(),
    type: text('type', { enum: ['PROCEDURE', 'COMPLEMENTATION', 'ATTENDANCEFEE', 'EXPENSE'] })
      .notNull()
      .default('PROCEDURE'),
    /** The procedure row (PROCEDURE entries). */
    procedureRowId: uuid('procedure_row_id'),
    /** An expense line of the guide data, when an entry settles one line. */
    rowIdAdditionalData: text('row_id_additional_data'),
    /** The payment date (the day the money moved), São Paulo calendar date. */
    date: date('date', { mode: 'string' }).notNull(),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
    value: numeric('value', STORED_NUMERIC.money).notNull(),
    userId: text('user_id').notNull(),
    userName: text('user_name').notNull(),
    /** Passed on to the receiver (a transfer paid it). */
    paid: boolean('paid').notNull().default(false),
    typeOfPaymentId: uuid('type_of_payment_id'),
    transferId: uuid('transfer_id'),
    appealId: uuid('appeal_id'),
    cobrancaId: uuid('cobranca_id'),
    /** A glosa's reasons: table-38 codes and free text (billing.md §3 cutReasonCode, cuteReasonIds, cutReason). */
    glosaCodes: text('glosa_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    glosaReason: text('glosa_reason'),
    /** The insurer statement line this entry books (never twice for one line while active). */
    statementLineId: uuid('statement_line_id'),
    canceledById: uuid('canceled_by_id'),
    canceledId: uuid('canceled_id'),
    receiverId: text('receiver_id'),
    receiverType: text('receiver_type', { enum: ['anesthetist', 'surgeon', 'resident', 'company'] })
      .notNull()
      .default('anesthetist'),
    healthInsuranceId: uuid('health_insurance_id'),
    batchesIds: uuid('batches_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    batchId: uuid('batch_id'),
    hospitalId: uuid('hospital_id'),
    dtProcedure: date('dt_procedure', { mode: 'string' }),
    ...recordMeta,
  },
  // The report's covering index is written by hand in migration 0022 (drizzle cannot express
  // INCLUDE): transactions_company_insurer_date_idx (company_id, health_insurance_id, date)
  // INCLUDE (creation_date, id, action, value, canceled_id, canceled_by_id). One insurer's
  // month is one range of it: the page's ids (sorted by date, creation date, id; active only)
  // and the totals by action run as index-only scans (bench money.report.p95_ms).
  (t) => [
    index('transactions_event_idx').on(t.eventId),
    index('transactions_company_date_idx').on(t.companyId, t.date),
    index('transactions_company_creation_idx').on(t.companyId, t.creationDate),
    index('transactions_cobranca_idx').on(t.cobrancaId),
    index('transactions_transfer_idx').on(t.transferId),
    // The receipts not yet passed on (decision 031): what a transfer of a month can take.
    index('transactions_open_for_transfer_idx')
      .on(t.companyId, t.date)
      .where(
        sql`${t.transferId} is null and ${t.action} = 'Received' and ${t.canceledId} is null and ${t.canceledById} is null`,
      ),
    index('transactions_batches_idx').using('gin', t.batchesIds),
    index('transactions_appeal_idx').on(t.appealId),
    // One entry per statement line, action and item (a guide-level line is spread over its items).
    uniqueIndex('transactions_statement_line_idx')
      .on(
        t.statementLineId,
        t.action,
        t.type,
        sql`coalesce(${t.procedureRowId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      )
      .where(sql`${t.statementLineId} is not null and ${t.canceledId} is null and ${t.canceledById} is null`),
    check('transactions_value_not_negative', sql`${t.value} >= 0`),
  ],
);

/**
 * Idempotency keys of money writes: the first request with a key stores its answer in the same
 * transaction as its entries; a retry with the key gets that answer and posts nothing. The key
 * row is inserted first, so a concurrent retry waits on it and then replays.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    key: text('key').notNull(),
    /** The operation and a hash of its input: the same key with another request is refused. */
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] })],
);

/**
 * eventsAutoFixLog (billing.md §7 document store, §8 auto-fix errors): every fix of an event's
 * totals from its transactions by /tools/CheckTransactions, with what changed or why not.
 */
export const eventsAutoFixLog = pgTable(
  'events_auto_fix_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id'),
    companyId: uuid('company_id'),
    fixed: boolean('fixed').notNull(),
    error: text('error'),
    /** [{ field, stored, ledger }] */
    differences: jsonb('differences').$type<{ field: string; stored: string; ledger: string }[]>().notNull(),
    ...recordMeta,
  },
  (t) => [index('events_auto_fix_log_created_idx').on(t.createdAt)],
);
