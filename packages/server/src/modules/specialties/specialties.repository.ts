import { rowsOf, specialties, surgeons, users, type Queryable, type Tx } from '@honora/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { likeTerm } from '../users';

/**
 * The reads of the specialties registry (decision 063): a platform-level table, no company.
 * Live rows only; names sort in pt-BR order (sort_key) and search without accents or case.
 */

export type SpecialtyRow = typeof specialties.$inferSelect;

/** How many live surgeons and people (anesthetists' facts) point at a specialty. */
export interface SpecialtyUsage {
  surgeonCount: number;
  anesthetistCount: number;
}

const live = isNull(specialties.deletedAt);

/** Live specialties in name order, optionally those whose name contains `q`. */
export async function liveSpecialties(q: Queryable, search?: string): Promise<SpecialtyRow[]> {
  const term = search
    ? sql`${specialties.nameSearch} like lower(public.honora_unaccent(${likeTerm(search)}))`
    : undefined;
  return q
    .select()
    .from(specialties)
    .where(and(live, term))
    .orderBy(sql`${specialties.sortKey} collate "C"`, specialties.id);
}

/** Every live specialty's usage, by id (specialties nobody uses are absent). */
export async function specialtyUsage(q: Queryable): Promise<Map<string, SpecialtyUsage>> {
  const result = await q.execute(sql`
    select id, sum(s)::int as "surgeonCount", sum(a)::int as "anesthetistCount" from (
      select specialty_id as id, 1 as s, 0 as a from surgeons where deleted_at is null and specialty_id is not null
      union all
      select specialty_id, 0, 1 from users where deleted_at is null and specialty_id is not null
    ) u group by id`);
  const rows = rowsOf<SpecialtyUsage & { id: string }>(result);
  return new Map(rows.map((r) => [r.id, { surgeonCount: r.surgeonCount, anesthetistCount: r.anesthetistCount }]));
}

/** One specialty's usage (live records only). */
export async function usageOf(q: Queryable, id: string): Promise<SpecialtyUsage> {
  const [s] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(surgeons)
    .where(and(eq(surgeons.specialtyId, id), isNull(surgeons.deletedAt)));
  const [a] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.specialtyId, id), isNull(users.deletedAt)));
  return { surgeonCount: s?.n ?? 0, anesthetistCount: a?.n ?? 0 };
}

/** A live specialty, locked so a removal and a use cannot cross. */
export async function lockedSpecialty(tx: Tx, id: string): Promise<SpecialtyRow | undefined> {
  const [row] = await tx
    .select()
    .from(specialties)
    .where(and(eq(specialties.id, id), live))
    .for('update');
  return row;
}

/** A live specialty, share-locked: it cannot be removed until the transaction that points at it ends. */
export async function sharedSpecialty(tx: Tx, id: string): Promise<SpecialtyRow | undefined> {
  const [row] = await tx
    .select()
    .from(specialties)
    .where(and(eq(specialties.id, id), live))
    .for('share');
  return row;
}
