import type { AxregType } from '@honora/contract';
import { companies, integrationCalls, integrationMappings, integrations, type Queryable, type Tx } from '@honora/db';
import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { CALL_RETENTION_DAYS, type MappingRow } from './integrations.repository';

/** The reads of the integration screens (decision 053): mappings of a page of records, the audit, the admin list. */

/** The company's live mappings of a type that hold any of the registry records. */
export async function mappingsOfRecords(
  tx: Tx,
  companyId: string,
  type: AxregType,
  axregIds: number[],
): Promise<MappingRow[]> {
  if (axregIds.length === 0) return [];
  return tx
    .select()
    .from(integrationMappings)
    .where(
      and(
        eq(integrationMappings.companyId, companyId),
        eq(integrationMappings.type, type),
        isNull(integrationMappings.deletedAt),
        inArray(integrationMappings.axregId, axregIds),
      ),
    );
}

export type CallRow = typeof integrationCalls.$inferSelect;

/** One page of the company's calls of the retention period, newest first (one more row than asked: is there more?). */
export async function callsPage(
  tx: Tx,
  companyId: string,
  page: { limit: number; offset: number },
): Promise<CallRow[]> {
  return tx
    .select()
    .from(integrationCalls)
    .where(
      and(
        eq(integrationCalls.companyId, companyId),
        gte(integrationCalls.createdAt, sql`now() - make_interval(days => ${CALL_RETENTION_DAYS})`),
      ),
    )
    .orderBy(desc(integrationCalls.createdAt), desc(integrationCalls.id))
    .limit(page.limit + 1)
    .offset(page.offset);
}

/** The admin list counts the calls of this many days. */
export const ADMIN_CALL_DAYS = 30;

/**
 * Every live company's live integration with the company's name and its calls of the last 30 days
 * (failed: no answer or status ≥ 400), counted in one grouped subquery. Runs as the database
 * owner: the admin workspace reads every company (decision 015). Never the secret nor the token.
 */
export async function adminIntegrationRows(q: Queryable) {
  const counts = q
    .select({
      integrationId: integrationCalls.integrationId,
      calls: sql<number>`count(*)::int`.as('calls'),
      failures:
        sql<number>`(count(*) filter (where ${integrationCalls.status} is null or ${integrationCalls.status} >= 400))::int`.as(
          'failures',
        ),
    })
    .from(integrationCalls)
    .where(gte(integrationCalls.createdAt, sql`now() - make_interval(days => ${ADMIN_CALL_DAYS})`))
    .groupBy(integrationCalls.integrationId)
    .as('counts');
  return q
    .select({
      id: integrations.id,
      companyId: integrations.companyId,
      provider: integrations.provider,
      baseUrl: integrations.baseUrl,
      active: integrations.active,
      syncActivatedAt: integrations.syncActivatedAt,
      lastSyncAt: integrations.lastSyncAt,
      lastSyncReport: integrations.lastSyncReport,
      companyName: companies.name,
      calls: sql<number>`coalesce(${counts.calls}, 0)::int`,
      failures: sql<number>`coalesce(${counts.failures}, 0)::int`,
    })
    .from(integrations)
    .innerJoin(companies, eq(companies.id, integrations.companyId))
    .leftJoin(counts, eq(counts.integrationId, integrations.id))
    .where(and(isNull(integrations.deletedAt), isNull(companies.deletedAt)))
    .orderBy(sql`lower(unaccent(${companies.name}))`, asc(integrations.provider), asc(integrations.id));
}
