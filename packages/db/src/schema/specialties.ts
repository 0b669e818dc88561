import { sql, type SQL } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { recordMeta } from './meta';

/*
 * The search and sort columns are written here rather than with registries' nameSearchColumns:
 * users.ts references this table, and importing registries.ts from here would close an import
 * cycle (registries -> companies -> users -> specialties -> registries).
 */
const searchColumns = (name: () => AnyPgColumn) => ({
  nameSearch: text('name_search')
    .notNull()
    .generatedAlwaysAs((): SQL => sql`lower(public.honora_unaccent(${name()}))`),
  sortKey: text('sort_key')
    .notNull()
    .generatedAlwaysAs((): SQL => sql`public.honora_sort_key(${name()})`),
});

/**
 * The medical specialties (platform.md §2 admin specialties, §3 the anesthetist's and the
 * surgeon's specialty; decision 063): a product-wide registry written by administrators, no
 * company. The name is unique among live rows without accents or case; the CBO code is optional.
 */
export const specialties = pgTable(
  'specialties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    cbo: text('cbo'),
    ...searchColumns((): AnyPgColumn => specialties.name),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('specialties_name_key')
      .on(t.nameSearch)
      .where(sql`${t.deletedAt} is null`),
    check('specialties_name_length', sql`char_length(${t.name}) between 1 and 120`),
    check('specialties_cbo_format', sql`${t.cbo} is null or ${t.cbo} ~ '^[0-9]{6}$'`),
  ],
);

/**
 * A region (platform.md §1 regions; decision 063): a product-wide group of whole states (UF)
 * and single cities (7-digit IBGE codes). A place belongs to a region when its city is listed
 * or its state is; companies and workplaces are placed by their hospitals' addresses.
 */
export const regions = pgTable(
  'regions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    states: text('states')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cityCodes: text('city_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...searchColumns((): AnyPgColumn => regions.name),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('regions_name_key')
      .on(t.nameSearch)
      .where(sql`${t.deletedAt} is null`),
    check('regions_name_length', sql`char_length(${t.name}) between 1 and 120`),
    check('regions_not_empty', sql`cardinality(${t.states}) + cardinality(${t.cityCodes}) between 1 and 1000`),
  ],
);
