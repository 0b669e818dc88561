import type { Workspace, WorkspaceFlags } from '@honora/contract';
import { messages, msg } from '@honora/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import * as repo from './auth.repository';
import { flagsOf, openSession, type ClientInfo, type Membership } from './session.service';

export type LoginWorkspace = 'CLIENT' | 'COMPANY';

/** Where a fresh session starts: admins enter the admin workspace through the client login. */
export function initialPlace(
  memberships: readonly Membership[],
  requested: LoginWorkspace,
  flags: WorkspaceFlags,
): { workspace: Workspace; companyId: string | null } {
  if (requested === 'COMPANY') {
    if (!flags.comp) throw new AppError('permissionDenied', { message: msg(messages.errors, 'accessDenied') });
  } else if (flags.adm) {
    return { workspace: 'ADMIN', companyId: null };
  }
  const mine = memberships.filter((m) => m.workspace === requested);
  return { workspace: requested, companyId: mine.length === 1 ? mine[0]!.companyId : null };
}

/**
 * Opens the session of a user whose identity was already proven (password, social provider
 * or SMS code): the same workspace rules and session for every way of signing in.
 */
export async function signIn(ctx: AppContext, found: repo.LoginUser, workspace: LoginWorkspace, client: ClientInfo) {
  const { user, isAdmin, isSuperAdmin } = found;
  if (user.isDisabled) throw new AppError('auth/user-disabled');
  const memberships = await repo.listMemberships(ctx.db, user.id);
  const flags = flagsOf(memberships, isAdmin);
  const place = initialPlace(memberships, workspace, flags);
  const opened = await openSession(ctx, { ...user, isAdmin, isSuperAdmin }, place, client);
  return { ...opened, flags };
}
