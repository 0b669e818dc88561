import type { CompanyModule, PermissionAction, Workspace } from '@honora/domain';
import { describe, expect, it } from 'vitest';
import { navItemsByWorkspace, visibleNavItems } from './navigation';
import { paths } from './paths';
import { routeRules } from './route-rules';

const nobody = () => false;
const everybody = () => true;
const onlyCompaniesRead = (module: CompanyModule, action: PermissionAction) =>
  module === 'companies' && action === 'read';

const pathsOf = (workspace: Workspace, can: (m: CompanyModule, a: PermissionAction) => boolean) =>
  visibleNavItems(workspace, can).map((item) => item.path);

describe('navigation', () => {
  it('lists only routes the workspace may open', () => {
    for (const [workspace, items] of Object.entries(navItemsByWorkspace)) {
      for (const item of items) {
        expect(routeRules[item.path as keyof typeof routeRules].workspaces).toContain(workspace);
      }
    }
  });

  it.each<[Workspace, (m: CompanyModule, a: PermissionAction) => boolean, boolean]>([
    ['CLIENT', nobody, false],
    ['CLIENT', onlyCompaniesRead, true],
    ['CLIENT', everybody, true],
    ['COMPANY', nobody, false],
    ['COMPANY', onlyCompaniesRead, true],
    ['ADMIN', everybody, false],
  ])('%s: the company screen is listed (%#) → %s', (workspace, can, isListed) => {
    expect(pathsOf(workspace, can).includes(paths.clientCompanies)).toBe(isListed);
  });

  it('keeps the items that need no permission', () => {
    expect(pathsOf('CLIENT', nobody)).toEqual([
      paths.clientDashboard,
      paths.clientSelectCompany,
      paths.clientChangePassword,
    ]);
  });

  it("lists the super admins' screens to super admins only", () => {
    expect(pathsOf('ADMIN', everybody)).toContain(paths.adminCompanies);
    expect(pathsOf('ADMIN', everybody)).not.toContain(paths.adminCompaniesData);
    expect(visibleNavItems('ADMIN', everybody, true).map((item) => item.path)).toContain(paths.adminCompaniesData);
  });
});
