import type { PageQuery, Workspace } from '@honora/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import * as authRepo from '../auth/auth.repository';
import { workspaceFlags } from '../auth/session.service';
import { findCompanySummary, listSelectableCompanies } from './companies.repository';

/** Companies the session may choose: every company for super admins, otherwise the user's own in the workspace. */
export function listSelectable(ctx: AppContext, auth: AuthSession, page: PageQuery) {
  const scope = auth.isSuperAdmin
    ? ({ kind: 'all' } as const)
    : auth.workspace === 'ADMIN'
      ? undefined
      : ({ kind: 'member', userId: auth.userId, workspace: auth.workspace } as const);
  if (!scope) throw new AppError('permissionDenied');
  return listSelectableCompanies(ctx.db, scope, {
    ...(page.search ? { search: page.search } : {}),
    limit: page.pageSize,
    offset: (page.page - 1) * page.pageSize,
  });
}

/**
 * Company selection: members pick their companies; a super admin picks any company, and
 * from the admin workspace that means entering it (the session moves to CLIENT).
 * A company the user may not see answers 404, like one that does not exist.
 */
export async function selectCompany(ctx: AppContext, auth: AuthSession, companyId: string): Promise<void> {
  const company = await findCompanySummary(ctx.db, companyId);
  if (!company) throw new AppError('notFound', { message: 'Nenhuma empresa encontrada' });
  if (auth.workspace === 'ADMIN') {
    if (!auth.isSuperAdmin) throw new AppError('permissionDenied');
    await authRepo.updateSessionPlace(ctx.db, auth.id, { workspace: 'CLIENT', companyId });
    return;
  }
  if (!auth.isSuperAdmin && !(await authRepo.hasMembership(ctx.db, auth.userId, companyId, auth.workspace))) {
    throw new AppError('notFound', { message: 'Nenhuma empresa encontrada' });
  }
  await authRepo.updateSessionPlace(ctx.db, auth.id, { workspace: auth.workspace, companyId });
}

/** Moves the session to another workspace the user has; the company is chosen again there. */
export async function switchWorkspace(ctx: AppContext, auth: AuthSession, workspace: Workspace): Promise<void> {
  const flags = await workspaceFlags(ctx.db, auth.userId, auth.isAdmin);
  const allowed =
    workspace === 'ADMIN' ? flags.adm : workspace === 'COMPANY' ? flags.comp : flags.cli || auth.isSuperAdmin;
  if (!allowed) throw new AppError('permissionDenied');
  await authRepo.updateSessionPlace(ctx.db, auth.id, { workspace, companyId: null });
}
