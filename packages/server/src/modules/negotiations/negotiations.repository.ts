import {
  cbhpmEditions,
  cbhpmProcedures,
  cbhpmValuations,
  negotiations,
  type MetaColumn,
  type Queryable,
} from '@honora/db';
import { and, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';

export type NegotiationRow = typeof negotiations.$inferSelect;
export type NegotiationValues = Omit<typeof negotiations.$inferInsert, 'id' | MetaColumn>;

/** A negotiation with the names of its CBHPM edition and valuation (for lists). */
export interface NegotiationRecord extends NegotiationRow {
  editionName: string | null;
  editionVersion: number | null;
  valuationName: string | null;
  valuationVersion: number | null;
}

const recordColumns = {
  ...getTableColumns(negotiations),
  editionName: cbhpmEditions.name,
  editionVersion: cbhpmEditions.version,
  valuationName: cbhpmValuations.name,
  valuationVersion: cbhpmValuations.version,
};

function selectRecords(q: Queryable) {
  return q
    .select(recordColumns)
    .from(negotiations)
    .leftJoin(cbhpmEditions, eq(cbhpmEditions.id, negotiations.cbhpmEditionId))
    .leftJoin(cbhpmValuations, eq(cbhpmValuations.id, negotiations.cbhpmValuationId));
}

/** The live negotiations of an insurer, the newest validity first (the start-less first one last). */
export async function listNegotiations(q: Queryable, companyId: string, insurerId: string) {
  return selectRecords(q)
    .where(
      and(
        eq(negotiations.companyId, companyId),
        eq(negotiations.healthInsurerId, insurerId),
        isNull(negotiations.deletedAt),
      ),
    )
    .orderBy(sql`${negotiations.startsOn} desc nulls last`, desc(negotiations.createdAt));
}

/** One live negotiation of the visible companies. */
export async function findNegotiation(
  q: Queryable,
  companyIds: readonly string[],
  id: string,
): Promise<NegotiationRecord | undefined> {
  const [row] = await selectRecords(q).where(
    and(eq(negotiations.id, id), inArray(negotiations.companyId, [...companyIds]), isNull(negotiations.deletedAt)),
  );
  return row;
}

/** The validities of an insurer's live negotiations, oldest first (refusals name them in that order). */
export async function listValidities(q: Queryable, companyId: string, insurerId: string) {
  return q
    .select({ id: negotiations.id, name: negotiations.name, start: negotiations.startsOn, end: negotiations.endsOn })
    .from(negotiations)
    .where(
      and(
        eq(negotiations.companyId, companyId),
        eq(negotiations.healthInsurerId, insurerId),
        isNull(negotiations.deletedAt),
      ),
    )
    .orderBy(sql`${negotiations.startsOn} asc nulls first`, negotiations.createdAt);
}

export async function insertNegotiation(q: Queryable, values: NegotiationValues): Promise<string> {
  const [row] = await q.insert(negotiations).values(values).returning({ id: negotiations.id });
  return row!.id;
}

export async function updateNegotiation(
  q: Queryable,
  id: string,
  values: Partial<NegotiationValues> & { deletedAt?: Date },
): Promise<void> {
  await q.update(negotiations).set(values).where(eq(negotiations.id, id));
}

/** Whether a live CBHPM edition / valuation exists (platform tables, readable by every tenant). */
export async function editionExists(q: Queryable, id: string): Promise<boolean> {
  const rows = await q
    .select({ id: cbhpmEditions.id })
    .from(cbhpmEditions)
    .where(and(eq(cbhpmEditions.id, id), isNull(cbhpmEditions.deletedAt)));
  return rows.length > 0;
}

export async function valuationExists(q: Queryable, id: string): Promise<boolean> {
  const rows = await q
    .select({ id: cbhpmValuations.id })
    .from(cbhpmValuations)
    .where(and(eq(cbhpmValuations.id, id), isNull(cbhpmValuations.deletedAt)));
  return rows.length > 0;
}

/** Which of `codes` the edition has (only the codes a negotiation lists are asked). */
export async function editionCodes(q: Queryable, editionId: string, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await q
    .select({ code: cbhpmProcedures.code })
    .from(cbhpmProcedures)
    .where(and(eq(cbhpmProcedures.editionId, editionId), inArray(cbhpmProcedures.code, [...codes])));
  return new Set(rows.map((r) => r.code));
}
