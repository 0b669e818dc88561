import { authRoutes, TOAST_MS } from '@honora/contract';
import { decideRoute, type RouteDecision } from '@honora/domain';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { call } from '../shared/api/api-client';
import { toNavigationSession, useAuthState } from '../shared/auth/auth-store';
import { clearAuth } from '../shared/auth/forced-logout';
import { ConfigLoadError } from '../shared/connection/config-load-error';
import { toast } from '../shared/notify/toast';
import { ruleOf } from '../shared/routing/route-rules';
import { FullPageLoader } from '../shared/ui/full-page-loader';

/**
 * The one route guard: on every navigation it asks decideRoute (@honora/domain) with the
 * route's rule and the session, then lets the screen render or redirects (platform.md §2, §5).
 */
export function RouteGuard() {
  const { status, session } = useAuthState();
  const location = useLocation();
  if (status === 'loading') return <FullPageLoader />;
  if (status === 'failed') return <ConfigLoadError />;
  const target = `${location.pathname}${location.search}`;
  const rule = ruleOf(location.pathname) ?? { workspaces: [] };
  const decision = decideRoute(rule, session ? toNavigationSession(session) : null, target);
  return <Decision decision={decision} />;
}

function Decision({ decision }: { decision: RouteDecision }) {
  switch (decision.kind) {
    case 'ok':
      return <Outlet />;
    case 'needsCompany':
      return <CompanyRequired to={decision.to} />;
    case 'notLogged':
      return decision.logout ? <DeniedLogout /> : <Navigate to={decision.to} replace />;
    case 'denied':
      return <PermissionDenied to={decision.to} />;
    default:
      return assertNever(decision);
  }
}

function assertNever(value: never): never {
  throw new Error(`decisão de rota desconhecida: ${JSON.stringify(value)}`);
}

/** Needs a company and none is chosen: warn and go to the workspace's company selection. */
function CompanyRequired({ to }: { to: string }) {
  useEffect(() => {
    toast.companyRequired();
  }, [to]);
  return <Navigate to={to} replace />;
}

/** The session lacks the route's module + action: 'Acesso Negado' (2 s) and the workspace's home (§2). */
function PermissionDenied({ to }: { to: string }) {
  useEffect(() => {
    toast.accessDenied(TOAST_MS.routeDenied);
  }, [to]);
  return <Navigate to={to} replace />;
}

/**
 * The session's workspace may not open this route: log out (server and local state); with
 * no session the guard then sends the visitor to the login with the redirect kept.
 */
function DeniedLogout() {
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    toast.accessDenied(TOAST_MS.routeDenied);
    void call(authRoutes.logout)
      .catch(() => undefined)
      .finally(clearAuth);
  }, []);
  return <FullPageLoader />;
}
