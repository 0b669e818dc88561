import { authRoutes } from '@honora/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { RouteAccess, RouteBinder } from '../../http/bind-route';
import { SESSION_COOKIE } from '../../http/session-hooks';
import { catalogTexts } from '../language';
import * as auth from './auth.service';
import { setSessionCookie } from './session-cookie';
import * as place from './session-place.service';
import { loadSessionById, sessionView, type ClientInfo } from './session.service';

const allWorkspaces = ['CLIENT', 'COMPANY', 'ADMIN'] as const;
const ownAccount = (action: 'read' | 'write'): RouteAccess => ({
  workspaces: allWorkspaces,
  permission: { module: 'account', action },
});

export function registerAuthRoutes(routes: RouteBinder, ctx: AppContext): void {
  const clientInfo = (request: FastifyRequest): ClientInfo => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  const setCookie = (reply: FastifyReply, token: string) => setSessionCookie(reply, ctx.config, token);
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, { path: '/' });
  /** The session view as stored now (after login, or a change of workspace or company). */
  const viewOf = async (id: string) => {
    const session = await loadSessionById(ctx, id);
    return { session: session ? await sessionView(ctx, session) : null };
  };

  routes.public(authRoutes.session, async ({ auth: session, reply }) => {
    if (!session) clearCookie(reply);
    // The edited catalog texts come with the bootstrap, so the web shows them from its first screen (decision 062).
    return { session: session ? await sessionView(ctx, session) : null, texts: catalogTexts() };
  });

  routes.public(authRoutes.login, async ({ body, request, reply, auth: previous }) => {
    const opened = await auth.login(ctx, body, clientInfo(request));
    if (previous) await auth.logout(ctx, previous);
    setCookie(reply, opened.token);
    return { session: await sessionView(ctx, opened.auth, opened.flags) };
  });

  routes.public(authRoutes.logout, async ({ auth: session, reply }) => {
    await auth.logout(ctx, session);
    clearCookie(reply);
    return { ok: true as const };
  });

  routes.protected(authRoutes.changePassword, ownAccount('write'), async ({ auth: session, body }) => {
    await auth.changePassword(ctx, session, body);
    return { ok: true as const };
  });

  routes.public(authRoutes.requestPasswordReset, async ({ body, request }) => {
    await auth.requestPasswordReset(ctx, body.email, clientInfo(request));
    return { ok: true as const };
  });

  routes.public(authRoutes.confirmPasswordReset, async ({ body }) => {
    await auth.confirmPasswordReset(ctx, body);
    return { ok: true as const };
  });

  routes.public(authRoutes.companyRegister, ({ body }) => auth.register(ctx, { kind: 'COMPANY', ...body }));
  routes.public(authRoutes.ongRegister, ({ body }) => auth.register(ctx, { kind: 'ONG', ...body }));

  routes.protected(authRoutes.checkWorkspace, ownAccount('read'), ({ auth: session, body }) =>
    auth.checkWorkspace(ctx, session, body.id),
  );

  routes.protected(authRoutes.selectCompany, ownAccount('write'), async ({ auth: session, body }) => {
    await place.selectCompany(ctx, session, body.companyId);
    return viewOf(session.id);
  });

  routes.protected(authRoutes.switchWorkspace, ownAccount('write'), async ({ auth: session, body }) => {
    await place.switchWorkspace(ctx, session, body.workspace);
    return viewOf(session.id);
  });
}
