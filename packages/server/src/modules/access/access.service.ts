import { messages, msg, type CompanyPermissionsResponse } from '@honora/contract';
import {
  companyModules,
  effectiveGrants,
  matrizOnlyModules,
  permissionActions,
  profileCodes,
  profileNames,
  unknownConfigEntries,
  type PermissionConfig,
} from '@honora/domain';
import { companyWebConfigs, withTenant, type Queryable } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError, fieldError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { TenantScope } from '../../http/tenant';
import { findCompanyAccess } from './access.repository';

/** The permission model's names (modules, actions, profiles a–g), as the screens show them. */
export const permissionCatalog = {
  modules: companyModules.map((name) => ({ name, isMatrizOnly: matrizOnlyModules.includes(name) })),
  actions: [...permissionActions],
  profiles: profileCodes.map((code) => ({ code, name: profileNames[code] })),
};

/** module → actions the session may use in its company (everything in the admin workspace). */
export async function sessionGrants(ctx: AppContext, auth: AuthSession): Promise<Record<string, string[]>> {
  const subject = { workspace: auth.workspace, isSuperAdmin: auth.isSuperAdmin, isMatriz: false };
  if (auth.workspace === 'ADMIN' || !auth.companyId) {
    return effectiveGrants(null, { ...subject, profiles: [], userTypes: [], rules: {} });
  }
  const row = await findCompanyAccess(ctx.db, auth.userId, auth.companyId, auth.workspace);
  if (!row) return {};
  return effectiveGrants(
    row.permissions ?? null,
    {
      ...subject,
      isMatriz: row.isMatriz,
      profiles: row.profiles ?? [],
      userTypes: row.userTypes ?? [],
      rules: row.rules ?? {},
    },
    row.flags?.hidePricesFromResidents === true,
  );
}

async function readConfig(q: Queryable, companyId: string): Promise<PermissionConfig> {
  const [row] = await q
    .select({ permissions: companyWebConfigs.permissions })
    .from(companyWebConfigs)
    .where(eq(companyWebConfigs.companyId, companyId));
  return row?.permissions ?? {};
}

export async function getCompanyPermissions(
  ctx: AppContext,
  tenant: TenantScope,
  companyId: string,
): Promise<CompanyPermissionsResponse> {
  const permissions = await withTenant(ctx.db, tenant, (tx) => readConfig(tx, companyId));
  return { companyId, permissions, catalog: permissionCatalog };
}

/**
 * A configuration typed on a screen, checked and tidied: unknown module or action names are
 * refused with their path (under `permissions.`); each profile list is deduplicated and sorted.
 */
export function cleanPermissionConfig(
  permissions: Record<string, Record<string, ('a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g')[]>>,
): PermissionConfig {
  const problems = unknownConfigEntries(permissions);
  if (problems.length > 0) {
    throw new AppError('inputError', {
      fields: problems.map((p) => fieldError(`permissions.${p.path}`, msg(messages.validation, 'invalidId'))),
    });
  }
  return Object.fromEntries(
    Object.entries(permissions).map(([module, actions]) => [
      module,
      Object.fromEntries(Object.entries(actions).map(([action, profiles]) => [action, [...new Set(profiles)].sort()])),
    ]),
  ) as PermissionConfig;
}

/**
 * Company administrators change which profiles may do what (platform.md §6). Unknown module
 * or action names are refused with their path; the whole configuration is replaced at once.
 */
export async function updateCompanyPermissions(
  ctx: AppContext,
  tenant: TenantScope,
  companyId: string,
  permissions: Record<string, Record<string, ('a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g')[]>>,
): Promise<CompanyPermissionsResponse> {
  const clean = cleanPermissionConfig(permissions);
  await withTenant(ctx.db, tenant, (tx) =>
    tx
      .insert(companyWebConfigs)
      .values({ companyId, permissions: clean })
      .onConflictDoUpdate({ target: companyWebConfigs.companyId, set: { permissions: clean } }),
  );
  return getCompanyPermissions(ctx, tenant, companyId);
}
