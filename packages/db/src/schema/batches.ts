import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { recordMeta } from './meta';
import { healthInsurers } from './registries';
import { STORED_NUMERIC } from '@honora/contract';

/** Raw bytes (the XML files are ISO-8859-1 and must be kept byte for byte). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

const uuidArray = (name: string) =>
  uuid(name)
    .array()
    .notNull()
    .default(sql`'{}'::uuid[]`);

/**
 * A batch (lote, billing.md §3 Batch, §4): events of one insurer and one guide type sent
 * together. `code` is the TISS numeroLote (unique per company among active batches). The
 * events point at their batches (events.batches_ids). Status OPEN → CLOSED / ON_GOING →
 * ACCEPTED; `closed` and `accepted` mirror the spec's flags. `xml_generated` is set by the
 * first successful XML and keeps the acceptance from being undone (decision 017).
 */
export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    matrizId: uuid('matriz_id'),
    version: integer('version').notNull().default(1),
    code: text('code').notNull(),
    name: text('name'),
    protocol: text('protocol'),
    status: text('status', { enum: ['OPEN', 'CLOSED', 'ON_GOING', 'ACCEPTED'] })
      .notNull()
      .default('OPEN'),
    healthInsuranceId: uuid('health_insurance_id')
      .notNull()
      .references(() => healthInsurers.id),
    type: text('type', { enum: ['Honorario', 'SPSADT', 'Consulta'] }).notNull(),
    /** The batch's hospital when the insurer batches by hospital (flag batchByHospital). */
    hospitalId: uuid('hospital_id'),
    /** Automatic batches by month/year: the first month (YYYY-MM) of the procedures it takes. */
    competence: text('competence'),
    /** Opened by automatic batching (insurer flag autoBatch). */
    automatic: boolean('automatic').notNull().default(false),
    /** [{ id, fileName, mime, size, storageKey }] */
    attachments: jsonb('attachments').$type<Record<string, unknown>[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    closed: boolean('closed').notNull().default(false),
    accepted: boolean('accepted').notNull().default(false),
    xmlGenerated: boolean('xml_generated').notNull().default(false),
    cobrancas: uuidArray('cobrancas'),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('batches_company_code_key')
      .on(t.companyId, t.code)
      .where(sql`active`),
    index('batches_company_status_idx').on(t.companyId, t.status, t.healthInsuranceId),
  ],
);

/**
 * One XML generation of a batch (billing.md §4 "XML generation": Creating, Successful, Error).
 * The file is kept byte for byte with its hash; an Error keeps the message and the problems
 * found per guide (built-in checks and, when configured, the XSD).
 */
export const batchXmlFiles = pgTable(
  'batch_xml_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    status: text('status', { enum: ['Creating', 'Successful', 'Error'] })
      .notNull()
      .default('Creating'),
    versionXML: text('version_xml').notNull(),
    hashEncoding: text('hash_encoding').notNull(),
    /** cabecalho/sequencialTransacao of the message. */
    sequence: text('sequence').notNull(),
    fileName: text('file_name'),
    hash: text('hash'),
    guides: integer('guides').notNull().default(0),
    size: integer('size').notNull().default(0),
    errorMessage: text('error_message'),
    /** [{ eventId, numGuide, field, code, message }] */
    problems: jsonb('problems').$type<Record<string, unknown>[]>().notNull().default([]),
    /** null when the XSD was not checked (TISS_SCHEMA_DIR unset). */
    xsdValid: boolean('xsd_valid'),
    xsdErrors: jsonb('xsd_errors').$type<string[]>().notNull().default([]),
    /** The job that generates the file (jobs table): its progress while Creating. */
    jobId: uuid('job_id'),
    ...recordMeta,
  },
  (t) => [index('batch_xml_files_batch_idx').on(t.batchId, t.createdAt)],
);

/** The bytes of a generated XML file, apart from its record (no change history of the content). */
export const batchXmlContents = pgTable('batch_xml_contents', {
  fileId: uuid('file_id')
    .primaryKey()
    .references(() => batchXmlFiles.id),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id),
  content: bytea('content').notNull(),
});

/**
 * An invoice (nota fiscal, billing.md §2) issued to a payer for billed events; the events
 * point at it (events.invoices_ids). Number unique per company among active invoices.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    version: integer('version').notNull().default(1),
    number: text('number').notNull(),
    /** The payer: an insurer (or a hospital registered as a paying insurer). */
    healthInsuranceId: uuid('health_insurance_id')
      .notNull()
      .references(() => healthInsurers.id),
    date: date('date', { mode: 'string' }).notNull(),
    value: numeric('value', STORED_NUMERIC.money).notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('invoices_company_number_key')
      .on(t.companyId, t.number)
      .where(sql`active`),
    index('invoices_company_date_idx').on(t.companyId, t.date),
  ],
);
