import { sql, type SQL } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { recordMeta } from './meta';

/**
 * CBHPM tables of the platform (not of a company), loaded by super admins through the import
 * screen (issue 5). An edition (the procedures with their porte, porte anestésico, UCO, …) and a
 * valuation (R$ per porte and per UCO, by year or announcement) are separate, versioned tables:
 * every import creates a NEW version, rows are never changed in place, and a version that a
 * negotiation names cannot be deleted (the negotiations' foreign keys restrict it).
 */
export const cbhpmEditions = pgTable(
  'cbhpm_editions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** e.g. "CBHPM 2022"; imports under the same name get the next version. */
    name: text('name').notNull(),
    version: integer('version').notNull(),
    procedureCount: integer('procedure_count').notNull().default(0),
    importId: uuid('import_id'),
    ...recordMeta,
  },
  (t) => [index('cbhpm_editions_name_idx').on(t.name, t.version)],
);

/** One procedure of an edition. Decimals are exact (numeric); an empty cell of the book is null. */
export const cbhpmProcedures = pgTable(
  'cbhpm_procedures',
  {
    editionId: uuid('edition_id')
      .notNull()
      .references(() => cbhpmEditions.id, { onDelete: 'cascade' }),
    /** 8 digits, e.g. 30602246. */
    code: text('code').notNull(),
    description: text('description').notNull(),
    /** 1A..14C, or null (15 procedures of the 2022 book have only a porte anestésico). */
    porte: text('porte'),
    /** Laboratory procedures are a fraction of their porte ("0,10 de 1A"); null = the whole porte. */
    porteFraction: numeric('porte_fraction', { precision: 8, scale: 4 }),
    /** 0..8 (0 = local anesthesia, no anesthetist). */
    anestheticPorte: smallint('anesthetic_porte'),
    /** Quantity of UCO (custo operacional). */
    uco: numeric('uco', { precision: 12, scale: 4 }),
    auxiliaries: smallint('auxiliaries'),
    /** Film in m². */
    film: numeric('film', { precision: 10, scale: 4 }),
    chapter: smallint('chapter'),
    descriptionSearch: text('description_search')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(public.honora_unaccent(${cbhpmProcedures.description}))`),
  },
  (t) => [
    primaryKey({ columns: [t.editionId, t.code] }),
    index('cbhpm_procedures_search_trgm_idx').using('gin', sql`${t.descriptionSearch} gin_trgm_ops`),
  ],
);

/**
 * A valuation: R$ per porte 1A..14C (`portes`, decimal strings) and per UCO (and per m² of
 * film when the source gives it). `reference` is the year or announcement, e.g. "2021-10".
 */
export const cbhpmValuations = pgTable(
  'cbhpm_valuations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    version: integer('version').notNull(),
    reference: text('reference').notNull(),
    portes: jsonb('portes').$type<Record<string, string>>().notNull(),
    ucoValue: numeric('uco_value', { precision: 14, scale: 2 }).notNull(),
    filmValue: numeric('film_value', { precision: 14, scale: 2 }),
    importId: uuid('import_id'),
    ...recordMeta,
  },
  (t) => [index('cbhpm_valuations_name_idx').on(t.name, t.version)],
);
