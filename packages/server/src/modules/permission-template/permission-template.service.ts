import { permissionConfigSchema, type PermissionTemplate } from '@honora/contract';
import { defaultPermissionConfig, unknownConfigEntries, type PermissionConfig } from '@honora/domain';
import { withActor } from '@honora/db';
import type { AppContext } from '../../context';
import type { AuthSession } from '../../http/auth-context';
import { cleanPermissionConfig, permissionCatalog } from '../access';
import { actorOf } from '../../http/actor';
import { readSetting, writeSetting } from './platform-settings.repository';

/** platform_settings key of the permission template for new companies (decision 012). */
export const PERMISSION_TEMPLATE_KEY = 'defaultPermissions';

/** The saved template, or null when none was saved or what is stored is not a configuration. */
async function savedTemplate(ctx: AppContext): Promise<PermissionConfig | null> {
  const stored = await readSetting(ctx.db, PERMISSION_TEMPLATE_KEY);
  if (stored === undefined) return null;
  const parsed = permissionConfigSchema.safeParse(stored);
  if (!parsed.success || unknownConfigEntries(parsed.data).length > 0) {
    ctx.log.warn(
      { key: PERMISSION_TEMPLATE_KEY },
      'platform setting is not a permission configuration: using the default',
    );
    return null;
  }
  return parsed.data as PermissionConfig;
}

/**
 * The permission configuration a new company starts with (platform.md §6): the one a super
 * admin saved at /admin/accessProfiles, else the code's default. Every company creation reads
 * it here. Call it before opening the creation's transaction (PGlite has one connection).
 */
export async function permissionTemplate(ctx: AppContext): Promise<PermissionConfig> {
  return (await savedTemplate(ctx)) ?? defaultPermissionConfig();
}

export async function getPermissionTemplate(ctx: AppContext): Promise<PermissionTemplate> {
  const saved = await savedTemplate(ctx);
  const defaults = defaultPermissionConfig();
  return { permissions: saved ?? defaults, defaults, isDefault: saved === null, catalog: permissionCatalog };
}

/** Super admins replace the template; companies that exist keep their own configuration. */
export async function updatePermissionTemplate(
  ctx: AppContext,
  auth: AuthSession,
  permissions: Parameters<typeof cleanPermissionConfig>[0],
): Promise<PermissionTemplate> {
  const clean = cleanPermissionConfig(permissions);
  await withActor(ctx.db, actorOf(auth), (tx) => writeSetting(tx, PERMISSION_TEMPLATE_KEY, clean));
  return getPermissionTemplate(ctx);
}
