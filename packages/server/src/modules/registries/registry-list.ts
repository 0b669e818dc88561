import type { RegistryListQuery } from '@honora/contract';
import { rowsOf, type Queryable } from '@honora/db';
import { and, asc, desc, eq, gt, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The columns every registry table shares (schema/registries.ts). */
export interface RegistryColumns {
  id: PgColumn;
  companyId: PgColumn;
  active: PgColumn;
  nameSearch: PgColumn;
  sortKey: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
  deletedAt: PgColumn;
}

/** Sortable columns of a list, by the name the web sends in `sort=`; `name` sorts by the pt-BR sort key. */
export type SortColumns = Record<string, AnyColumn | SQL>;

/** `lower(unaccent(term))`, computed by the database with the same function as the stored column. */
export function searchTerm(term: string): SQL {
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`'%' || lower(public.honora_unaccent(${escaped})) || '%'`;
}

/** Accent- and case-insensitive "contains" on a name_search column (pg_trgm index). */
export function nameMatches(column: AnyColumn | SQL, term: string | undefined): SQL | undefined {
  return term ? sql`${column} like ${searchTerm(term)}` : undefined;
}

/**
 * The WHERE of a registry list: the request's visible companies, the search, the active
 * filter and either live records only (a page) or everything changed since `updatedSince`,
 * deleted ones included (the web's cache must drop them).
 */
export function registryWhere(
  t: RegistryColumns,
  companyIds: readonly string[],
  query: Pick<RegistryListQuery, 'search' | 'active' | 'updatedSince'>,
  ...extra: (SQL | undefined)[]
): SQL | undefined {
  return and(
    companyIds.length === 1 ? eq(t.companyId, companyIds[0]!) : inArray(t.companyId, [...companyIds]),
    query.updatedSince
      ? gt(sql`coalesce(${t.updatedAt}, ${t.createdAt})`, new Date(query.updatedSince))
      : isNull(t.deletedAt),
    query.active === 'all' ? undefined : eq(t.active, query.active === 'true'),
    nameMatches(t.nameSearch, query.search),
    ...extra,
  );
}

/**
 * ORDER BY of a list: the requested column (unknown names fall back to the name), then the
 * id so pages never overlap. Names order by the sort key in byte order (already lower-case,
 * unaccented and digit-padded), which an index serves.
 */
export function registryOrder(t: RegistryColumns, sorts: SortColumns, query: Pick<RegistryListQuery, 'sort' | 'dir'>) {
  const direction = query.dir === 'desc' ? desc : asc;
  const named = query.sort ? sorts[query.sort] : undefined;
  const primary = named ?? sql`${t.sortKey} collate "C"`;
  const tieBreak = named ? [direction(sql`${t.sortKey} collate "C"`)] : [];
  return [direction(primary), ...tieBreak, direction(t.id)];
}

/** LIMIT/OFFSET of a page; a sync (`updatedSince`) answers every change at once, up to a safety cap. */
export function registryWindow(query: Pick<RegistryListQuery, 'page' | 'pageSize' | 'updatedSince'>) {
  if (query.updatedSince) return { limit: SYNC_CAP, offset: 0 };
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

/** At most this many changes per sync call; past it the web simply reloads the whole registry. */
export const SYNC_CAP = 5000;

/**
 * The instant to pass as the next `updatedSince`: the database's clock a minute back, so a
 * change committed by a transaction that started before this read is still picked up next time
 * (records may come twice; the cache merges by id).
 */
export async function syncInstant(q: Queryable): Promise<string> {
  const result = await q.execute(
    sql`select to_char((statement_timestamp() - interval '60 seconds') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at`,
  );
  return rowsOf<{ at: string }>(result)[0]!.at;
}

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
