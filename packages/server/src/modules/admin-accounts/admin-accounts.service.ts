import {
  messages,
  type AdminAccount,
  type adminAccountBodySchema,
  type grantAdminBodySchema,
  type PageQuery,
  msg,
} from '@honora/contract';
import { adminRuleNames, type AdminRule } from '@honora/domain';
import { withActor } from '@honora/db';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import { actorOf } from '../../http/actor';
import { findUserById } from '../auth';
import * as repo from './admin-accounts.repository';

const e = messages.screens.adminAccounts.errors;
type Row = NonNullable<Awaited<ReturnType<typeof repo.findAdminAccount>>>;
type Rules = z.output<typeof adminAccountBodySchema>['rules'];

function toAccount(row: Row): AdminAccount {
  const rules = Object.fromEntries(adminRuleNames.map((name) => [name, row.rules[name] === true])) as Record<
    AdminRule,
    boolean
  >;
  return { ...row, rules };
}

/** Only the rules that are set are stored, as the seed does ({adm: true}). */
const storedRules = (rules: Rules) => Object.fromEntries(Object.entries(rules).filter(([, isSet]) => isSet));

const denied = () => new AppError('permissionDenied', { params: { module: 'admin', action: 'write' } });

export async function listAdminAccounts(ctx: AppContext, page: PageQuery) {
  const { items, total } = await repo.listAdminAccounts(ctx.db, {
    ...(page.search ? { search: page.search } : {}),
    limit: page.pageSize,
    offset: (page.page - 1) * page.pageSize,
  });
  return { items: items.map(toAccount), total };
}

async function accountOf(ctx: AppContext, userId: string): Promise<AdminAccount> {
  const row = await repo.findAdminAccount(ctx.db, userId);
  if (!row) throw new AppError('notFound', { message: msg(e, 'adminNotFound') });
  return toAccount(row);
}

/** Super admins grant the admin workspace to an existing user (a revoked admin comes back). */
export async function grantAdmin(
  ctx: AppContext,
  auth: AuthSession,
  input: z.output<typeof grantAdminBodySchema>,
): Promise<AdminAccount> {
  if (!(await findUserById(ctx.db, input.userId))) throw AppError.field('inputError', 'userId', msg(e, 'userNotFound'));
  const record = await repo.findAdminRecordAnyState(ctx.db, input.userId);
  if (record && record.deletedAt === null) throw AppError.field('inputError', 'userId', msg(e, 'alreadyAdmin'));
  await withActor(ctx.db, actorOf(auth), (tx) =>
    repo.upsertAdminRecord(tx, input.userId, { rules: storedRules(input.rules), isSuperAdmin: input.isSuperAdmin }),
  );
  return accountOf(ctx, input.userId);
}

/**
 * Changes an admin's rules. Making or unmaking a super admin, and touching a super admin's
 * record, are for super admins only (platform.md §6 'Apenas para Super Admin'); nobody
 * removes their own super admin flag, so a platform is never left without one by mistake.
 */
export async function updateAdmin(
  ctx: AppContext,
  auth: AuthSession,
  userId: string,
  input: z.output<typeof adminAccountBodySchema>,
): Promise<AdminAccount> {
  const current = await accountOf(ctx, userId);
  if (!auth.isSuperAdmin && (current.isSuperAdmin || input.isSuperAdmin)) throw denied();
  if (userId === auth.userId && current.isSuperAdmin && !input.isSuperAdmin) {
    throw AppError.field('inputError', 'isSuperAdmin', msg(e, 'cannotDemoteSelf'));
  }
  await withActor(ctx.db, actorOf(auth), (tx) =>
    repo.updateAdminRecord(tx, userId, { rules: storedRules(input.rules), isSuperAdmin: input.isSuperAdmin }),
  );
  return accountOf(ctx, userId);
}

/** Revokes admin access (soft delete); the person keeps their account. A super admin cannot revoke themself. */
export async function revokeAdmin(ctx: AppContext, auth: AuthSession, userId: string): Promise<void> {
  if (userId === auth.userId) throw new AppError('inputError', { message: msg(e, 'cannotRevokeSelf') });
  await accountOf(ctx, userId);
  await withActor(ctx.db, actorOf(auth), (tx) => repo.softDeleteAdminRecord(tx, userId));
}
