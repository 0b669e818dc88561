import { sql } from 'drizzle-orm';
import { STORED_NUMERIC } from '@honora/contract';
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
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { events } from './events';
import { jobs } from './jobs';
import { recordMeta } from './meta';

/** What the company maps to Conta Azul (decision 054): insurers and hospitals to customers, event types to services. */
export const contaAzulMappingKinds = ['healthInsurance', 'hospital', 'service'] as const;
export type ContaAzulMappingKind = (typeof contaAzulMappingKinds)[number];

/**
 * One product record ↔ one Conta Azul record (decision 054). `productKey` is the insurer's or
 * hospital's id, or the event type (Honorario, SPSADT, Consulta) for a service.
 */
export const contaAzulMappings = pgTable(
  'contaazul_mappings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind', { enum: contaAzulMappingKinds }).notNull(),
    productKey: text('product_key').notNull(),
    remoteId: text('remote_id').notNull(),
    remoteName: text('remote_name').notNull(),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('contaazul_mappings_product_key')
      .on(t.companyId, t.kind, t.productKey)
      .where(sql`${t.deletedAt} is null`),
    check('contaazul_mappings_kind', sql`${t.kind} in ('healthInsurance', 'hospital', 'service')`),
  ],
);

export const contaAzulExportStates = ['PENDING', 'EXPORTED', 'FAILED'] as const;
export type ContaAzulExportState = (typeof contaAzulExportStates)[number];

/**
 * An event's receivable in Conta Azul (decision 054): one row per event, so exporting twice
 * creates one receivable. PENDING is written (and committed) before the create call: a retry
 * that finds it PENDING without a receivable looks the receivable up by its external reference
 * before creating one. What was last sent (value, due date, settlement) decides whether an
 * export updates, settles or leaves the receivable alone.
 */
export const contaAzulExports = pgTable(
  'contaazul_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    state: text('state', { enum: contaAzulExportStates }).notNull().default('PENDING'),
    receivableId: text('receivable_id'),
    installmentId: text('installment_id'),
    installmentVersion: integer('installment_version'),
    exportedValue: numeric('exported_value', STORED_NUMERIC.money),
    dueDate: date('due_date', { mode: 'string' }),
    settlementId: text('settlement_id'),
    /** A settlement was asked for and its answer is unknown: the retry looks at the installment first. */
    settlementPending: boolean('settlement_pending').notNull().default(false),
    settledValue: numeric('settled_value', STORED_NUMERIC.money),
    settledOn: date('settled_on', { mode: 'string' }),
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    lastError: text('last_error'),
    lastJobId: uuid('last_job_id').references(() => jobs.id),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('contaazul_exports_event_key')
      .on(t.companyId, t.eventId)
      .where(sql`${t.deletedAt} is null`),
    index('contaazul_exports_job_idx').on(t.lastJobId),
    check('contaazul_exports_state', sql`${t.state} in ('PENDING', 'EXPORTED', 'FAILED')`),
  ],
);
