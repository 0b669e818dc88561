import { healthInsurers, taxes, taxVersions, type Queryable } from '@honora/db';
import { and, asc, eq, gte, inArray, isNotNull, isNull, ne, or } from 'drizzle-orm';

export type TaxRow = typeof taxes.$inferSelect;
export type TaxVersionRow = typeof taxVersions.$inferSelect;

/** The visible companies' taxes (live or deleted), in computing order. */
export async function listTaxes(q: Queryable, companyIds: readonly string[], isDeleted: boolean, limit: number) {
  return q
    .select()
    .from(taxes)
    .where(
      and(inArray(taxes.companyId, [...companyIds]), isDeleted ? isNotNull(taxes.deletedAt) : isNull(taxes.deletedAt)),
    )
    .orderBy(asc(taxes.order), asc(taxes.name), asc(taxes.id))
    .limit(limit);
}

/** The live versions of some taxes, oldest first. */
export async function versionsOf(q: Queryable, taxIds: readonly string[]): Promise<TaxVersionRow[]> {
  if (taxIds.length === 0) return [];
  return q
    .select()
    .from(taxVersions)
    .where(and(inArray(taxVersions.taxId, [...taxIds]), isNull(taxVersions.deletedAt)))
    .orderBy(asc(taxVersions.validFrom));
}

/** One tax of the visible companies (locked for update when it is about to change). */
export async function findTax(q: Queryable, companyIds: readonly string[], id: string, lock = false) {
  const query = q
    .select()
    .from(taxes)
    .where(and(eq(taxes.id, id), inArray(taxes.companyId, [...companyIds])));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export type TaxValues = Pick<TaxRow, 'name' | 'identifier' | 'kind' | 'order' | 'validUntil'>;
export type TaxVersionValues = Pick<
  TaxVersionRow,
  | 'validFrom'
  | 'base'
  | 'calculation'
  | 'ratePercent'
  | 'amount'
  | 'personType'
  | 'receiverIds'
  | 'healthInsuranceIds'
  | 'withheldByPayer'
>;

export async function insertTax(q: Queryable, values: TaxValues & { companyId: string }) {
  const [row] = await q.insert(taxes).values(values).returning();
  return row!;
}

export async function updateTax(q: Queryable, id: string, values: Partial<TaxValues> & { deletedAt?: Date | null }) {
  const [row] = await q.update(taxes).set(values).where(eq(taxes.id, id)).returning();
  return row!;
}

export async function insertVersion(q: Queryable, values: TaxVersionValues & { taxId: string; companyId: string }) {
  await q.insert(taxVersions).values(values);
}

export async function updateVersion(q: Queryable, versionId: string, values: TaxVersionValues) {
  await q.update(taxVersions).set(values).where(eq(taxVersions.id, versionId));
}

export async function deleteVersion(q: Queryable, versionId: string) {
  await q.update(taxVersions).set({ deletedAt: new Date() }).where(eq(taxVersions.id, versionId));
}

/** How many of these insurer ids are live insurers of the company. */
export async function countInsurers(q: Queryable, companyId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await q
    .select({ id: healthInsurers.id })
    .from(healthInsurers)
    .where(
      and(
        eq(healthInsurers.companyId, companyId),
        inArray(healthInsurers.id, [...ids]),
        isNull(healthInsurers.deletedAt),
      ),
    );
  return rows.length;
}

/** Whether the company has another live tax with this identifier. */
export async function hasLiveTaxWith(
  q: Queryable,
  companyId: string,
  identifier: TaxRow['identifier'],
  exceptId: string | null,
) {
  const rows = await q
    .select({ id: taxes.id })
    .from(taxes)
    .where(
      and(
        eq(taxes.companyId, companyId),
        eq(taxes.identifier, identifier),
        isNull(taxes.deletedAt),
        exceptId ? ne(taxes.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The company's live taxes that may apply in a month (not ended before it) and their live versions. */
export async function taxesForMonth(q: Queryable, companyId: string, firstDayOfMonth: string) {
  const rows = await q
    .select()
    .from(taxes)
    .where(
      and(
        eq(taxes.companyId, companyId),
        isNull(taxes.deletedAt),
        or(isNull(taxes.validUntil), gte(taxes.validUntil, firstDayOfMonth)),
      ),
    );
  return {
    taxes: rows,
    versions: await versionsOf(
      q,
      rows.map((r) => r.id),
    ),
  };
}
