import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { loadSession } from '../modules/auth/session.service';

export const SESSION_COOKIE = 'honora_sid';
export const CSRF_HEADER = 'x-csrf-token';
const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Loads the session of every /api request from its cookie, and requires the session's CSRF
 * token on every mutation made with a session (the cookie is also SameSite=Lax and bodies
 * must be JSON, which a cross-site form cannot send).
 */
export function registerSessionHooks(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('access', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/graphql')) return;
    const token = request.cookies[SESSION_COOKIE];
    request.auth = token ? await loadSession(ctx, token) : null;
    if (request.auth && MUTATIONS.has(request.method) && request.headers[CSRF_HEADER] !== request.auth.csrfToken) {
      throw new AppError('csrfError');
    }
  });
}
