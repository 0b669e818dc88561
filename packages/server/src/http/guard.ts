import { messages, msg } from '@honora/contract';
import {
  canSeeValues,
  decidePermission,
  eventWritableCompanyIds,
  surgeonHiddenFromOthers,
  visibleCompanyIds,
  writableCompanyIds,
  type CompanyModule,
  type PermissionAction,
  type PermissionConfig,
  type PermissionSubject,
} from '@honora/domain';
import type { AppContext } from '../context';
import { AppError, type ErrorMessage } from '../errors';
import { findCompanyAccess } from '../modules/access/access.repository';
import type { AuthSession } from './auth-context';
import type { RouteAccess } from './bind-route';

/** What the guard established for a request; services use it (e.g. own records only). */
export interface RequestAccess {
  action: PermissionAction;
  ownerOnly: boolean;
  companyId: string | null;
  /** Companies whose data this request may see (row-level security scope for withTenant). */
  companyIds: readonly string[];
  /** Companies whose records this request may change (never a filial's matriz). */
  writableCompanyIds: readonly string[];
  /**
   * Companies whose events this request may manipulate: the writable ones narrowed by the
   * matriz's flags eventsByBranch / eventsByHeadquarters (platform.md §6).
   */
  eventWritableCompanyIds: readonly string[];
  profiles: readonly string[];
  userTypes: readonly string[];
  /** Money values may be answered (readValues, and never to residents when the company hides prices). */
  canSeeValues: boolean;
  /**
   * The surgeon (and the surgeon-side team) of events the user does not take part in is left
   * out of what is answered, and kept as stored on their writes (company flag surgeonVisibleToAll).
   */
  surgeonHidden: boolean;
  /**
   * Whether the user may also do another module + action in the selected company (e.g. an
   * event action that needs billing access): the same decision the guard makes for routes.
   */
  allows: (module: CompanyModule, action: PermissionAction) => boolean;
  /** The selected company's flags (platform.md §3), all false when absent. */
  companyFlags: Readonly<Record<string, boolean>>;
}

declare module 'fastify' {
  interface FastifyRequest {
    access: RequestAccess | null;
  }
}

const notLogged = (message?: ErrorMessage) => new AppError('notLogged', message ? { message } : {});

/**
 * The session validation of platform.md §5 on every protected request: the workspace must
 * be one the route permits (else notLogged); the workspace's user (and company) must exist
 * (else notLogged); then rules and the module + action check (else denied). The admin
 * workspace and super admins bypass rules and modules.
 */
export async function validateRequest(
  ctx: AppContext,
  auth: AuthSession | null,
  access: RouteAccess,
): Promise<RequestAccess> {
  if (!auth) throw notLogged();
  if (!access.workspaces.includes(auth.workspace)) throw notLogged();
  if (access.superAdminOnly && !auth.isSuperAdmin) throw denied(access);
  if (access.needsCompany && !auth.companyId) throw new AppError('companyRequired');
  if (auth.workspace === 'ADMIN' && !auth.isAdmin) throw notLogged();

  let config: PermissionConfig | null = null;
  let member = {
    profiles: [] as string[],
    userTypes: [] as string[],
    rules: {} as Record<string, boolean | undefined>,
  };
  let family:
    | (Parameters<typeof visibleCompanyIds>[0] & {
        flags: Record<string, boolean>;
        matrizFlags: Record<string, boolean> | null;
      })
    | null = null;
  if (auth.workspace !== 'ADMIN' && auth.companyId) {
    const row = await findCompanyAccess(ctx.db, auth.userId, auth.companyId, auth.workspace);
    if (!row) throw notLogged(msg(messages.errors, 'companyNotFound'));
    if (!row.membershipId && !auth.isSuperAdmin) throw notLogged(msg(messages.errors, 'companyNotFound'));
    config = row.permissions ?? null;
    member = { profiles: row.profiles ?? [], userTypes: row.userTypes ?? [], rules: row.rules ?? {} };
    family = { companyId: auth.companyId, ...row };
  }

  const subject: PermissionSubject = {
    workspace: auth.workspace,
    isSuperAdmin: auth.isSuperAdmin,
    isMatriz: family?.isMatriz ?? false,
    ...member,
  };
  const decision = decidePermission(config, subject, access.permission, access.rules);
  if (!decision.allowed) throw denied(access);
  const { module } = access.permission;
  const canManageFiliais = (['managerFiliais', 'manageFilias'] as const).some(
    (action) => decidePermission(config, subject, { module, action }).allowed,
  );
  return {
    action: decision.action,
    ownerOnly: decision.ownerOnly,
    companyId: auth.companyId,
    companyIds: family ? visibleCompanyIds(family, canManageFiliais) : [],
    writableCompanyIds: family ? writableCompanyIds(family, canManageFiliais) : [],
    eventWritableCompanyIds: family
      ? eventWritableCompanyIds(family, canManageFiliais, (family.isFilial ? family.matrizFlags : family.flags) ?? {})
      : [],
    profiles: member.profiles,
    userTypes: member.userTypes,
    canSeeValues: canSeeValues(config, subject, module, family?.flags?.hidePricesFromResidents === true),
    surgeonHidden: !auth.isSuperAdmin && surgeonHiddenFromOthers(member.userTypes, family?.flags ?? {}),
    allows: (otherModule, otherAction) =>
      decidePermission(config, subject, { module: otherModule, action: otherAction }).allowed,
    companyFlags: family?.flags ?? {},
  };
}

/** 403 'Acesso Negado' naming the module and action, as the web shows it (platform.md §6). */
function denied(access: RouteAccess): AppError {
  const { module, action } = access.permission;
  return new AppError('permissionDenied', { params: { module, action } });
}
