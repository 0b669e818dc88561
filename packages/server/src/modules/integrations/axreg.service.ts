import {
  messages,
  msg,
  type AxregIntegration,
  type AxregMapping,
  type AxregSyncReport,
  type AxregType,
  type RouteBody,
  type axregRoutes,
} from '@honora/contract';
import type { CompanyModule } from '@honora/domain';
import { integrationMappings, integrations, withTenant, type Tx } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { isUniqueViolation, lockCompanyRule } from '../registries';
import {
  clashingMapping,
  liveIntegration,
  liveMappings,
  productNames,
  type IntegrationRow,
  type MappingRow,
} from './integrations.repository';
import { integrationKey, sealSecret } from './secret-box';

/**
 * The mapping of product records to the external registry's and the registry settings
 * (platform.md §3 mapping, §7 /axreg calls; decision 053). Module `integrations`: list/read to
 * see, write to change. A companyId that is not the session's answers 404, as any record of
 * another company does.
 */
export const INTEGRATIONS_MODULE: CompanyModule = 'integrations';
const e = messages.screens.integrations.errors;
const LOCK = 'axreg-mappings';

export const scopeOf = (auth: AuthSession, access: RequestAccess) => ({
  companyId: auth.companyId as string,
  tenant: tenantOf(auth, access),
});

/** The company named in the path or body must be the session's. */
export function sessionCompany(auth: AuthSession, access: RequestAccess, companyId: string | undefined) {
  const scope = scopeOf(auth, access);
  if (companyId !== undefined && companyId !== scope.companyId) throw new AppError('notFound');
  return scope;
}

function mappingAnswer(row: MappingRow, name: string | null): AxregMapping {
  return {
    id: row.id,
    type: row.type as AxregType,
    productId: row.productId,
    productName: name,
    axregId: row.axregId,
    companyId: row.companyId,
    userId: row.userId,
    visible: row.visible,
    createdAt: row.createdAt.toISOString(),
  };
}

async function answerOf(tx: Tx, row: MappingRow): Promise<AxregMapping> {
  const names = await productNames(tx, row.companyId, row.type as AxregType, [row.productId]);
  return mappingAnswer(row, names.get(row.productId) ?? null);
}

export function integrationAnswer(row: IntegrationRow): AxregIntegration {
  return {
    id: row.id,
    companyId: row.companyId,
    provider: 'AXREG',
    baseUrl: row.baseUrl,
    clientId: row.clientId,
    hasSecret: row.secretEncrypted !== '',
    active: row.active,
    institutionId: row.institutionId,
    institutionName: row.institutionName,
    syncActivatedAt: row.syncActivatedAt?.toISOString() ?? null,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    lastSyncReport: (row.lastSyncReport as AxregSyncReport | null) ?? null,
  };
}

/** GET /axreg/tofrom/{companyId}. */
export async function listMappings(ctx: AppContext, auth: AuthSession, access: RequestAccess, companyId: string) {
  const { tenant } = sessionCompany(auth, access, companyId);
  return withTenant(ctx.db, tenant, async (tx) => {
    const rows = await liveMappings(tx, companyId);
    const names = new Map<string, string>();
    for (const type of new Set(rows.map((r) => r.type as AxregType))) {
      const ids = rows.filter((r) => r.type === type).map((r) => r.productId);
      for (const [id, name] of await productNames(tx, companyId, type, ids)) names.set(`${type}:${id}`, name);
    }
    return { items: rows.map((r) => mappingAnswer(r, names.get(`${r.type}:${r.productId}`) ?? null)) };
  });
}

/** A duplicate mapping: 409 naming the record already mapped. */
async function duplicateError(tx: Tx, clash: MappingRow, axregId: number): Promise<AppError> {
  const name =
    (await productNames(tx, clash.companyId, clash.type as AxregType, [clash.productId])).get(clash.productId) ?? '—';
  return clash.axregId === axregId
    ? new AppError('statusError', { message: msg(e, 'duplicateAxreg', { axregId, name }) })
    : new AppError('statusError', { message: msg(e, 'duplicateProduct', { axregId: clash.axregId, name }) });
}

/** Maps one product record inside a transaction (also used by consume_single). */
export async function insertMapping(
  tx: Tx,
  input: { companyId: string; type: AxregType; productId: string; axregId: number; userId: string },
): Promise<MappingRow> {
  await lockCompanyRule(tx, LOCK, input.companyId);
  const found = await productNames(tx, input.companyId, input.type, [input.productId]);
  if (!found.has(input.productId)) throw new AppError('notFound', { message: msg(e, 'productNotFound') });
  const clash = await clashingMapping(tx, input.companyId, input.type, input);
  if (clash) throw await duplicateError(tx, clash, input.axregId);
  const [row] = await tx.insert(integrationMappings).values(input).returning();
  return row!;
}

/** POST /axreg/tofrom. */
export async function mapRecord(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: RouteBody<typeof axregRoutes.map> & { axregId: number },
) {
  const { tenant, companyId } = sessionCompany(auth, access, body.companyId);
  const input = { companyId, type: body.type, productId: body.productId, axregId: body.axregId, userId: auth.userId };
  try {
    return await withTenant(ctx.db, tenant, async (tx) => answerOf(tx, await insertMapping(tx, input)));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError('statusError', { message: msg(e, 'duplicateAxreg', { axregId: body.axregId, name: '—' }) });
  }
}

async function lockedMapping(tx: Tx, companyId: string, type: AxregType, axregId: number): Promise<MappingRow> {
  await lockCompanyRule(tx, LOCK, companyId);
  const row = await clashingMapping(tx, companyId, type, { axregId });
  if (!row) throw new AppError('notFound', { message: msg(e, 'mappingNotFound') });
  return row;
}

/** DELETE /axreg/tofrom: a soft delete, kept in the change history. */
export async function unmapRecord(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: { type: AxregType; axregId: number; companyId: string },
) {
  const { tenant, companyId } = sessionCompany(auth, access, body.companyId);
  return withTenant(ctx.db, tenant, async (tx) => {
    const row = await lockedMapping(tx, companyId, body.type, body.axregId);
    const [gone] = await tx
      .update(integrationMappings)
      .set({ deletedAt: new Date(), deletedBy: auth.userId })
      .where(eq(integrationMappings.id, row.id))
      .returning();
    return answerOf(tx, gone!);
  });
}

/** POST /axreg/update_tofrom_visibility. */
export async function setVisibility(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: { type: AxregType; axregId: number; companyId: string; visible: boolean },
) {
  const { tenant, companyId } = sessionCompany(auth, access, body.companyId);
  return withTenant(ctx.db, tenant, async (tx) => {
    const row = await lockedMapping(tx, companyId, body.type, body.axregId);
    const [saved] = await tx
      .update(integrationMappings)
      .set({ visible: body.visible })
      .where(eq(integrationMappings.id, row.id))
      .returning();
    return answerOf(tx, saved!);
  });
}

/** GET /axreg/integration and /axreg/integration/{companyId or id}. */
export async function getIntegration(ctx: AppContext, auth: AuthSession, access: RequestAccess, id?: string) {
  const { tenant, companyId } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    const row = await liveIntegration(tx, companyId);
    if (id !== undefined && id !== companyId && id !== row?.id) throw new AppError('notFound');
    return { integration: row ? integrationAnswer(row) : null };
  });
}

/** POST /axreg/integration: creates or updates the settings; a new secret is sealed, the token cache dropped. */
export async function saveIntegration(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: RouteBody<typeof axregRoutes.saveIntegration>,
) {
  const { tenant, companyId } = sessionCompany(auth, access, body.companyId);
  const secret = body.secret?.trim() ? sealSecret(integrationKey(ctx.config), body.secret.trim()) : null;
  return withTenant(ctx.db, tenant, async (tx) => {
    await lockCompanyRule(tx, 'axreg-integration', companyId);
    const current = await liveIntegration(tx, companyId);
    const columns = {
      baseUrl: body.baseUrl.trim(),
      clientId: body.clientId,
      ...(body.active === undefined ? {} : { active: body.active }),
    };
    if (!current) {
      if (!secret) throw AppError.field('inputError', 'secret', msg(e, 'secretRequired'));
      const [row] = await tx
        .insert(integrations)
        .values({ companyId, provider: 'AXREG', ...columns, secretEncrypted: secret })
        .returning();
      return integrationAnswer(row!);
    }
    const [row] = await tx
      .update(integrations)
      .set({ ...columns, ...(secret ? { secretEncrypted: secret } : {}), tokenEncrypted: null, tokenExpiresAt: null })
      .where(eq(integrations.id, current.id))
      .returning();
    return integrationAnswer(row!);
  });
}
