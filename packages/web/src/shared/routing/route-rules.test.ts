import { decideRoute, type NavigationSession } from '@honora/domain';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { routeRules, ruleOf } from './route-rules';

const client: NavigationSession = { workspace: 'CLIENT', hasCompany: false, grants: {} };
const company: NavigationSession = { workspace: 'COMPANY', hasCompany: true, grants: {} };

describe('route rules', () => {
  it('has a rule for every registered path', () => {
    expect(Object.keys(routeRules).sort()).toEqual(Object.values(paths).sort());
  });

  it('matches case-insensitively and without a trailing slash, like the router', () => {
    expect(ruleOf('/client/changepassword')).toBe(routeRules[paths.clientChangePassword]);
    expect(ruleOf('/client/dashboard/')).toBe(routeRules[paths.clientDashboard]);
    expect(ruleOf('/resetpassword')).toBe(routeRules[paths.resetPassword]);
    expect(ruleOf('/')).toBe(routeRules[paths.root]);
    expect(ruleOf('/client/unknown')).toBeNull();
  });

  it.each([
    [paths.clientDashboard, null, '/client/login?redirect=%2Fclient%2Fdashboard'],
    [paths.adminInbox, null, '/client/login?redirect=%2Fadmin%2Finbox'],
    [paths.companyDashboard, null, '/company/login?redirect=%2Fcompany%2Fdashboard'],
  ] as const)('sends a visitor without session from %s to %s', (path, session, to) => {
    expect(decideRoute(routeRules[path], session, path)).toEqual({ kind: 'notLogged', to, logout: false });
  });

  it('logs out a session whose workspace may not open the route', () => {
    const decision = decideRoute(routeRules[paths.clientDashboard], company, paths.clientDashboard);
    expect(decision).toMatchObject({ kind: 'notLogged', logout: true });
  });

  it('asks for a company where one is needed', () => {
    expect(decideRoute(routeRules[paths.clientDashboard], client, paths.clientDashboard)).toEqual({
      kind: 'needsCompany',
      to: '/client/select_company?redirect=%2Fclient%2Fdashboard',
    });
    expect(decideRoute(routeRules[paths.clientChangePassword], client, paths.clientChangePassword)).toEqual({
      kind: 'ok',
    });
  });

  it('lets every workspace change its password', () => {
    for (const workspace of ['CLIENT', 'COMPANY', 'ADMIN'] as const) {
      const session = { workspace, hasCompany: false, grants: {} };
      expect(decideRoute(routeRules[paths.clientChangePassword], session, paths.clientChangePassword).kind).toBe('ok');
    }
  });

  it('opens the company screen only with companies.read, in the client and company workspaces', () => {
    const rule = routeRules[paths.clientCompanies];
    const target = paths.clientCompanies;
    const reader = { companies: ['read'] };
    expect(decideRoute(rule, { workspace: 'CLIENT', hasCompany: true, grants: reader }, target)).toEqual({
      kind: 'ok',
    });
    expect(decideRoute(rule, { workspace: 'COMPANY', hasCompany: true, grants: reader }, target)).toEqual({
      kind: 'ok',
    });
    expect(decideRoute(rule, { workspace: 'CLIENT', hasCompany: true, grants: {} }, target)).toEqual({
      kind: 'denied',
      to: paths.clientDashboard,
    });
    expect(decideRoute(rule, { workspace: 'CLIENT', hasCompany: false, grants: {} }, target).kind).toBe('needsCompany');
  });

  it('opens the own profile in every workspace, without a company', () => {
    for (const workspace of ['CLIENT', 'COMPANY', 'ADMIN'] as const) {
      const session = { workspace, hasCompany: false, grants: {} };
      expect(decideRoute(routeRules[paths.clientProfileEdit], session, paths.clientProfileEdit).kind).toBe('ok');
    }
  });

  it.each([
    paths.adminUsers,
    paths.adminAdminUsers,
    paths.adminAccessProfiles,
    paths.adminAccessModules,
    paths.adminAccessActions,
    paths.adminChanges,
  ])('keeps %s to the admin workspace', (path) => {
    const admin = { workspace: 'ADMIN' as const, hasCompany: false, grants: {} };
    expect(decideRoute(routeRules[path], admin, path).kind).toBe('ok');
    expect(decideRoute(routeRules[path], { ...client, hasCompany: true }, path)).toMatchObject({
      kind: 'notLogged',
      logout: true,
    });
  });
});
