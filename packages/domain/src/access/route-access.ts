import type { CompanyModule, PermissionAction } from './permissions';
import { ownerFallbackOf } from './owner-fallback';

/**
 * Route flow of platform.md §2 and the navigation part of the session validation of §5.
 * Pure: the web calls it on every navigation with the route's rule and the session it has.
 */
export type Workspace = 'CLIENT' | 'COMPANY' | 'ADMIN';

/**
 * A module + action a route needs (platform.md §6), with the owner-only action it falls back
 * to when the screen, like its API, serves one's own records too (listOwn for list, …).
 */
export interface RoutePermission {
  module: CompanyModule;
  action: PermissionAction;
  fallback?: { action: PermissionAction; ownerOnly?: boolean };
}

export interface RouteRule {
  /** Workspaces the route is permitted in; empty for public routes. */
  workspaces: readonly Workspace[];
  needsCompany?: boolean;
  /** The grant the session needs in its company; without it the route is denied. */
  permission?: RoutePermission;
  /**
   * The screen shows nothing but money values of its permission's module (a price preview):
   * without readValues there it is denied, and not listed, like a missing grant.
   */
  showsOnlyValues?: boolean;
}

/** What the session may do in its company, module → actions (everything in the admin workspace). */
export type SessionGrants = Readonly<Record<string, readonly string[] | undefined>>;

export interface NavigationSession {
  workspace: Workspace;
  hasCompany: boolean;
  grants: SessionGrants;
}

export type RouteDecision =
  | { kind: 'ok' }
  | { kind: 'notLogged'; to: string; logout: boolean }
  | { kind: 'needsCompany'; to: string }
  | { kind: 'denied'; to: string };

/** Whether the grants hold exactly the module + action. */
export function hasGrant(grants: SessionGrants, permission: { module: string; action: string }): boolean {
  if (!Object.hasOwn(grants, permission.module)) return false;
  return grants[permission.module]?.includes(permission.action) ?? false;
}

/**
 * Whether the grants allow a module + action check the way the server decides it (platform.md
 * §6): the action itself, or else its fallback action (an owner-only one restricts the records,
 * not the door).
 */
export function grantsAllow(grants: SessionGrants, permission: RoutePermission): boolean {
  if (hasGrant(grants, permission)) return true;
  return permission.fallback !== undefined && hasGrant(grants, { ...permission, action: permission.fallback.action });
}

/**
 * Whether a company session's grants open a route's screen: its permission (with the fallback),
 * and readValues in the module when the screen shows nothing but values. The one check of the
 * route guard and the navbar.
 */
export function grantsOpen(rule: RouteRule, grants: SessionGrants): boolean {
  if (!rule.permission) return true;
  if (!grantsAllow(grants, rule.permission)) return false;
  return !rule.showsOnlyValues || hasGrant(grants, { module: rule.permission.module, action: 'readValues' });
}

/**
 * Whether a session may open a route (what the navbar lists): its workspace is permitted and
 * its grants open it. Without a company a route that does not need one opens (grants belong to
 * a company; the screen asks for one).
 */
export function sessionMayOpen(rule: RouteRule, session: NavigationSession): boolean {
  if (rule.workspaces.length === 0) return true;
  if (!rule.workspaces.includes(session.workspace)) return false;
  if (rule.needsCompany && !session.hasCompany) return false;
  return !hasKnownGrants(session) || grantsOpen(rule, session.grants);
}

/** Grants belong to the selected company, except in the admin workspace, which holds them all. */
function hasKnownGrants(session: NavigationSession): boolean {
  return session.workspace === 'ADMIN' || session.hasCompany;
}

/** A route permission that falls back to the owner-only action of the spec (list → listOwn, …). */
export function withOwnerFallback(module: CompanyModule, action: PermissionAction): RoutePermission {
  const fallback = ownerFallbackOf(action);
  return fallback ? { module, action, fallback: { action: fallback, ownerOnly: true } } : { module, action };
}

/** Not-logged route of each workspace: client/login for admin and client, company/login for company. */
export function loginPathOf(workspace: Workspace): string {
  return workspace === 'COMPANY' ? '/company/login' : '/client/login';
}

/** Route name after login of each workspace. */
export function homePathOf(workspace: Workspace): string {
  return `/${workspace.toLowerCase()}/dashboard`;
}

export function selectCompanyPathOf(workspace: Workspace): string {
  return `/${workspace.toLowerCase()}/select_company`;
}

/** The workspace a protected path belongs to, by its first segment (/admin, /company, else client). */
export function workspaceOfPath(pathname: string): Workspace {
  if (pathname.startsWith('/company/')) return 'COMPANY';
  if (pathname.startsWith('/admin/')) return 'ADMIN';
  return 'CLIENT';
}

function withRedirect(path: string, target: string): string {
  return `${path}?redirect=${encodeURIComponent(target)}`;
}

/**
 * Decides a navigation: unauthenticated → the workspace's login with the origin kept;
 * a session whose workspace is not permitted → notLogged with logout (§5); a route that
 * needs a company and none is chosen → company selection, origin kept; a route whose
 * module + action the session lacks in its company → denied, to the workspace's home (§2).
 * A route that needs only login opens without a company: its screen asks for one.
 */
export function decideRoute(rule: RouteRule, session: NavigationSession | null, target: string): RouteDecision {
  if (rule.workspaces.length === 0) return { kind: 'ok' };
  const pathname = target.split('?')[0] ?? target;
  if (!session) {
    return { kind: 'notLogged', to: withRedirect(loginPathOf(workspaceOfPath(pathname)), target), logout: false };
  }
  if (!rule.workspaces.includes(session.workspace)) {
    return { kind: 'notLogged', to: withRedirect(loginPathOf(workspaceOfPath(pathname)), target), logout: true };
  }
  if (rule.needsCompany && !session.hasCompany) {
    return { kind: 'needsCompany', to: withRedirect(selectCompanyPathOf(session.workspace), target) };
  }
  if (hasKnownGrants(session) && !grantsOpen(rule, session.grants)) {
    return { kind: 'denied', to: homePathOf(session.workspace) };
  }
  return { kind: 'ok' };
}

/**
 * A path on this origin: one leading '/', and no backslash or whitespace, which URL parsers
 * turn into a second slash ('/\evil.com', or '/' then a tab then '/evil.com', both open //evil.com).
 */
function isLocalPath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !/[\\\s]/.test(target);
}

/**
 * Where to go after sign-in: the redirect target when it is a safe local path the new
 * session may open; otherwise the workspace's home (so a forbidden target cannot loop).
 */
export function afterLoginPath(
  redirect: string | null,
  session: NavigationSession,
  ruleOf: (pathname: string) => RouteRule | null,
): string {
  if (redirect && isLocalPath(redirect)) {
    const rule = ruleOf(redirect.split('?')[0] ?? redirect);
    if (rule && (rule.workspaces.length === 0 || rule.workspaces.includes(session.workspace))) {
      return redirect;
    }
  }
  return homePathOf(session.workspace);
}
