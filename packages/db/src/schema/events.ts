import { sql } from 'drizzle-orm';
import {
  boolean,
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
import type { PricedProcedure } from '@honora/domain';
import { companies } from './companies';
import { recordMeta } from './meta';
import { healthInsurers } from './registries';
import { STORED_NUMERIC } from '@honora/contract';

const money = (name: string) => numeric(name, STORED_NUMERIC.money).notNull().default('0');
const uuidArray = (name: string) =>
  uuid(name)
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`);
const textArray = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/**
 * An event (billing.md §3 Event): one billed act. The status object and the value fields are
 * flat columns (the list filters and totals read them); guide data, actors and custom field
 * values are documents validated by the contract. `version` grows by one on every update: a
 * save that names an older version is refused with otherUser (decision 015).
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** The company's matriz (null for a matriz or a lone company): the cooperative's reports read it. */
    matrizId: uuid('matriz_id'),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    type: text('type', { enum: ['Honorario', 'SPSADT', 'Consulta'] }).notNull(),
    isEmergency: boolean('is_emergency').notNull().default(false),
    isFollowUp: boolean('is_follow_up').notNull().default(false),
    shouldBeFollowUp: boolean('should_be_follow_up').notNull().default(false),
    followUpById: uuid('follow_up_by_id'),
    protocolId: uuid('protocol_id'),
    numGuide: text('num_guide'),
    dtProcedure: date('dt_procedure', { mode: 'string' }),
    dtRecourse: date('dt_recourse', { mode: 'string' }),
    /** Times of day HH:mm on dtProcedure; an end before its start is the next day. */
    procedureStart: text('procedure_start'),
    procedureEnd: text('procedure_end'),
    anesthesiaStart: text('anesthesia_start'),
    anesthesiaEnd: text('anesthesia_end'),
    healthInsuranceId: uuid('health_insurance_id').references(() => healthInsurers.id),
    healthInsuranceWallet: text('health_insurance_wallet'),
    hospitalId: uuid('hospital_id'),
    patientId: uuid('patient_id'),
    surgeonId: uuid('surgeon_id'),
    /** Anesthetists and the resident are users (the anesthetists registry's ids). */
    anesthetistId: uuid('anesthetist_id'),
    secondaryAnesthetistId: uuid('secondary_anesthetist_id'),
    thirdAnesthetistId: uuid('third_anesthetist_id'),
    residentId: uuid('resident_id'),
    batchesIds: uuidArray('batches_ids'),
    invoicesIds: uuidArray('invoices_ids'),
    appealsIds: uuidArray('appeals_ids'),
    revenueIds: textArray('revenue_ids'),
    revenueTypes: textArray('revenue_types'),
    cobrancaId: uuid('cobranca_id'),
    accommodation: text('accommodation', { enum: ['NURSERY', 'APARTMENT', 'OUTPATIENT', 'ONE_DAY_CLINIC', 'NONE'] })
      .notNull()
      .default('NURSERY'),
    // status object
    status: text('status').notNull().default('AwaitingCheck'),
    customStatus: text('custom_status'),
    isProcessing: boolean('is_processing').notNull().default(false),
    isLocked: boolean('is_locked').notNull().default(false),
    received: boolean('received').notNull().default(false),
    guiaSent: boolean('guia_sent').notNull().default(false),
    recourseSent: boolean('recourse_sent').notNull().default(false),
    recourseIdentify: boolean('recourse_identify').notNull().default(false),
    hasCuted: boolean('has_cuted').notNull().default(false),
    hasLoss: boolean('has_loss').notNull().default(false),
    hasComplementation: boolean('has_complementation').notNull().default(false),
    urgent: boolean('urgent').notNull().default(false),
    alertSendRecourse: boolean('alert_send_recourse').notNull().default(false),
    alertReceive: boolean('alert_receive').notNull().default(false),
    alertSendGuia: boolean('alert_send_guia').notNull().default(false),
    observationGuideSent: text('observation_guide_sent'),
    observationRecourse: text('observation_recourse'),
    /** [{ id, type, order, revenue, percentRevenue, grauPart }] */
    actors: jsonb('actors').$type<Record<string, unknown>[]>().notNull().default([]),
    /** The additional (guide) data with its expense lines (contract guideDataSchema). */
    guideData: jsonb('guide_data').$type<Record<string, unknown>>().notNull().default({}),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    // values (derived totals)
    totalProduced: money('total_produced'),
    totalReceived: money('total_received'),
    totalInProcessing: money('total_in_processing'),
    totalLoss: money('total_loss'),
    totalOver: money('total_over'),
    totalDiscount: money('total_discount'),
    totalGlosado: money('total_glosado'),
    totalProcedures: money('total_procedures'),
    totalProceduresReceived: money('total_procedures_received'),
    totalProceduresLoss: money('total_procedures_loss'),
    totalProceduresOver: money('total_procedures_over'),
    totalProceduresGlosado: money('total_procedures_glosado'),
    complementation: money('complementation'),
    complementationReceived: money('complementation_received'),
    complementationLoss: money('complementation_loss'),
    complementationOver: money('complementation_over'),
    complementationGlosado: money('complementation_glosado'),
    complementationDiscount: money('complementation_discount'),
    attendanceFee: money('attendance_fee'),
    attendanceFeeReceived: money('attendance_fee_received'),
    attendanceFeeLoss: money('attendance_fee_loss'),
    attendanceFeeOver: money('attendance_fee_over'),
    attendanceFeeGlosado: money('attendance_fee_glosado'),
    attendanceFeeDiscount: money('attendance_fee_discount'),
    expenses: money('expenses'),
    expensesReceived: money('expenses_received'),
    expensesLoss: money('expenses_loss'),
    expensesOver: money('expenses_over'),
    expensesGlosado: money('expenses_glosado'),
    expensesDiscount: money('expenses_discount'),
    totalAppealed: money('total_appealed'),
    totalReceivedByAppeal: money('total_received_by_appeal'),
    totalAcceptedByAppeal: money('total_accepted_by_appeal'),
    totalChangedPlus: money('total_changed_plus'),
    totalChangedLess: money('total_changed_less'),
    addedToBatchAt: timestamp('added_to_batch_at', { withTimezone: true }),
    addedToBatchBy: text('added_to_batch_by'),
    ...recordMeta,
  },
  // The events list's two covering indexes are written by hand in migrations 0019 and 0026
  // (drizzle cannot express INCLUDE): events_company_date_idx (company_id, dt_procedure) and
  // events_company_insurer_date_idx (company_id, health_insurance_id, dt_procedure), both
  // INCLUDE (id, status, health_insurance_id, active and the five money columns the list
  // totals; the first also the other sort columns: num_guide, the patient, hospital and
  // anesthetist ids, created_at). A page's ids and the totals of a company's filter run as
  // index-only scans of one range, whatever the sort (bench events.list.*).
  (t) => [
    index('events_company_status_date_idx').on(t.companyId, t.status, t.dtProcedure),
    index('events_company_guide_idx').on(t.companyId, t.numGuide),
    // A collection's events (decision 030).
    index('events_cobranca_idx')
      .on(t.cobrancaId)
      .where(sql`${t.cobrancaId} is not null`),
    // The guide filter of the list and of the menu search is a case-blind prefix
    // (lower(num_guide) like 'x%'): a range of this index, not a scan of the company's events.
    index('events_company_guide_lower_idx').on(t.companyId, sql`lower(${t.numGuide}) text_pattern_ops`),
    index('events_patient_idx').on(t.patientId),
    index('events_protocol_idx').on(t.protocolId),
    index('events_batches_idx').using('gin', t.batchesIds),
  ],
);

/**
 * A procedure row of an event (billing.md §3 Procedure). Rows are never deleted: a row removed
 * from the event gets deleted_at (its money and history stay). Priced fields come from the
 * engine; received/loss/glosado/discount/over are the Money issue's totals.
 */
export const eventProcedures = pgTable(
  'event_procedures',
  {
    /** rowId */
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    order: smallint('order').notNull(),
    idProc: text('id_proc').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    tableCode: text('table_code').notNull(),
    porte: text('porte'),
    porteAnestesico: text('porte_anestesico'),
    portePercent: numeric('porte_percent', STORED_NUMERIC.factor),
    proportion: text('proportion').notNull().default('1'),
    techniqueUsed: text('technique_used').notNull().default('KConventional'),
    techniqueUsedProportion: numeric('technique_used_proportion', STORED_NUMERIC.factor).notNull().default('1'),
    value: money('value'),
    valueOriginal: money('value_original'),
    valueBase: money('value_base'),
    valueTable: money('value_table'),
    valueChanged: boolean('value_changed').notNull().default(false),
    uco: numeric('uco', { precision: 10, scale: 4 }),
    qtdAux: smallint('qtd_aux'),
    userCustom: boolean('user_custom').notNull().default(false),
    received: money('received'),
    loss: money('loss'),
    glosado: money('glosado'),
    discount: money('discount'),
    over: money('over'),
    skipAppeal: boolean('skip_appeal').notNull().default(false),
    /** The engine's revenue lines [{ actorId, role, order, percentRevenue, grauPart, revenue }]. */
    revenueTeam: jsonb('revenue_team').$type<Record<string, unknown>[]>().notNull().default([]),
    /** The engine's memória de cálculo (PricingStep[]). */
    steps: jsonb('steps').$type<Record<string, unknown>[]>().notNull().default([]),
    cutReason: text('cut_reason'),
    cutReasonCode: text('cut_reason_code'),
    cuteReasonIds: textArray('cute_reason_ids'),
    ...recordMeta,
  },
  (t) => [
    index('event_procedures_event_idx').on(t.eventId),
    index('event_procedures_company_code_idx').on(t.companyId, t.idProc),
  ],
);

/** Observations of an event (billing.md §3): comments and the ones actions write (type Remove, Pending…). */
export const eventObservations = pgTable(
  'event_observations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    type: text('type').notNull(),
    text: text('text').notNull(),
    userId: text('user_id').notNull(),
    userName: text('user_name').notNull(),
    ...recordMeta,
  },
  (t) => [index('event_observations_event_idx').on(t.eventId, t.createdAt)],
);

/** Files attached to an event (billing.md §3 attachments); the bytes live in the file storage under `storage_key`. */
export const eventAttachments = pgTable(
  'event_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    ...recordMeta,
  },
  (t) => [index('event_attachments_event_idx').on(t.eventId)],
);

/**
 * The history of changed events (billing.md §4 revert; the spec's eventsChanged): a copy of the
 * event and its procedures as they were before a revert to awaiting check.
 */
export const eventsChanged = pgTable(
  'events_changed',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    reason: text('reason').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    ...recordMeta,
  },
  (t) => [index('events_changed_event_idx').on(t.eventId)],
);

/** Protocol reports (/client/Protocols): guides delivered to the billing office, one event each. */
export const protocols = pgTable(
  'protocols',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** Sequential per company. */
    number: integer('number').notNull(),
    description: text('description'),
    healthInsuranceId: uuid('health_insurance_id')
      .notNull()
      .references(() => healthInsurers.id),
    hospitalId: uuid('hospital_id'),
    type: text('type', { enum: ['Honorario', 'SPSADT', 'Consulta'] }).notNull(),
    dtProcedure: date('dt_procedure', { mode: 'string' }),
    ...recordMeta,
  },
  (t) => [uniqueIndex('protocols_company_number_key').on(t.companyId, t.number)],
);

/** A line the pricing engine priced, as the columns of its procedure row (the save and the demo seed write it). */
export function pricedColumns(priced: PricedProcedure) {
  return {
    order: priced.order,
    name: priced.name,
    type: priced.type,
    tableCode: priced.tableCode,
    porte: priced.porte,
    porteAnestesico: priced.porteAnestesico,
    proportion: priced.proportion,
    techniqueUsed: priced.techniqueUsed,
    techniqueUsedProportion: priced.techniqueUsedProportion,
    uco: priced.uco,
    qtdAux: priced.qtdAux,
    valueTable: priced.valueTable,
    valueBase: priced.valueBase,
    valueOriginal: priced.valueOriginal,
    value: priced.value,
    valueChanged: priced.valueChanged,
    userCustom: priced.userCustom,
    steps: priced.steps as unknown as Record<string, unknown>[],
    revenueTeam: priced.revenueTeam as unknown as Record<string, unknown>[],
  };
}
