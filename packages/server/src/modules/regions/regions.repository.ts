import { ibgeMunicipalities, regions, type Queryable, type Tx } from '@honora/db';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';

/** The reads of the regions registry (decision 063): a platform-level table, no company; live rows only. */

export type RegionRow = typeof regions.$inferSelect;
export type CityRow = { code: string; name: string; uf: string };

const live = isNull(regions.deletedAt);

/** Live regions in name order. */
export async function liveRegions(q: Queryable): Promise<RegionRow[]> {
  return q
    .select()
    .from(regions)
    .where(live)
    .orderBy(sql`${regions.sortKey} collate "C"`, regions.id);
}

/** A live region (null when there is none with that id). */
export async function liveRegion(q: Queryable, id: string): Promise<RegionRow | undefined> {
  const [row] = await q
    .select()
    .from(regions)
    .where(and(eq(regions.id, id), live));
  return row;
}

/** A live region, locked for its change or removal. */
export async function lockedRegion(tx: Tx, id: string): Promise<RegionRow | undefined> {
  const [row] = await tx
    .select()
    .from(regions)
    .where(and(eq(regions.id, id), live))
    .for('update');
  return row;
}

/** The IBGE table's rows of these codes (those it lacks are absent). */
export async function citiesOf(q: Queryable, codes: readonly string[]): Promise<CityRow[]> {
  if (codes.length === 0) return [];
  return q
    .select({ code: ibgeMunicipalities.code, name: ibgeMunicipalities.name, uf: ibgeMunicipalities.uf })
    .from(ibgeMunicipalities)
    .where(inArray(ibgeMunicipalities.code, [...codes]));
}

/** Whether the IBGE municipalities table has been imported (the city check applies only then). */
export async function hasMunicipalities(q: Queryable): Promise<boolean> {
  const [any] = await q.select({ code: ibgeMunicipalities.code }).from(ibgeMunicipalities).limit(1);
  return any !== undefined;
}
