import {
  defaultPermissionConfig,
  effectiveGrants,
  type NavigationSession,
  type ProfileCode,
  type SessionGrants,
  type Workspace,
} from '@honora/domain';
import { describe, expect, it } from 'vitest';
import { isNavItemActive, navItemsByWorkspace, visibleNavItems } from './navigation';
import { paths } from './paths';
import { routeRules } from './route-rules';

const session = (workspace: Workspace, grants: SessionGrants, hasCompany = true): NavigationSession => ({
  workspace,
  hasCompany,
  grants,
});
const pathsOf = (s: NavigationSession, isSuperAdmin = false) => visibleNavItems(s, isSuperAdmin).map((i) => i.path);

/** The grants a member of one default profile has in a new company (what the session carries). */
function grantsOf(profile: ProfileCode, userTypes: string[] = []): SessionGrants {
  return effectiveGrants(defaultPermissionConfig(), {
    workspace: 'CLIENT',
    isSuperAdmin: false,
    profiles: [profile],
    userTypes,
    rules: {},
    isMatriz: false,
  });
}

describe('navigation', () => {
  it('lists only routes the workspace may open', () => {
    for (const [workspace, items] of Object.entries(navItemsByWorkspace)) {
      for (const item of items) {
        expect(routeRules[item.path as keyof typeof routeRules].workspaces).toContain(workspace);
      }
    }
  });

  it.each<[Workspace, SessionGrants, boolean]>([
    ['CLIENT', {}, false],
    ['CLIENT', { companies: ['read'] }, true],
    ['COMPANY', {}, false],
    ['COMPANY', { companies: ['read'] }, true],
    ['ADMIN', { companies: ['read'] }, false],
  ])('%s: the company screen is listed (%#) → %s', (workspace, grants, isListed) => {
    expect(pathsOf(session(workspace, grants)).includes(paths.clientCompanies)).toBe(isListed);
  });

  it('keeps the items that need no permission', () => {
    expect(pathsOf(session('CLIENT', {}))).toEqual([
      paths.clientDashboard,
      paths.clientSelectCompany,
      paths.clientChangePassword,
    ]);
  });

  it('without a company lists the login-only screens (they ask for a company), not those that need one', () => {
    const items = pathsOf(session('CLIENT', {}, false));
    expect(items).toEqual(
      expect.arrayContaining([paths.clientInvoices, paths.clientBatches, paths.clientCustomFields]),
    );
    expect(items).not.toContain(paths.clientEvents);
    expect(items).not.toContain(paths.clientDashboard);
  });

  it("lists the super admins' screens to super admins only", () => {
    const admin = session('ADMIN', { companies: ['read'], events: ['rm'] }, false);
    expect(pathsOf(admin)).toContain(paths.adminCompanies);
    expect(pathsOf(admin)).not.toContain(paths.adminCompaniesData);
    expect(pathsOf(admin, true)).toContain(paths.adminCompaniesData);
  });

  it('marks an item active on its screen and on its records', () => {
    const events = { path: paths.clientEvents, label: 'Eventos' };
    expect(isNavItemActive(events, '/client/events')).toBe(true);
    expect(isNavItemActive(events, '/client/Events/abc')).toBe(true);
    expect(isNavItemActive(events, '/client/eventsX')).toBe(false);
  });
});

/** What each default profile (platform.md §6) finds in the menu of a new company. */
describe('the menu of each default profile', () => {
  const menuOf = (profile: ProfileCode, userTypes: string[] = []) =>
    pathsOf(session('CLIENT', grantsOf(profile, userTypes)));

  it('gives the anesthetist and the resident their own events (listOwn), as GET /api/events does', () => {
    expect(menuOf('b', ['KAnesthetist'])).toEqual(
      expect.arrayContaining([paths.clientEvents, paths.clientNotReadyEvents, paths.clientAnesthetists]),
    );
    expect(menuOf('g', ['KResident'])).toEqual(
      expect.arrayContaining([paths.clientEvents, paths.clientNotReadyEvents]),
    );
  });

  it('hides a screen whose whole content is values from profiles that may not see them', () => {
    expect(menuOf('b', ['KAnesthetist'])).not.toContain(paths.clientPricing);
    expect(menuOf('g', ['KResident'])).not.toContain(paths.clientPricing);
    expect(menuOf('e')).toContain(paths.clientPricing);
  });

  it('gives the billing settings to the billing profiles, not to the doctors or the schedule', () => {
    const settings = [
      paths.clientCustomFields,
      paths.clientFinancialItemGroups,
      paths.clientSpreadsheetConfig,
      paths.clientMandatoryFields,
    ];
    for (const profile of ['a', 'e', 'f'] as const) expect(menuOf(profile)).toEqual(expect.arrayContaining(settings));
    for (const profile of ['b', 'c', 'd', 'g'] as const) {
      for (const path of settings) expect(menuOf(profile)).not.toContain(path);
    }
  });

  it('keeps production from the resident', () => {
    const menu = menuOf('g', ['KResident']);
    for (const path of [paths.clientInvoices, paths.clientBatches, paths.clientReportTransactions]) {
      expect(menu).not.toContain(path);
    }
  });
});
