import type { SessionView, Workspace, WorkspaceFlags } from '@honora/contract';
import type { Queryable } from '@honora/db';
import type { AppContext } from '../../context';
import type { AuthSession } from '../../http/auth-context';
import { sessionGrants } from '../access';
import { findCompanySummary } from '../companies';
import { companyMinVersion } from '../releases';
import * as repo from './auth.repository';
import { hashToken, newToken } from './tokens';

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

/** Refresh the sliding expiry at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 5 * 60_000;

export type Membership = Awaited<ReturnType<typeof repo.listMemberships>>[number];

export function flagsOf(memberships: readonly Membership[], isAdmin: boolean): WorkspaceFlags {
  return {
    cli: memberships.some((m) => m.workspace === 'CLIENT'),
    comp: memberships.some((m) => m.workspace === 'COMPANY'),
    adm: isAdmin,
  };
}

export async function workspaceFlags(q: Queryable, userId: string, isAdmin: boolean): Promise<WorkspaceFlags> {
  return flagsOf(await repo.listMemberships(q, userId), isAdmin);
}

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  sigla: string | null;
  isAdmin: boolean;
  isSuperAdmin: boolean;
}

/** Opens a session: answers the cookie token (only its hash is stored) and the session itself. */
export async function openSession(
  ctx: AppContext,
  user: SessionUser,
  place: { workspace: Workspace; companyId: string | null },
  client: ClientInfo,
): Promise<{ token: string; auth: AuthSession }> {
  const token = newToken();
  const auth: AuthSession = {
    id: hashToken(token),
    userId: user.id,
    userName: user.name,
    userEmail: user.email,
    userSigla: user.sigla,
    workspace: place.workspace,
    companyId: place.companyId,
    csrfToken: newToken(),
    isAdmin: user.isAdmin,
    isSuperAdmin: user.isSuperAdmin,
    lastSeenAt: new Date(),
  };
  await repo.insertSession(ctx.db, {
    id: auth.id,
    userId: user.id,
    workspace: auth.workspace,
    companyId: auth.companyId,
    csrfToken: auth.csrfToken,
    expiresAt: new Date(Date.now() + ctx.config.sessionTtlMs),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
  });
  return { token, auth };
}

/** The session behind a cookie token, or null (unknown, expired, or the user is gone or disabled). */
export function loadSession(ctx: AppContext, token: string): Promise<AuthSession | null> {
  return loadSessionById(ctx, hashToken(token));
}

/** The same, by the stored id (the token's hash) — used after a session changes place. */
export async function loadSessionById(ctx: AppContext, id: string): Promise<AuthSession | null> {
  const row = await repo.findLiveSession(ctx.db, id);
  if (!row || row.user.isDisabled) return null;
  const { session } = row;
  if (Date.now() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await repo.touchSession(ctx.db, id, new Date(Date.now() + ctx.config.sessionTtlMs));
  }
  return {
    id,
    userId: row.user.id,
    userName: row.user.name,
    userEmail: row.user.email,
    userSigla: row.user.sigla,
    workspace: session.workspace,
    companyId: session.companyId,
    csrfToken: session.csrfToken,
    isAdmin: row.isAdmin,
    isSuperAdmin: row.isSuperAdmin,
    lastSeenAt: session.lastSeenAt,
  };
}

/** The local auth state the web keeps (platform.md §3): user, company, matriz, super admin, workspace. */
export async function sessionView(ctx: AppContext, auth: AuthSession, flags?: WorkspaceFlags): Promise<SessionView> {
  const [company, workspaces, permissions, minVersion] = await Promise.all([
    auth.companyId ? findCompanySummary(ctx.db, auth.companyId) : undefined,
    flags ?? workspaceFlags(ctx.db, auth.userId, auth.isAdmin),
    sessionGrants(ctx, auth),
    auth.companyId ? companyMinVersion(ctx.db, auth.companyId) : 0,
  ]);
  return {
    user: { id: auth.userId, name: auth.userName, email: auth.userEmail, sigla: auth.userSigla },
    workspace: auth.workspace,
    workspaces,
    isSuperAdmin: auth.isSuperAdmin,
    company: company ?? null,
    matrizId: company ? (company.isMatriz ? company.id : company.matrizId) : null,
    permissions,
    csrfToken: auth.csrfToken,
    minVersion,
  };
}
