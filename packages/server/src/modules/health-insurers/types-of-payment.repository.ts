import type { RegistryListQuery } from '@honora/contract';
import { healthInsurers, typesOfPayment, type Queryable } from '@honora/db';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { registryOrder, registryWhere, type SortColumns } from '../registries';

export type TypeOfPaymentRow = typeof typesOfPayment.$inferSelect;

const sorts: SortColumns = { createdAt: typesOfPayment.createdAt };

/** A page (or the changes since `updatedSince`) of the visible companies' types of payment, and the total. */
export async function listTypesOfPayment(
  q: Queryable,
  companyIds: readonly string[],
  query: Omit<RegistryListQuery, 'page' | 'pageSize'>,
  window: { limit: number; offset: number },
) {
  const where = registryWhere(typesOfPayment, companyIds, query);
  const items = await q
    .select()
    .from(typesOfPayment)
    .where(where)
    .orderBy(...registryOrder(typesOfPayment, sorts, query))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await q.select({ n: count() }).from(typesOfPayment).where(where);
  return { items, total: total?.n ?? 0 };
}

/** One type of payment of the visible companies, deleted or not (locked for update when it is about to change). */
export async function findTypeOfPayment(q: Queryable, companyIds: readonly string[], id: string, lock = false) {
  const query = q
    .select()
    .from(typesOfPayment)
    .where(and(eq(typesOfPayment.id, id), inArray(typesOfPayment.companyId, [...companyIds])));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export interface TypeOfPaymentValues {
  name: string;
  description: string | null;
  active: boolean;
}

export async function insertTypeOfPayment(q: Queryable, values: TypeOfPaymentValues & { companyId: string }) {
  const [row] = await q.insert(typesOfPayment).values(values).returning();
  return row!;
}

export async function updateTypeOfPayment(
  q: Queryable,
  id: string,
  values: Partial<TypeOfPaymentValues> & { deletedAt?: Date | null },
) {
  const [row] = await q.update(typesOfPayment).set(values).where(eq(typesOfPayment.id, id)).returning();
  return row!;
}

/** Names of the live insurers that accept a type of payment (they are of the type's own company). */
export async function insurersUsing(q: Queryable, typeOfPaymentId: string): Promise<string[]> {
  const rows = await q
    .select({ name: healthInsurers.name })
    .from(healthInsurers)
    .where(
      and(
        isNull(healthInsurers.deletedAt),
        sql`${healthInsurers.typesOfPaymentIds} @> array[${typeOfPaymentId}]::uuid[]`,
      ),
    )
    .orderBy(asc(sql`${healthInsurers.sortKey} collate "C"`));
  return rows.map((r) => r.name);
}
