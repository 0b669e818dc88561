import type { AxregType } from '@honora/contract';
import {
  companyMembers,
  healthInsurers,
  hospitals,
  integrationCalls,
  integrationMappings,
  integrations,
  surgeons,
  users,
  type Tx,
} from '@honora/db';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { RegistryCall } from './registry-client';

export type IntegrationRow = typeof integrations.$inferSelect;
export type MappingRow = typeof integrationMappings.$inferSelect;

/** The registry's audit keeps 90 days (decision 053): older rows go when a call is written. */
export const CALL_RETENTION_DAYS = 90;

export async function liveIntegration(tx: Tx, companyId: string): Promise<IntegrationRow | null> {
  const [row] = await tx
    .select()
    .from(integrations)
    .where(
      and(eq(integrations.companyId, companyId), eq(integrations.provider, 'AXREG'), isNull(integrations.deletedAt)),
    );
  return row ?? null;
}

export async function liveMappings(tx: Tx, companyId: string): Promise<MappingRow[]> {
  return tx
    .select()
    .from(integrationMappings)
    .where(and(eq(integrationMappings.companyId, companyId), isNull(integrationMappings.deletedAt)))
    .orderBy(integrationMappings.type, integrationMappings.axregId);
}

/** The live mapping of a type that holds the registry record or the product record, if any. */
export async function clashingMapping(
  tx: Tx,
  companyId: string,
  type: AxregType,
  key: { axregId: number; productId?: string },
): Promise<MappingRow | null> {
  const [row] = await tx
    .select()
    .from(integrationMappings)
    .where(
      and(
        eq(integrationMappings.companyId, companyId),
        eq(integrationMappings.type, type),
        isNull(integrationMappings.deletedAt),
        key.productId
          ? or(eq(integrationMappings.axregId, key.axregId), eq(integrationMappings.productId, key.productId))
          : eq(integrationMappings.axregId, key.axregId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Names of the company's live product records of a type, by id (only those found). */
export async function productNames(
  tx: Tx,
  companyId: string,
  type: AxregType,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await productRows(tx, companyId, type, ids);
  return new Map(rows.map((r) => [r.id, r.name]));
}

export interface ProductFacts {
  id: string;
  name: string;
  crm: string | null;
  crmState: string | null;
  cnpj: string | null;
  registerAns: string | null;
}

/** The company's live product records of a type (all of them, or those of `ids`), with what matching compares. */
export async function productRows(tx: Tx, companyId: string, type: AxregType, ids?: string[]): Promise<ProductFacts[]> {
  const none = { crm: null, crmState: null, cnpj: null, registerAns: null };
  switch (type) {
    case 'surgeon': {
      const rows = await tx
        .select({ id: surgeons.id, name: surgeons.name, crm: surgeons.crm, crmState: surgeons.crmState })
        .from(surgeons)
        .where(
          and(
            eq(surgeons.companyId, companyId),
            isNull(surgeons.deletedAt),
            ids ? inArray(surgeons.id, ids) : undefined,
          ),
        );
      return rows.map((r) => ({ ...none, ...r }));
    }
    case 'hospital': {
      const rows = await tx
        .select({ id: hospitals.id, name: hospitals.name, cnpj: hospitals.cnpj })
        .from(hospitals)
        .where(
          and(
            eq(hospitals.companyId, companyId),
            isNull(hospitals.deletedAt),
            ids ? inArray(hospitals.id, ids) : undefined,
          ),
        );
      return rows.map((r) => ({ ...none, ...r }));
    }
    case 'healthInsurance': {
      const rows = await tx
        .select({
          id: healthInsurers.id,
          name: healthInsurers.name,
          cnpj: healthInsurers.cnpj,
          registerAns: healthInsurers.registerAns,
        })
        .from(healthInsurers)
        .where(
          and(
            eq(healthInsurers.companyId, companyId),
            isNull(healthInsurers.deletedAt),
            ids ? inArray(healthInsurers.id, ids) : undefined,
          ),
        );
      return rows.map((r) => ({ ...none, ...r }));
    }
    case 'anesthetist': {
      const rows = await tx
        .select({ id: users.id, name: users.name, crm: users.crm, crmState: users.crmState })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(
          and(
            eq(companyMembers.companyId, companyId),
            eq(companyMembers.workspace, 'CLIENT'),
            isNull(companyMembers.deletedAt),
            sql`${companyMembers.userTypes} @> array['KAnesthetist']::text[]`,
            ids ? inArray(users.id, ids) : undefined,
          ),
        );
      return rows.map((r) => ({ ...none, ...r }));
    }
  }
}

/** Writes one outgoing call and drops the company's calls past the retention. */
export async function recordCall(
  tx: Tx,
  companyId: string,
  integrationId: string | null,
  /** The provider defaults to the registry's (AXREG); Conta Azul's calls say theirs. */
  call: RegistryCall & { provider?: string },
): Promise<void> {
  await tx.insert(integrationCalls).values({ companyId, integrationId, ...call });
  await tx
    .delete(integrationCalls)
    .where(
      and(
        eq(integrationCalls.companyId, companyId),
        lt(integrationCalls.createdAt, sql`now() - make_interval(days => ${CALL_RETENTION_DAYS})`),
      ),
    );
}
