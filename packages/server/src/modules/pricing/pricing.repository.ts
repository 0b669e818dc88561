import {
  cbhpmEditions,
  cbhpmProcedures,
  cbhpmValuations,
  healthInsurers,
  negotiations,
  type Queryable,
} from '@honora/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';

/** A live insurer of the visible companies, with the settings that change prices. */
export async function findLiveInsurer(q: Queryable, companyIds: readonly string[], id: string) {
  const [row] = await q
    .select({
      id: healthInsurers.id,
      companyId: healthInsurers.companyId,
      name: healthInsurers.name,
      isNotValued: healthInsurers.isNotValued,
      configs: healthInsurers.configs,
    })
    .from(healthInsurers)
    .where(
      and(
        eq(healthInsurers.id, id),
        inArray(healthInsurers.companyId, [...companyIds]),
        isNull(healthInsurers.deletedAt),
      ),
    );
  return row;
}

/** Every live (not deleted) negotiation of the insurer (of its own company), with the names of its table and valuation. */
export async function insurerNegotiations(q: Queryable, companyId: string, insurerId: string) {
  return q
    .select({
      id: negotiations.id,
      name: negotiations.name,
      start: negotiations.startsOn,
      end: negotiations.endsOn,
      cbhpmId: negotiations.cbhpmEditionId,
      editionName: cbhpmEditions.name,
      editionVersion: cbhpmEditions.version,
      valuationId: negotiations.cbhpmValuationId,
      valuationName: cbhpmValuations.name,
      valuationVersion: cbhpmValuations.version,
      useCbhpm: negotiations.useCbhpm,
      terms: negotiations.terms,
    })
    .from(negotiations)
    .leftJoin(cbhpmEditions, eq(cbhpmEditions.id, negotiations.cbhpmEditionId))
    .leftJoin(cbhpmValuations, eq(cbhpmValuations.id, negotiations.cbhpmValuationId))
    .where(
      and(
        eq(negotiations.companyId, companyId),
        eq(negotiations.healthInsurerId, insurerId),
        isNull(negotiations.deletedAt),
      ),
    );
}
export type NegotiationRow = Awaited<ReturnType<typeof insurerNegotiations>>[number];

/** The edition's rows of these codes (numeric columns come as decimal text). */
export async function editionRows(q: Queryable, editionId: string, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return q
    .select({
      code: cbhpmProcedures.code,
      description: cbhpmProcedures.description,
      porte: cbhpmProcedures.porte,
      porteFraction: cbhpmProcedures.porteFraction,
      anestheticPorte: cbhpmProcedures.anestheticPorte,
      uco: cbhpmProcedures.uco,
      auxiliaries: cbhpmProcedures.auxiliaries,
      film: cbhpmProcedures.film,
      chapter: cbhpmProcedures.chapter,
    })
    .from(cbhpmProcedures)
    .where(and(eq(cbhpmProcedures.editionId, editionId), inArray(cbhpmProcedures.code, [...codes])))
    .orderBy(cbhpmProcedures.code);
}

export async function findValuation(q: Queryable, id: string) {
  const [row] = await q
    .select({
      id: cbhpmValuations.id,
      name: cbhpmValuations.name,
      version: cbhpmValuations.version,
      portes: cbhpmValuations.portes,
      ucoValue: cbhpmValuations.ucoValue,
    })
    .from(cbhpmValuations)
    .where(eq(cbhpmValuations.id, id));
  return row;
}
