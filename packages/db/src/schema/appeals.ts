import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { STORED_NUMERIC } from '@honora/contract';
import { batches } from './batches';
import { companies } from './companies';
import { events } from './events';
import { recordMeta } from './meta';
import { healthInsurers } from './registries';

const money = (name: string) => numeric(name, STORED_NUMERIC.money).notNull().default('0');
const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/**
 * TISS table 38 (glosa reasons): platform reference data, imported by super admins from the ANS
 * schema (the `dm_tipoGlosa` enumeration) or a CSV; every import replaces the table.
 */
export const glosaReasons = pgTable('glosa_reasons', {
  /** 4 characters (1834, 3199…). */
  code: text('code').primaryKey(),
  description: text('description').notNull(),
  descriptionSearch: text('description_search')
    .notNull()
    .generatedAlwaysAs((): SQL => sql`lower(public.honora_unaccent(${glosaReasons.description}))`),
});

/**
 * An appeal (recurso de glosa, billing.md §3 Appeal, §4 Appeal statuses): glosas of one insurer
 * grouped to be contested together — by protocol, guide or item. Status WaitSend → Sent →
 * ResponseReceived → Finished; its totals are the sums of its items, written in the same
 * database transaction as the items (a computed value is the stored value).
 */
export const appeals = pgTable(
  'appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    healthInsuranceId: uuid('health_insurance_id')
      .notNull()
      .references(() => healthInsurers.id),
    /** Sequential per company (the provider's appeal number, numeroGuiaRecGlosaPrestador). */
    code: integer('code').notNull(),
    status: text('status', { enum: ['WaitSend', 'Sent', 'ResponseReceived', 'Finished'] })
      .notNull()
      .default('WaitSend'),
    /** The insurer's stage of the answer (billing.md §4 response-stage colours). */
    responseStage: text('response_stage', {
      enum: ['waitingAnalysis', 'analysing', 'appealResponseReceived', 'finished'],
    })
      .notNull()
      .default('waitingAnalysis'),
    /** What is contested: the whole protocol, whole guides or items (TISS objetoRecurso). */
    scope: text('scope', { enum: ['protocol', 'guide', 'item'] })
      .notNull()
      .default('item'),
    batchId: uuid('batch_id').references(() => batches.id),
    /** numeroLote of the contested lote (text ≤ 12). */
    lotNumber: text('lot_number'),
    /** numeroProtocolo (digits only for the electronic appeal). */
    protocolNumber: text('protocol_number'),
    /** The insurer's number for the appeal (numeroGuiaRecGlosaOperadora), once it answers. */
    operatorNumber: text('operator_number'),
    /** For a whole-protocol appeal: its glosa code and justification. */
    protocolGlosaCode: text('protocol_glosa_code'),
    protocolJustification: text('protocol_justification'),
    identifiedOn: date('identified_on', { mode: 'string' }).notNull(),
    deadlineOn: date('deadline_on', { mode: 'string' }),
    sentOn: date('sent_on', { mode: 'string' }),
    answeredOn: date('answered_on', { mode: 'string' }),
    finishedOn: date('finished_on', { mode: 'string' }),
    /** sequencialTransacao of the RECURSO_GLOSA message (billing.md §5: unique). */
    transactionSequence: integer('transaction_sequence'),
    totalGlosado: money('total_glosado'),
    totalAppealed: money('total_appealed'),
    totalAccepted: money('total_accepted'),
    totalReceived: money('total_received'),
    observation: text('observation'),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('appeals_company_code_idx').on(t.companyId, t.code),
    uniqueIndex('appeals_company_sequence_idx')
      .on(t.companyId, t.transactionSequence)
      .where(sql`${t.transactionSequence} is not null`),
    index('appeals_company_status_idx').on(t.companyId, t.status, t.deadlineOn),
    index('appeals_company_insurer_idx').on(t.companyId, t.healthInsuranceId, t.identifiedOn),
    check('appeals_totals_not_negative', sql`${t.totalAppealed} >= 0 and ${t.totalAccepted} >= 0`),
  ],
);

/**
 * One contested glosa of an appeal: an item of an event (a procedure row, or the
 * complementation / fee / expenses), the glosa entries it contests, the value appealed with
 * its justification and, once the insurer answers, the value accepted (or denied, with why).
 */
export const appealItems = pgTable(
  'appeal_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appealId: uuid('appeal_id')
      .notNull()
      .references(() => appeals.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    type: text('type', { enum: ['PROCEDURE', 'COMPLEMENTATION', 'ATTENDANCEFEE', 'EXPENSE'] }).notNull(),
    procedureRowId: uuid('procedure_row_id'),
    /** The active glosa entries contested (their sum is valueGlosado). */
    glosaTransactionIds: uuid('glosa_transaction_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    glosaCodes: textArray('glosa_codes'),
    valueGlosado: money('value_glosado'),
    valueAppealed: money('value_appealed'),
    justification: text('justification').notNull(),
    answer: text('answer', { enum: ['pending', 'accepted', 'partiallyAccepted', 'denied'] })
      .notNull()
      .default('pending'),
    valueAccepted: money('value_accepted'),
    answerReason: text('answer_reason'),
    valueReceived: money('value_received'),
    ...recordMeta,
  },
  (t) => [
    index('appeal_items_appeal_idx').on(t.appealId),
    index('appeal_items_event_idx').on(t.eventId),
    check(
      'appeal_items_values',
      sql`${t.valueAppealed} > 0 and ${t.valueAppealed} <= ${t.valueGlosado} and ${t.valueAccepted} >= 0 and ${t.valueAccepted} <= ${t.valueAppealed} and ${t.valueReceived} >= 0`,
    ),
  ],
);

/**
 * An insurer's statement as imported (TISS DEMONSTRATIVO_ANALISE_CONTA / _PAGAMENTO, or a
 * spreadsheet): its lines are reconciled with the events and, once the user confirms, posted
 * to the ledger. The file's SHA-256 makes importing the same file twice find the first import.
 */
export const statements = pgTable(
  'statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    healthInsuranceId: uuid('health_insurance_id')
      .notNull()
      .references(() => healthInsurers.id),
    kind: text('kind', { enum: ['analiseConta', 'pagamento', 'spreadsheet'] }).notNull(),
    status: text('status', { enum: ['review', 'posted'] })
      .notNull()
      .default('review'),
    number: text('number'),
    version: text('version'),
    issuedOn: date('issued_on', { mode: 'string' }),
    paidOn: date('paid_on', { mode: 'string' }),
    fileName: text('file_name').notNull(),
    fileSha256: text('file_sha256').notNull(),
    totals: jsonb('totals').$type<Record<string, string>>().notNull().default({}),
    /** A spreadsheet's columns (header of each field): the insurer's next spreadsheet is read the same way. */
    columns: jsonb('columns').$type<Record<string, string>>(),
    /** What the reading warned about (pt-BR, with the file line): shown with the statement. */
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('statements_company_file_idx').on(t.companyId, t.fileSha256),
    index('statements_company_created_idx').on(t.companyId, t.createdAt),
  ],
);

/**
 * One item line of a statement, with what it matched and whether it was posted. Lines are the
 * file's content: the statement carries the record metadata, the ledger entries the posting.
 */
export const statementLines = pgTable(
  'statement_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => statements.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    lineNo: integer('line_no').notNull(),
    lotNumber: text('lot_number'),
    protocolNumber: text('protocol_number'),
    guideNumber: text('guide_number'),
    itemSequence: text('item_sequence'),
    procedureCode: text('procedure_code'),
    participation: text('participation'),
    performedOn: date('performed_on', { mode: 'string' }),
    paidOn: date('paid_on', { mode: 'string' }),
    valueInformed: money('value_informed'),
    valueProcessed: money('value_processed'),
    valueReleased: money('value_released'),
    valueGlosa: money('value_glosa'),
    /** [{ code, value }] — table-38 codes with the amount each cut. */
    glosas: jsonb('glosas').$type<{ code: string; value: string }[]>().notNull().default([]),
    match: text('match', { enum: ['matched', 'valueDiffers', 'ambiguous', 'notFound', 'manual'] }).notNull(),
    eventId: uuid('event_id'),
    procedureRowId: uuid('procedure_row_id'),
    postedAt: timestamp('posted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('statement_lines_statement_line_idx').on(t.statementId, t.lineNo),
    index('statement_lines_company_match_idx').on(t.companyId, t.match, t.postedAt),
    index('statement_lines_event_idx').on(t.eventId),
  ],
);
