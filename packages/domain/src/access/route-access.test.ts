import { describe, it, expect } from 'vitest';
import {
  afterLoginPath,
  decideRoute,
  grantsOpen,
  hasGrant,
  sessionMayOpen,
  withOwnerFallback,
  homePathOf,
  loginPathOf,
  selectCompanyPathOf,
  workspaceOfPath,
  type NavigationSession,
  type RouteDecision,
  type RouteRule,
  type SessionGrants,
} from './route-access';

const PUBLIC: RouteRule = { workspaces: [] };
const CLIENT_ONLY: RouteRule = { workspaces: ['CLIENT'] };
const CLIENT_WITH_COMPANY: RouteRule = { workspaces: ['CLIENT'], needsCompany: true };
const COMPANY_ONLY: RouteRule = { workspaces: ['COMPANY'] };
const ADMIN_ONLY: RouteRule = { workspaces: ['ADMIN'] };
const CLIENT_OR_ADMIN_WITH_COMPANY: RouteRule = {
  workspaces: ['CLIENT', 'ADMIN'],
  needsCompany: true,
};

const client = (hasCompany = true, grants: SessionGrants = {}): NavigationSession => ({
  workspace: 'CLIENT',
  hasCompany,
  grants,
});
const company = (hasCompany = true, grants: SessionGrants = {}): NavigationSession => ({
  workspace: 'COMPANY',
  hasCompany,
  grants,
});
const admin = (hasCompany = true, grants: SessionGrants = {}): NavigationSession => ({
  workspace: 'ADMIN',
  hasCompany,
  grants,
});

const COMPANIES_READ: RouteRule = {
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'companies', action: 'read' },
};
/** A screen that, like its API, serves one's own records too (platform.md §6 owner-only fallback). */
const EVENTS_LIST: RouteRule = {
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: withOwnerFallback('events', 'list'),
};
/** Needs only login (platform.md §2): the screen asks for a company when none is chosen. */
const INVOICES_LOGIN_ONLY: RouteRule = {
  workspaces: ['CLIENT', 'COMPANY'],
  permission: { module: 'invoices', action: 'list' },
};
const PRICE_PREVIEW: RouteRule = {
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'healthInsurances', action: 'read' },
  showsOnlyValues: true,
};
const ADMIN_EVENTS_RM: RouteRule = { workspaces: ['ADMIN'], permission: { module: 'events', action: 'rm' } };
const canReadCompanies: SessionGrants = { companies: ['list', 'read'] };
const everything: SessionGrants = { companies: ['read', 'write', 'manager'], events: ['list', 'read', 'rm'] };

const enc = encodeURIComponent;

describe('decideRoute', () => {
  it.each<[string, RouteRule, NavigationSession | null, string, RouteDecision]>([
    // public routes
    ['public, no session', PUBLIC, null, '/blog/3', { kind: 'ok' }],
    ['public, with a session', PUBLIC, client(false), '/faq', { kind: 'ok' }],
    [
      'public needing a company is still public',
      { workspaces: [], needsCompany: true },
      null,
      '/contact',
      { kind: 'ok' },
    ],
    // no session → the path's workspace login, origin kept
    [
      'no session, client route',
      CLIENT_ONLY,
      null,
      '/client/events',
      { kind: 'notLogged', to: `/client/login?redirect=${enc('/client/events')}`, logout: false },
    ],
    [
      'no session, query kept and encoded',
      CLIENT_WITH_COMPANY,
      null,
      '/client/events?id=7&tab=a b',
      {
        kind: 'notLogged',
        to: '/client/login?redirect=%2Fclient%2Fevents%3Fid%3D7%26tab%3Da%20b',
        logout: false,
      },
    ],
    [
      'no session, /company/* → company login',
      COMPANY_ONLY,
      null,
      '/company/dashboard',
      { kind: 'notLogged', to: '/company/login?redirect=%2Fcompany%2Fdashboard', logout: false },
    ],
    [
      'no session, /admin/* → client login',
      ADMIN_ONLY,
      null,
      '/admin/users',
      { kind: 'notLogged', to: '/client/login?redirect=%2Fadmin%2Fusers', logout: false },
    ],
    [
      'no session, /company path with query',
      COMPANY_ONLY,
      null,
      '/company/events?x=1',
      {
        kind: 'notLogged',
        to: '/company/login?redirect=%2Fcompany%2Fevents%3Fx%3D1',
        logout: false,
      },
    ],
    // workspace not permitted → notLogged with logout (§5)
    [
      'client on an admin route',
      ADMIN_ONLY,
      client(),
      '/admin/users',
      { kind: 'notLogged', to: '/client/login?redirect=%2Fadmin%2Fusers', logout: true },
    ],
    [
      'client on a company route',
      COMPANY_ONLY,
      client(),
      '/company/events',
      { kind: 'notLogged', to: '/company/login?redirect=%2Fcompany%2Fevents', logout: true },
    ],
    [
      'company on a client route',
      CLIENT_ONLY,
      company(),
      '/client/companies',
      { kind: 'notLogged', to: '/client/login?redirect=%2Fclient%2Fcompanies', logout: true },
    ],
    [
      'admin on a company route',
      COMPANY_ONLY,
      admin(),
      '/company/dashboard',
      { kind: 'notLogged', to: '/company/login?redirect=%2Fcompany%2Fdashboard', logout: true },
    ],
    [
      'not permitted wins over needsCompany',
      CLIENT_WITH_COMPANY,
      company(false),
      '/client/events',
      { kind: 'notLogged', to: '/client/login?redirect=%2Fclient%2Fevents', logout: true },
    ],
    // needs a company and none chosen → the session workspace's company selection
    [
      'client without company',
      CLIENT_WITH_COMPANY,
      client(false),
      '/client/events',
      { kind: 'needsCompany', to: '/client/select_company?redirect=%2Fclient%2Fevents' },
    ],
    [
      'admin without company on a shared route',
      CLIENT_OR_ADMIN_WITH_COMPANY,
      admin(false),
      '/client/hospitals?q=x',
      { kind: 'needsCompany', to: '/admin/select_company?redirect=%2Fclient%2Fhospitals%3Fq%3Dx' },
    ],
    [
      'company without company',
      { workspaces: ['COMPANY'], needsCompany: true },
      company(false),
      '/company/events',
      { kind: 'needsCompany', to: '/company/select_company?redirect=%2Fcompany%2Fevents' },
    ],
    // ok
    ['client with company', CLIENT_WITH_COMPANY, client(true), '/client/events', { kind: 'ok' }],
    ['client route without needsCompany, no company', CLIENT_ONLY, client(false), '/client/companies', { kind: 'ok' }],
    ['admin on an admin route', ADMIN_ONLY, admin(false), '/admin/users', { kind: 'ok' }],
    [
      'admin with company on a shared route',
      CLIENT_OR_ADMIN_WITH_COMPANY,
      admin(true),
      '/client/events',
      { kind: 'ok' },
    ],
    [
      'needsCompany false explicitly',
      { workspaces: ['COMPANY'], needsCompany: false },
      company(false),
      '/company/x',
      { kind: 'ok' },
    ],
    // permissions (module + action) → denied, to the session workspace's home (§2)
    ['client with the grant', COMPANIES_READ, client(true, canReadCompanies), '/client/companies', { kind: 'ok' }],
    [
      'company workspace with the grant',
      COMPANIES_READ,
      company(true, canReadCompanies),
      '/client/companies',
      { kind: 'ok' },
    ],
    [
      'client without any grant',
      COMPANIES_READ,
      client(true),
      '/client/companies',
      { kind: 'denied', to: '/client/dashboard' },
    ],
    [
      'client with the module but not the action',
      COMPANIES_READ,
      client(true, { companies: ['list', 'write'] }),
      '/client/companies?tab=dados',
      { kind: 'denied', to: '/client/dashboard' },
    ],
    [
      'client with the action in another module',
      COMPANIES_READ,
      client(true, { events: ['read'] }),
      '/client/companies',
      { kind: 'denied', to: '/client/dashboard' },
    ],
    [
      'company workspace without the grant goes to its own home',
      COMPANIES_READ,
      company(true, { companies: [] }),
      '/client/companies',
      { kind: 'denied', to: '/company/dashboard' },
    ],
    ['the admin workspace has every grant', ADMIN_EVENTS_RM, admin(false, everything), '/admin/events', { kind: 'ok' }],
    [
      'admin without the grant is denied like anyone',
      ADMIN_EVENTS_RM,
      admin(false, { events: ['read'] }),
      '/admin/events',
      { kind: 'denied', to: '/admin/dashboard' },
    ],
    [
      'no session beats the permission',
      COMPANIES_READ,
      null,
      '/client/companies',
      { kind: 'notLogged', to: '/client/login?redirect=%2Fclient%2Fcompanies', logout: false },
    ],
    [
      'workspace not permitted beats the permission',
      COMPANIES_READ,
      admin(true, everything),
      '/client/companies',
      { kind: 'notLogged', to: '/client/login?redirect=%2Fclient%2Fcompanies', logout: true },
    ],
    [
      'no company beats the permission (grants belong to a company)',
      COMPANIES_READ,
      client(false),
      '/client/companies',
      { kind: 'needsCompany', to: '/client/select_company?redirect=%2Fclient%2Fcompanies' },
    ],
    [
      'a public route ignores its permission',
      { workspaces: [], permission: { module: 'companies', action: 'read' } },
      client(true),
      '/faq',
      { kind: 'ok' },
    ],
    [
      'own events only (listOwn) open the events list',
      EVENTS_LIST,
      client(true, { events: ['listOwn'] }),
      '/client/events',
      { kind: 'ok' },
    ],
    [
      'readOwn does not stand in for list',
      EVENTS_LIST,
      client(true, { events: ['readOwn'] }),
      '/client/events',
      { kind: 'denied', to: '/client/dashboard' },
    ],
    [
      'a login-only route opens without a company',
      INVOICES_LOGIN_ONLY,
      client(false),
      '/client/invoices',
      { kind: 'ok' },
    ],
    [
      'a login-only route checks the grants of a chosen company',
      INVOICES_LOGIN_ONLY,
      client(true, { events: ['list'] }),
      '/client/invoices',
      { kind: 'denied', to: '/client/dashboard' },
    ],
    [
      'values-only screen without readValues',
      PRICE_PREVIEW,
      client(true, { healthInsurances: ['list', 'read'] }),
      '/client/pricing',
      { kind: 'denied', to: '/client/dashboard' },
    ],
    [
      'values-only screen with readValues',
      PRICE_PREVIEW,
      client(true, { healthInsurances: ['read', 'readValues'] }),
      '/client/pricing',
      { kind: 'ok' },
    ],
    [
      'a rule without permission ignores the grants',
      CLIENT_WITH_COMPANY,
      client(true),
      '/client/events',
      { kind: 'ok' },
    ],
  ])('%s', (_label, rule, session, target, expected) => {
    expect(decideRoute(rule, session, target)).toEqual(expected);
  });

  it('keeps a redirect that decodes back to the exact target', () => {
    const target = '/client/events?name=São Paulo&x=%25';
    const decision = decideRoute(CLIENT_ONLY, null, target);
    expect(decision.kind).toBe('notLogged');
    if (decision.kind !== 'notLogged') return;
    const redirect = decision.to.split('?redirect=')[1] ?? '';
    expect(decodeURIComponent(redirect)).toBe(target);
  });
});

describe('afterLoginPath', () => {
  const routes: Record<string, RouteRule> = {
    '/blog': PUBLIC,
    '/client/events': CLIENT_WITH_COMPANY,
    '/client/companies': CLIENT_ONLY,
    '/company/events': COMPANY_ONLY,
    '/admin/users': ADMIN_ONLY,
  };
  // A catch-all that calls every unknown path public would be the worst case for open redirects.
  const ruleOf = (pathname: string): RouteRule | null => routes[pathname] ?? null;
  const catchAllPublic = (pathname: string): RouteRule => routes[pathname] ?? PUBLIC;

  it.each<[string, string | null, NavigationSession, string]>([
    ['no redirect', null, client(), '/client/dashboard'],
    ['empty redirect', '', company(), '/company/dashboard'],
    ['permitted target', '/client/events', client(), '/client/events'],
    ['permitted target with query', '/client/events?id=3', client(), '/client/events?id=3'],
    ['permitted even without a company (decideRoute sends it on)', '/client/events', client(false), '/client/events'],
    ['public target', '/blog', company(), '/blog'],
    ['admin on an admin target', '/admin/users', admin(), '/admin/users'],
    ['forbidden target for client', '/admin/users', client(), '/client/dashboard'],
    ['forbidden target for company', '/client/companies', company(), '/company/dashboard'],
    ['forbidden target for admin', '/company/events', admin(), '/admin/dashboard'],
    ['unknown path', '/client/nope', client(), '/client/dashboard'],
    ['protocol-relative', '//evil.com', client(), '/client/dashboard'],
    ['protocol-relative with path', '//evil.com/client/events', client(), '/client/dashboard'],
    ['absolute URL', 'https://evil.com/client/events', client(), '/client/dashboard'],
    ['javascript URL', 'javascript:alert(1)', client(), '/client/dashboard'],
    ['relative path', 'client/events', client(), '/client/dashboard'],
    ['bare host', 'evil.com', client(), '/client/dashboard'],
    ['leading space', ' //evil.com', client(), '/client/dashboard'],
  ])('%s', (_label, redirect, session, expected) => {
    expect(afterLoginPath(redirect, session, ruleOf)).toBe(expected);
  });

  // Browsers read '\' as '/' and drop tabs and newlines inside a URL, so these open evil.com.
  it.each([['/\\evil.com'], ['/\\/evil.com'], ['/\t/evil.com'], ['/\n/evil.com'], ['/\r/evil.com']])(
    'refuses %j even when the route table calls it public',
    (redirect) => {
      expect(afterLoginPath(redirect, client(), catchAllPublic)).toBe('/client/dashboard');
    },
  );

  it('asks the route table about the path without its query', () => {
    const asked: string[] = [];
    afterLoginPath('/client/events?id=3&x=y', client(), (p) => {
      asked.push(p);
      return ruleOf(p);
    });
    expect(asked).toEqual(['/client/events']);
  });
});

describe('hasGrant', () => {
  it.each<[string, SessionGrants, string, string, boolean]>([
    ['granted', canReadCompanies, 'companies', 'read', true],
    ['other action of the module', canReadCompanies, 'companies', 'write', false],
    ['module absent', canReadCompanies, 'events', 'read', false],
    ['module with no actions', { companies: [] }, 'companies', 'read', false],
    ['module undefined', { companies: undefined }, 'companies', 'read', false],
    ['no grants at all', {}, 'companies', 'read', false],
    ['exact action names only', { companies: ['readOwn'] }, 'companies', 'read', false],
    ['inherited names are not grants', {}, 'constructor', 'read', false],
  ])('%s', (_label, grants, module, action, expected) => {
    expect(hasGrant(grants, { module, action })).toBe(expected);
  });
});

describe('grantsOpen and sessionMayOpen (the guard and the navbar)', () => {
  it('withOwnerFallback pairs list, read and write with their owner-only actions, nothing else', () => {
    expect(withOwnerFallback('events', 'list').fallback).toEqual({ action: 'listOwn', ownerOnly: true });
    expect(withOwnerFallback('anesthetists', 'read').fallback).toEqual({ action: 'readOwn', ownerOnly: true });
    expect(withOwnerFallback('events', 'write').fallback).toEqual({ action: 'writeOwn', ownerOnly: true });
    expect(withOwnerFallback('events', 'rm').fallback).toBeUndefined();
  });

  it.each<[string, RouteRule, NavigationSession, boolean]>([
    ['own events list', EVENTS_LIST, client(true, { events: ['listOwn', 'readOwn'] }), true],
    ['no events at all', EVENTS_LIST, client(true, { patients: ['list'] }), false],
    ['needs a company, none chosen', EVENTS_LIST, client(false, { events: ['list'] }), false],
    ['login only, no company', INVOICES_LOGIN_ONLY, company(false), true],
    ['login only, company without the grant', INVOICES_LOGIN_ONLY, company(true, {}), false],
    ['workspace not permitted', INVOICES_LOGIN_ONLY, admin(true, everything), false],
    ['values-only without readValues', PRICE_PREVIEW, client(true, { healthInsurances: ['read'] }), false],
    ['admin grants need no company', ADMIN_EVENTS_RM, admin(false, everything), true],
    ['admin without the grant', ADMIN_EVENTS_RM, admin(false, { events: ['read'] }), false],
    ['public', PUBLIC, client(false), true],
  ])('%s', (_label, rule, session, expected) => {
    expect(sessionMayOpen(rule, session)).toBe(expected);
    // The guard agrees with the navbar whenever a company (or the admin workspace) is there.
    if (session.hasCompany || session.workspace === 'ADMIN') {
      expect(grantsOpen(rule, session.grants) && rule.workspaces.includes(session.workspace)).toBe(
        expected && rule.workspaces.length > 0,
      );
    }
  });
});

describe('path helpers', () => {
  it.each<[NavigationSession['workspace'], string, string, string]>([
    ['CLIENT', '/client/login', '/client/dashboard', '/client/select_company'],
    ['COMPANY', '/company/login', '/company/dashboard', '/company/select_company'],
    ['ADMIN', '/client/login', '/admin/dashboard', '/admin/select_company'],
  ])('%s', (workspace, login, home, select) => {
    expect(loginPathOf(workspace)).toBe(login);
    expect(homePathOf(workspace)).toBe(home);
    expect(selectCompanyPathOf(workspace)).toBe(select);
  });

  it.each<[string, NavigationSession['workspace']]>([
    ['/company/events', 'COMPANY'],
    ['/admin/users', 'ADMIN'],
    ['/client/events', 'CLIENT'],
    ['/blog/1', 'CLIENT'],
    ['/companyx/events', 'CLIENT'],
  ])('workspaceOfPath(%j) → %s', (path, workspace) => {
    expect(workspaceOfPath(path)).toBe(workspace);
  });
});
