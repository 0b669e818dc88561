import { messages, msg, type Workspace } from '@honora/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import { findCompanySummary } from '../companies';
import * as authRepo from './auth.repository';
import { workspaceFlags } from './session.service';

/**
 * Where a session is: its workspace and selected company (platform.md §1). Moves of the session,
 * so they live with the sessions; the companies module only answers what a company is.
 */

/**
 * Company selection: members pick their companies; a super admin picks any company, and
 * from the admin workspace that means entering it (the session moves to CLIENT).
 * A company the user may not see answers 404, like one that does not exist.
 */
export async function selectCompany(ctx: AppContext, auth: AuthSession, companyId: string): Promise<void> {
  const company = await findCompanySummary(ctx.db, companyId);
  if (!company) throw new AppError('notFound', { message: msg(messages.errors, 'companyNotFound') });
  if (auth.workspace === 'ADMIN') {
    if (!auth.isSuperAdmin) throw new AppError('permissionDenied');
    await authRepo.updateSessionPlace(ctx.db, auth.id, { workspace: 'CLIENT', companyId });
    return;
  }
  if (!auth.isSuperAdmin && !(await authRepo.hasMembership(ctx.db, auth.userId, companyId, auth.workspace))) {
    throw new AppError('notFound', { message: msg(messages.errors, 'companyNotFound') });
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
