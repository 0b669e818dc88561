import type { CompaniesDataResponse, companiesDataBodySchema, CompanyWebConfigView } from '@honora/contract';
import { isSamePermissionConfig } from '@honora/domain';
import { companyWebConfigs, withTenant } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { AuthSession } from '../../http/auth-context';
import type { TenantScope } from '../../http/tenant';
import { actorOf } from '../../http/actor';
import { getCompanyData, updateCompanyData } from '../companies';
import { permissionTemplate } from '../permission-template';

/**
 * /admin/companiesData: a super admin works on one company at a time, so row-level security
 * is scoped to that company, and the company-data service of PUT /api/company is reused.
 */
const scopeOf = (auth: AuthSession, companyId: string): TenantScope => ({
  actor: actorOf(auth),
  companyIds: [companyId],
});

async function readWebConfig(ctx: AppContext, tenant: TenantScope, companyId: string): Promise<CompanyWebConfigView> {
  const template = await permissionTemplate(ctx);
  const [row] = await withTenant(ctx.db, tenant, (tx) =>
    tx
      .select({ permissions: companyWebConfigs.permissions, minVersion: companyWebConfigs.minVersion })
      .from(companyWebConfigs)
      .where(eq(companyWebConfigs.companyId, companyId)),
  );
  return {
    minVersion: row?.minVersion ?? 0,
    hasDefaultPermissions: row ? isSamePermissionConfig(row.permissions, template) : false,
  };
}

/** The company's data (404 when it does not exist or is deleted) and its web configuration. */
export async function getCompaniesData(
  ctx: AppContext,
  auth: AuthSession,
  companyId: string,
): Promise<CompaniesDataResponse> {
  const tenant = scopeOf(auth, companyId);
  const company = await getCompanyData(ctx, tenant, companyId);
  return { company, webConfig: await readWebConfig(ctx, tenant, companyId) };
}

/** The fields of PUT /api/company for the company in the path (its 'id inválido' rule lets super admins through). */
export async function updateCompaniesData(
  ctx: AppContext,
  auth: AuthSession,
  companyId: string,
  body: z.output<typeof companiesDataBodySchema>,
): Promise<CompaniesDataResponse> {
  await updateCompanyData(ctx, auth, scopeOf(auth, companyId), { ...body, id: companyId });
  return getCompaniesData(ctx, auth, companyId);
}

/** Writes the web configuration of a live company, creating it from the template if it is missing. */
async function writeWebConfig(
  ctx: AppContext,
  auth: AuthSession,
  companyId: string,
  change: { minVersion: number } | { resetPermissions: true },
): Promise<CompaniesDataResponse> {
  const tenant = scopeOf(auth, companyId);
  await getCompanyData(ctx, tenant, companyId);
  const template = await permissionTemplate(ctx);
  const set = 'minVersion' in change ? { minVersion: change.minVersion } : { permissions: template };
  await withTenant(ctx.db, tenant, (tx) =>
    tx
      .insert(companyWebConfigs)
      .values({ companyId, permissions: template, ...set })
      .onConflictDoUpdate({ target: companyWebConfigs.companyId, set }),
  );
  return getCompaniesData(ctx, auth, companyId);
}

/** minVersion: the app clears service workers when it is at least the build number (platform.md §9). */
export function updateMinVersion(ctx: AppContext, auth: AuthSession, companyId: string, minVersion: number) {
  return writeWebConfig(ctx, auth, companyId, { minVersion });
}

/** The access profiles back to the platform's defaults: the template a new company gets. */
export function resetPermissions(ctx: AppContext, auth: AuthSession, companyId: string) {
  return writeWebConfig(ctx, auth, companyId, { resetPermissions: true });
}
