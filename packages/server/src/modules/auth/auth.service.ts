import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  changePasswordBodySchema,
  companyRegisterBodySchema,
  loginBodySchema,
  ongRegisterBodySchema,
  passwordResetConfirmBodySchema,
} from '@honora/contract';
import { companies, companyMembers, companyWebConfigs, users, withActor } from '@honora/db';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import { seedCompanyDefaults } from '../companies';
import { permissionTemplate } from '../permission-template';
import * as repo from './auth.repository';
import { actorOf, selfActor } from '../../http/actor';
import { hashPassword, verifyPassword } from './passwords';
import { workspaceFlags, type ClientInfo } from './session.service';
import { signIn } from './sign-in';
import { hashToken, newToken } from './tokens';
import * as throttle from './throttle.repository';
import { isUniqueViolation } from '../registries';

const RESET_TOKEN_TTL_MS = 60 * 60_000;

/**
 * E-mail + password sign-in (platform.md §5). Throttled by IP (every attempt) and by e-mail
 * (failures). Unknown e-mail and wrong password answer alike, so accounts cannot be probed.
 */
export async function login(ctx: AppContext, input: z.output<typeof loginBodySchema>, client: ClientInfo) {
  const limits = ctx.config.rateLimits;
  const emailKey = `login:email:${input.email}`;
  const [ipHits, emailFailures] = await Promise.all([
    throttle.hit(ctx.db, `login:ip:${client.ip}`, limits.windowMs),
    throttle.peek(ctx.db, emailKey, limits.windowMs),
  ]);
  if (ipHits > limits.loginPerIp || emailFailures >= limits.loginFailuresPerEmail) {
    throw new AppError('auth/too-many-requests');
  }
  const found = await repo.findLoginUser(ctx.db, input.email);
  if (!(await verifyPassword(found?.user.passwordHash, input.password)) || !found) {
    await throttle.hit(ctx.db, emailKey, limits.windowMs);
    throw AppError.field('auth/wrong-password', 'password');
  }
  if (found.user.isDisabled) throw new AppError('auth/user-disabled');
  if (emailFailures > 0) await throttle.clear(ctx.db, emailKey);
  return signIn(ctx, found, input.workspace, client);
}

export async function logout(ctx: AppContext, auth: AuthSession | null): Promise<void> {
  if (auth) await repo.deleteSession(ctx.db, auth.id);
}

/** Changing the password ends the user's other sessions and any pending reset link. */
export async function changePassword(
  ctx: AppContext,
  auth: AuthSession,
  input: z.output<typeof changePasswordBodySchema>,
): Promise<void> {
  const user = await repo.findUserById(ctx.db, auth.userId);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw AppError.field('auth/wrong-current-password', 'currentPassword');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await withActor(ctx.db, actorOf(auth), async (tx) => {
    await repo.updatePasswordHash(tx, auth.userId, passwordHash);
    await repo.deleteUserSessions(tx, auth.userId, auth.id);
    await repo.invalidateResetTokens(tx, auth.userId);
  });
}

/** Sends a single-use reset link when the e-mail belongs to an active user; answers alike either way. */
export async function requestPasswordReset(ctx: AppContext, email: string, client: ClientInfo): Promise<void> {
  const { windowMs, resetPerKey } = ctx.config.rateLimits;
  const [byIp, byEmail] = [
    await throttle.hit(ctx.db, `reset:ip:${client.ip}`, windowMs),
    await throttle.hit(ctx.db, `reset:email:${email}`, windowMs),
  ];
  if (byIp > resetPerKey * 4 || byEmail > resetPerKey) throw new AppError('auth/too-many-requests');
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user || user.isDisabled) return;
  const token = newToken();
  await repo.insertResetToken(ctx.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const link = `${ctx.config.appUrl}/ResetPassword?token=${encodeURIComponent(token)}`;
  await ctx.messenger.send({
    channel: 'email',
    to: user.email,
    subject: 'Honora — redefinição de senha',
    body:
      `Olá, ${user.name}.\n\nPara criar uma nova senha no Honora, abra o link abaixo (válido por 1 hora, uma única vez):\n\n` +
      `${link}\n\nSe você não pediu a redefinição, ignore este e-mail; sua senha continua a mesma.`,
  });
}

/** Sets the new password from a reset link; the link is spent and every session ends. */
export async function confirmPasswordReset(
  ctx: AppContext,
  input: z.output<typeof passwordResetConfirmBodySchema>,
): Promise<void> {
  const tokenHash = hashToken(input.token);
  const userId = await repo.findLiveResetTokenUser(ctx.db, tokenHash);
  const user = userId ? await repo.findUserById(ctx.db, userId) : undefined;
  if (!user) throw AppError.field('invalidToken', 'token');
  const passwordHash = await hashPassword(input.password);
  await withActor(ctx.db, selfActor(user), async (tx) => {
    // The conditional update spends the link once, even under concurrent confirmations.
    if ((await repo.consumeResetToken(tx, tokenHash)) !== user.id) throw AppError.field('invalidToken', 'token');
    await repo.updatePasswordHash(tx, user.id, passwordHash);
    await repo.deleteUserSessions(tx, user.id);
    await repo.invalidateResetTokens(tx, user.id);
  });
}

type RegisterInput =
  | ({ kind: 'COMPANY' } & z.output<typeof companyRegisterBodySchema>)
  | ({ kind: 'ONG' } & z.output<typeof ongRegisterBodySchema>);

/**
 * companyRegister / ongRegister (platform.md §7): the company or organization with its starting
 * types of payment, its first user as administrator (profile a) on the CLIENT workspace and
 * with rule adm on COMPANY.
 * Answers the e-mail to sign in with (the spec's fakeMail).
 */
export async function register(ctx: AppContext, input: RegisterInput): Promise<{ fakeMail: string }> {
  if (await repo.findUserByEmail(ctx.db, input.email)) throw AppError.field('auth/email-already-exists', 'email');
  const passwordHash = await hashPassword(input.password);
  const userId = randomUUID();
  const companyName = input.kind === 'COMPANY' ? input.companyName : input.ongName;
  const permissions = await permissionTemplate(ctx);
  try {
    await withActor(ctx.db, selfActor({ id: userId, name: input.name }), async (tx) => {
      await tx.insert(users).values({ id: userId, email: input.email, name: input.name, passwordHash });
      const [company] = await tx.insert(companies).values({ name: companyName, kind: input.kind }).returning();
      await tx.insert(companyWebConfigs).values({ companyId: company!.id, permissions });
      await seedCompanyDefaults(tx, { id: company!.id, isFilial: false });
      await tx.insert(companyMembers).values([
        { companyId: company!.id, userId, workspace: 'CLIENT', profiles: ['a'], userTypes: ['KUser'] },
        { companyId: company!.id, userId, workspace: 'COMPANY', profiles: ['a'], rules: { adm: true } },
      ]);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.field('auth/email-already-exists', 'email');
    throw error;
  }
  return { fakeMail: input.email };
}

/** auth-checkWorkspace: the workspace flags of a user; others' only for admins. */
export async function checkWorkspace(ctx: AppContext, auth: AuthSession, id: string) {
  if (id !== auth.userId && !auth.isAdmin) throw new AppError('permissionDenied');
  const user = await repo.findUserById(ctx.db, id);
  if (!user) return { errorCode: 'auth/user-not-found', data: { type: { cli: false, adm: false, comp: false } } };
  const admin = await repo.findAdminRecord(ctx.db, id);
  return { errorCode: null, data: { type: await workspaceFlags(ctx.db, id, Boolean(admin)) } };
}
