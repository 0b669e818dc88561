import { sql, type SQL } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './batches';
import { recordMeta } from './meta';

/**
 * Reference tables of the platform (not of a company), loaded by super admins through the
 * import screen (ARCHITECTURE.md, Reference data): each import replaces the whole table.
 */

/** TUSS table 22 (procedures and events in health), with the validity of each term. */
export const tussTerms = pgTable(
  'tuss_terms',
  {
    code: text('code').notNull(),
    term: text('term').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    implantationEndsOn: date('implantation_ends_on', { mode: 'string' }),
    termSearch: text('term_search')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(public.honora_unaccent(${tussTerms.term}))`),
  },
  (t) => [primaryKey({ columns: [t.code, t.startsOn] })],
);

/** IBGE municipalities: the address form picks the city here and fills the 7-digit IBGE code. */
export const ibgeMunicipalities = pgTable(
  'ibge_municipalities',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    uf: text('uf').notNull(),
    ufCode: text('uf_code').notNull(),
    isCapital: boolean('is_capital').notNull().default(false),
    nameSearch: text('name_search')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(public.honora_unaccent(${ibgeMunicipalities.name}))`),
  },
  (t) => [
    index('ibge_municipalities_uf_idx').on(t.uf, t.nameSearch),
    index('ibge_municipalities_name_trgm_idx').using('gin', sql`${t.nameSearch} gin_trgm_ops`),
  ],
);

/** CBO 2002 occupations (the surgeon's and anesthetist's CBO in TISS guides). */
export const cboOccupations = pgTable('cbo_occupations', {
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  titleSearch: text('title_search')
    .notNull()
    .generatedAlwaysAs((): SQL => sql`lower(public.honora_unaccent(${cboOccupations.title}))`),
});

/**
 * The tables the import history records (a TypeScript list only: the column is plain text). The
 * CBHPM imports (issue 5) share it: each creates new edition/valuation versions.
 */
export const referenceTables = [
  'tuss22',
  'ibgeMunicipalities',
  'cbo',
  'glosaReasons',
  'cbhpmEdition',
  'cbhpmValuation',
] as const;
export type ReferenceTable = (typeof referenceTables)[number];
export const importStatuses = ['NOT_STARTED', 'RUNNING', 'FINISH', 'FAILED'] as const;

/** One upload of a reference table: progress while it runs, then the row-by-row report. */
export const referenceImports = pgTable(
  'reference_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tableName: text('table_name', { enum: referenceTables }).notNull(),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: importStatuses }).notNull().default('NOT_STARTED'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    acceptedRows: integer('accepted_rows').notNull().default(0),
    rejectedRows: integer('rejected_rows').notNull().default(0),
    /** At most the first 1,000 rejections: { row, reason }. */
    rejections: jsonb('rejections').$type<{ row: number; reason: string }[]>().notNull().default([]),
    error: text('error'),
    /** CBHPM imports: the name the new edition/valuation versions get (a valuation file may name its own). */
    targetName: text('target_name'),
    /** CBHPM imports: the ids of the editions/valuations the import created. */
    resultIds: jsonb('result_ids').$type<string[]>().notNull().default([]),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The job that runs the import (jobs table). */
    jobId: uuid('job_id'),
    ...recordMeta,
  },
  (t) => [index('reference_imports_created_idx').on(t.createdAt)],
);

/** The uploaded file of an import, apart from its record (no change history of the bytes): the job reads it. */
export const referenceImportContents = pgTable('reference_import_contents', {
  importId: uuid('import_id')
    .primaryKey()
    .references(() => referenceImports.id),
  content: bytea('content').notNull(),
});
