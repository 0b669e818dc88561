import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './batches';
import { companies } from './companies';
import { events } from './events';
import { jobs } from './jobs';
import { recordMeta } from './meta';
import { spreadsheetConfigs } from './registries';

export const EVENT_IMPORT_STATUSES = ['NOT_STARTED', 'RUNNING', 'FINISH', 'FAILED', 'UNDONE'] as const;
export const EVENT_IMPORT_OUTCOMES = ['created', 'updated', 'unchanged', 'rejected'] as const;

/**
 * A spreadsheet of events imported into a company (billing.md §2 ImportCustom; decision 040):
 * the file, how it is read, the job that imports it and its counts. Undone imports keep
 * their record (status UNDONE).
 */
export const eventImports = pgTable(
  'event_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    eventType: text('event_type', { enum: ['Honorario', 'SPSADT', 'Consulta'] }).notNull(),
    fileName: text('file_name').notNull(),
    spreadsheetConfigId: uuid('spreadsheet_config_id').references(() => spreadsheetConfigs.id),
    /** Whether patients, surgeons and hospitals missing from the registries are created from the rows. */
    createMissing: boolean('create_missing').notNull().default(false),
    status: text('status', { enum: EVENT_IMPORT_STATUSES }).notNull().default('NOT_STARTED'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    createdEvents: integer('created_events').notNull().default(0),
    updatedEvents: integer('updated_events').notNull().default(0),
    unchangedEvents: integer('unchanged_events').notNull().default(0),
    rejectedRows: integer('rejected_rows').notNull().default(0),
    /** The file's header row as read (the rejection sheet repeats it). */
    header: jsonb('header').$type<string[]>().notNull().default([]),
    /** Why the whole file was refused (pt-BR), when it was. */
    error: text('error'),
    jobId: uuid('job_id').references(() => jobs.id),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneByName: text('undone_by_name'),
    ...recordMeta,
  },
  (t) => [index('event_imports_company_created_idx').on(t.companyId, t.createdAt)],
);

/** The uploaded file of an import, apart so that lists never read it. */
export const eventImportContents = pgTable('event_import_contents', {
  importId: uuid('import_id')
    .primaryKey()
    .references(() => eventImports.id),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id),
  content: bytea('content').notNull(),
});

/**
 * What became of each data row of an import: the event it created, updated or left unchanged,
 * or why it was rejected; the row's cells for the rejection sheet; for an updated event, what
 * the event was before (`before`, the event form's input) and the version the import left it
 * at, so that an undo can put it back while nobody changed it since.
 */
export const eventImportRows = pgTable(
  'event_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => eventImports.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    line: integer('line').notNull(),
    outcome: text('outcome', { enum: EVENT_IMPORT_OUTCOMES }).notNull(),
    eventId: uuid('event_id').references(() => events.id),
    eventVersion: integer('event_version'),
    reason: text('reason'),
    cells: jsonb('cells').$type<string[]>().notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.line] }),
    index('event_import_rows_event_idx')
      .on(t.eventId)
      .where(sql`${t.eventId} is not null`),
  ],
);
