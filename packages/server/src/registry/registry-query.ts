import type { RegistryListQuery } from '@honora/contract';
import { or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  registryOrder,
  registryWhere,
  registryWindow,
  searchTerm,
  type RegistryColumns,
  type SortColumns,
} from '../modules/registries';

/** A registry table: the columns every registry shares (db schema/registries.ts). */
export type RegistryTable = PgTable & RegistryColumns;

/** What the list of a registry is built from: its table, its sorts, its own filters and more searchable columns. */
export interface RegistryListShape<TQuery extends RegistryListQuery> {
  table: RegistryTable;
  /** Sort names besides `name` (the pt-BR sort key, the default), as the web sends them in `sort=`. */
  sorts: SortColumns;
  /** The registry's own filters (e.g. the UF), each undefined when its parameter is absent. */
  filters?: (query: TQuery) => (SQL | undefined)[];
  /**
   * Columns searched besides the name (whose name_search column the database keeps lower-case and
   * unaccented); each is compared as `lower(honora_unaccent(column))`, so without an index of its own.
   */
  searchColumns?: readonly (AnyColumn | SQL)[];
}

/** The search over the name_search column and the declared columns: one of them contains the term. */
export function registrySearch(
  table: RegistryColumns,
  columns: readonly (AnyColumn | SQL)[],
  term: string | undefined,
): SQL | undefined {
  if (!term) return undefined;
  const pattern = searchTerm(term);
  const name = sql`${table.nameSearch} like ${pattern}`;
  if (columns.length === 0) return name;
  return or(name, ...columns.map((column) => sql`lower(public.honora_unaccent(${column})) like ${pattern}`));
}

/**
 * WHERE of a list or export: the visible companies, live records (or every change since
 * `updatedSince`), the active filter, the search and the registry's own filters.
 */
export function registryListWhere<TQuery extends RegistryListQuery>(
  shape: RegistryListShape<TQuery>,
  companyIds: readonly string[],
  query: TQuery,
): SQL | undefined {
  return registryWhere(
    shape.table,
    companyIds,
    { ...query, search: undefined },
    registrySearch(shape.table, shape.searchColumns ?? [], query.search),
    ...(shape.filters?.(query) ?? []),
  );
}

/** ORDER BY: the requested sort (unknown names sort by the name), then the name and the id so pages never overlap. */
export function registryListOrder<TQuery extends RegistryListQuery>(shape: RegistryListShape<TQuery>, query: TQuery) {
  return registryOrder(shape.table, shape.sorts, query);
}

export { registryWindow };
