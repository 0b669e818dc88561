import type { HealthInsurerListQuery } from '@honora/contract';
import { healthInsurers, typesOfPayment, type MetaColumn, type Queryable } from '@honora/db';
import { and, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { nameMatches, registryOrder, registryWhere, searchTerm, type SortColumns } from '../registries';

export type HealthInsurerRow = typeof healthInsurers.$inferSelect;
export type HealthInsurerValues = Omit<typeof healthInsurers.$inferInsert, 'id' | 'hasEvents' | MetaColumn>;

const sorts: SortColumns = {
  code: healthInsurers.code,
  registerANS: healthInsurers.registerAns,
  createdAt: healthInsurers.createdAt,
};

/** Search by name (accent-insensitive), code or ANS register. */
function searchCondition(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  return or(
    nameMatches(healthInsurers.nameSearch, term),
    sql`lower(public.honora_unaccent(coalesce(${healthInsurers.code}, ''))) like ${searchTerm(term)}`,
    sql`coalesce(${healthInsurers.registerAns}, '') like ${searchTerm(term)}`,
  );
}

function listWhere(companyIds: readonly string[], query: Omit<HealthInsurerListQuery, 'page' | 'pageSize'>) {
  return registryWhere(
    healthInsurers,
    companyIds,
    { active: query.active, updatedSince: query.updatedSince, search: undefined },
    searchCondition(query.search),
    query.payer ? eq(healthInsurers.payer, query.payer) : undefined,
  );
}

/** A page (or the changes since `updatedSince`) of the visible companies' insurers, and the total. */
export async function listInsurers(
  q: Queryable,
  companyIds: readonly string[],
  query: Omit<HealthInsurerListQuery, 'page' | 'pageSize'>,
  window: { limit: number; offset: number },
) {
  const where = listWhere(companyIds, query);
  const items = await q
    .select()
    .from(healthInsurers)
    .where(where)
    .orderBy(...registryOrder(healthInsurers, sorts, query))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await q.select({ n: count() }).from(healthInsurers).where(where);
  return { items, total: total?.n ?? 0 };
}

/** One insurer of the visible companies, deleted or not. */
export async function findInsurer(q: Queryable, companyIds: readonly string[], id: string, lock = false) {
  const query = q
    .select()
    .from(healthInsurers)
    .where(and(eq(healthInsurers.id, id), inArray(healthInsurers.companyId, [...companyIds])));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertInsurer(q: Queryable, values: HealthInsurerValues): Promise<HealthInsurerRow> {
  const [row] = await q.insert(healthInsurers).values(values).returning();
  return row!;
}

export async function updateInsurer(
  q: Queryable,
  id: string,
  values: Partial<HealthInsurerValues> & { deletedAt?: Date | null },
): Promise<HealthInsurerRow> {
  const [row] = await q.update(healthInsurers).set(values).where(eq(healthInsurers.id, id)).returning();
  return row!;
}

/**
 * The live (not deleted) types of payment of a company among `ids`, locked for share so a
 * concurrent deletion waits and then sees this insurer using them.
 */
export async function lockLiveTypesOfPayment(q: Queryable, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await q
    .select({ id: typesOfPayment.id })
    .from(typesOfPayment)
    .where(
      and(
        inArray(typesOfPayment.id, [...ids]),
        eq(typesOfPayment.companyId, companyId),
        isNull(typesOfPayment.deletedAt),
      ),
    )
    .for('share');
  return rows.map((r) => r.id);
}

/** Names of the visible types of payment by id (for the export). */
export async function typeOfPaymentNames(q: Queryable, companyIds: readonly string[]) {
  const rows = await q
    .select({ id: typesOfPayment.id, name: typesOfPayment.name })
    .from(typesOfPayment)
    .where(inArray(typesOfPayment.companyId, [...companyIds]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
