import type { cbhpmProcedureQuerySchema } from '@honora/contract';
import { cbhpmEditions, cbhpmProcedures, cbhpmValuations, negotiations, type Queryable } from '@honora/db';
import { and, asc, count, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { nameMatches } from '../registries';

type ProcedureQuery = z.output<typeof cbhpmProcedureQuerySchema>;

/**
 * Negotiations that name a version (columns written out: inside a subquery Drizzle would not
 * qualify them). Under withTenant, row-level security counts only the request's companies; as
 * the owner (admin workspace), every company's.
 */
const editionNegotiationCount = sql<number>`(select count(*) from negotiations n where n.cbhpm_edition_id = cbhpm_editions.id)::int`;
const valuationNegotiationCount = sql<number>`(select count(*) from negotiations n where n.cbhpm_valuation_id = cbhpm_valuations.id)::int`;

export async function listEditions(q: Queryable) {
  const e = cbhpmEditions;
  return q
    .select({
      id: e.id,
      name: e.name,
      version: e.version,
      procedureCount: e.procedureCount,
      negotiationCount: editionNegotiationCount,
      createdAt: e.createdAt,
      createdByName: e.createdByName,
    })
    .from(e)
    .orderBy(desc(e.createdAt), asc(e.name), desc(e.version));
}

export async function listValuations(q: Queryable) {
  const v = cbhpmValuations;
  return q
    .select({
      id: v.id,
      name: v.name,
      version: v.version,
      reference: v.reference,
      portes: v.portes,
      ucoValue: v.ucoValue,
      filmValue: v.filmValue,
      negotiationCount: valuationNegotiationCount,
      createdAt: v.createdAt,
      createdByName: v.createdByName,
    })
    .from(v)
    .orderBy(desc(v.createdAt), asc(v.name), desc(v.version));
}

/**
 * The search of the procedures: a code-like text (digits, dots, dashes) finds codes that start
 * with its digits; anything else finds descriptions holding every word, accent- and
 * case-insensitively (description_search, trigram index).
 */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const p = cbhpmProcedures;
  if (/^[\d.\-\s]+$/.test(search)) return like(p.code, `${search.replace(/\D/g, '')}%`);
  return and(...search.split(/\s+/).map((word) => nameMatches(p.descriptionSearch, word)));
}

export async function listProcedures(q: Queryable, editionId: string, query: ProcedureQuery) {
  const p = cbhpmProcedures;
  const where = and(
    eq(p.editionId, editionId),
    query.codes ? inArray(p.code, query.codes) : undefined,
    searchCondition(query.search),
  );
  const items = await q
    .select({
      code: p.code,
      description: p.description,
      porte: p.porte,
      porteFraction: p.porteFraction,
      anestheticPorte: p.anestheticPorte,
      uco: p.uco,
      auxiliaries: p.auxiliaries,
      film: p.film,
      chapter: p.chapter,
    })
    .from(p)
    .where(where)
    .orderBy(asc(p.code))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await q.select({ n: count() }).from(p).where(where);
  return { items, total: total?.n ?? 0 };
}

export type CbhpmVersionKind = 'edition' | 'valuation';

const tableOf = { edition: cbhpmEditions, valuation: cbhpmValuations } as const;
const negotiationColumnOf = {
  edition: negotiations.cbhpmEditionId,
  valuation: negotiations.cbhpmValuationId,
} as const;

export async function versionExists(q: Queryable, kind: CbhpmVersionKind, id: string): Promise<boolean> {
  return (await q.$count(tableOf[kind], eq(tableOf[kind].id, id))) > 0;
}

export async function countNegotiations(q: Queryable, kind: CbhpmVersionKind, id: string): Promise<number> {
  return q.$count(negotiations, eq(negotiationColumnOf[kind], id));
}

/** Deletes a version (an edition's procedures go with it: ON DELETE CASCADE). */
export async function deleteVersion(q: Queryable, kind: CbhpmVersionKind, id: string): Promise<void> {
  await q.delete(tableOf[kind]).where(eq(tableOf[kind].id, id));
}
