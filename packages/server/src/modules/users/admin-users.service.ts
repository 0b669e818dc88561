import {
  messages,
  type addMembershipBodySchema,
  type adminUserBodySchema,
  type PageQuery,
  type UserDetail,
  msg,
} from '@honora/contract';
import { withActor } from '@honora/db';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import { actorOf } from '../../http/actor';
import { personColumns, toPersonProfile } from './person';
import * as repo from './users.repository';
import { isUniqueViolation } from '../registries';

const e = messages.screens.adminUsers.errors;

/** /admin/users: every live user, by name; the search looks at name and e-mail. */
export function listUsers(ctx: AppContext, page: PageQuery) {
  return repo.listUsers(ctx.db, {
    ...(page.search ? { search: page.search } : {}),
    limit: page.pageSize,
    offset: (page.page - 1) * page.pageSize,
  });
}

export async function getUser(ctx: AppContext, id: string): Promise<UserDetail> {
  const found = await repo.findUserWithAdmin(ctx.db, id);
  if (!found) throw new AppError('notFound', { message: msg(e, 'userNotFound') });
  const memberships = await repo.listUserMemberships(ctx.db, id);
  return {
    ...toPersonProfile(found.user),
    isDisabled: found.user.isDisabled,
    isAdmin: found.isAdmin,
    isSuperAdmin: found.isSuperAdmin,
    memberships: memberships.map((m) => ({ ...m, rules: { ...m.rules } as Record<string, boolean> })),
  };
}

/**
 * The user someone in the admin workspace is about to change. Admins (whose e-mail opens the
 * admin workspace) are changed only by super admins, as granting admin access is.
 */
async function targetUser(ctx: AppContext, auth: AuthSession, id: string) {
  const found = await repo.findUserWithAdmin(ctx.db, id);
  if (!found) throw new AppError('notFound', { message: msg(e, 'userNotFound') });
  if (found.isAdmin && !auth.isSuperAdmin) {
    throw new AppError('permissionDenied', { params: { module: 'admin', action: 'write' } });
  }
  return found;
}

/** Corrects a user's data; the e-mail stays unique whatever its case ('Já existe uma conta com este e-mail'). */
export async function updateUser(
  ctx: AppContext,
  auth: AuthSession,
  id: string,
  input: z.output<typeof adminUserBodySchema>,
): Promise<UserDetail> {
  await targetUser(ctx, auth, id);
  const columns = personColumns(input);
  if (await repo.findOtherUserByEmail(ctx.db, input.email, id)) {
    throw AppError.field('auth/email-already-exists', 'email');
  }
  try {
    await withActor(ctx.db, actorOf(auth), (tx) => repo.updateUser(tx, id, { ...columns, email: input.email }));
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.field('auth/email-already-exists', 'email');
    throw error;
  }
  return getUser(ctx, id);
}

/** Disabling ends every session of the user at once; sign-in answers auth/user-disabled until re-enabled. */
export async function setUserStatus(
  ctx: AppContext,
  auth: AuthSession,
  id: string,
  isDisabled: boolean,
): Promise<UserDetail> {
  if (id === auth.userId && isDisabled) throw AppError.field('inputError', 'isDisabled', msg(e, 'selfDisable'));
  await targetUser(ctx, auth, id);
  await withActor(ctx.db, actorOf(auth), async (tx) => {
    await repo.updateUser(tx, id, { isDisabled });
    if (isDisabled) await repo.deleteAllSessions(tx, id);
  });
  return getUser(ctx, id);
}

/**
 * Puts the user in a company (decision 003): CLIENT with profiles and user types, COMPANY with
 * profiles and company rules. A removed membership of the same company and workspace comes
 * back with the new values; an active one is refused.
 */
export async function addMembership(
  ctx: AppContext,
  auth: AuthSession,
  userId: string,
  input: z.output<typeof addMembershipBodySchema>,
): Promise<UserDetail> {
  if (!(await repo.findUserWithAdmin(ctx.db, userId)))
    throw new AppError('notFound', { message: msg(e, 'userNotFound') });
  if (!(await repo.findLiveCompany(ctx.db, input.companyId))) {
    throw AppError.field('inputError', 'companyId', msg(e, 'companyNotFound'));
  }
  const key = { companyId: input.companyId, userId, workspace: input.workspace };
  const existing = await repo.findMembershipRow(ctx.db, key);
  if (existing?.isActive && existing.deletedAt === null)
    throw AppError.field('inputError', 'companyId', msg(e, 'alreadyMember'));
  const values = {
    profiles: [...new Set(input.profiles)].sort(),
    userTypes: input.workspace === 'CLIENT' ? [...new Set(input.userTypes)] : [],
    rules:
      input.workspace === 'COMPANY' ? Object.fromEntries(Object.entries(input.rules).filter(([, isSet]) => isSet)) : {},
  };
  await withActor(ctx.db, actorOf(auth), (tx) =>
    existing ? repo.reactivateMembership(tx, existing.id, values) : repo.insertMembership(tx, { ...key, ...values }),
  );
  return getUser(ctx, userId);
}

/** Removes the user from a company: the membership stays, inactive (the user's sessions there end on their next request). */
export async function removeMembership(
  ctx: AppContext,
  auth: AuthSession,
  userId: string,
  membershipId: string,
): Promise<UserDetail> {
  const membership = await repo.findMembershipOfUser(ctx.db, userId, membershipId);
  if (!membership) throw new AppError('notFound', { message: msg(e, 'membershipNotFound') });
  if (membership.isActive) {
    await withActor(ctx.db, actorOf(auth), (tx) => repo.deactivateMembership(tx, membershipId));
  }
  return getUser(ctx, userId);
}
