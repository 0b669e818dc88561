import type { AppContext } from '../context';
import type { AuthSession } from '../http/auth-context';
import type { RouteAccess } from '../http/bind-route';
import { validateRequest, type RequestAccess } from '../http/guard';

/**
 * What every resolver receives: the app, the session of the request (HTTP cookie, or the
 * WebSocket's upgrade cookie reloaded at each operation) and the guard's decisions, made once
 * per operation and kind of access.
 */
export interface GraphqlContext {
  app: AppContext;
  auth: AuthSession | null;
  decisions: Map<AccessKind, Promise<RequestAccess>>;
  /** Aborts when the client goes away (HTTP request or WebSocket): ends subscriptions. */
  signal: AbortSignal;
}

/**
 * read: queries (billing read; billing readOwn sees only the transactions of the user's own
 * events). watch: the subscription (billing read, company-wide feed). write: mutations.
 */
export type AccessKind = 'read' | 'watch' | 'write';

const ACCESS: Record<AccessKind, RouteAccess> = {
  read: {
    workspaces: ['CLIENT', 'COMPANY'],
    needsCompany: true,
    permission: { module: 'billing', action: 'read', fallback: { action: 'readOwn', ownerOnly: true } },
    hasValues: true,
  },
  watch: {
    workspaces: ['CLIENT', 'COMPANY'],
    needsCompany: true,
    permission: { module: 'billing', action: 'read' },
    hasValues: true,
  },
  write: {
    workspaces: ['CLIENT', 'COMPANY'],
    needsCompany: true,
    permission: { module: 'billing', action: 'write' },
    hasValues: true,
  },
};

export function graphqlContext(app: AppContext, auth: AuthSession | null, signal?: AbortSignal): GraphqlContext {
  return { app, auth, decisions: new Map(), signal: signal ?? new AbortController().signal };
}

/**
 * The REST guard (session, workspace, selected company, module + action) for a resolver:
 * notLogged / companyRequired / permissionDenied as AppErrors, which the error mask turns into
 * GraphQL errors with extensions.code. Must run before any transaction is opened (it reads
 * ctx.db, and PGlite has one connection).
 */
export async function guard(
  context: GraphqlContext,
  kind: AccessKind,
): Promise<{ auth: AuthSession; access: RequestAccess }> {
  let decision = context.decisions.get(kind);
  if (!decision) {
    decision = validateRequest(context.app, context.auth, ACCESS[kind]);
    context.decisions.set(kind, decision);
  }
  const access = await decision;
  return { auth: context.auth as AuthSession, access };
}
