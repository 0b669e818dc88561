import { messages } from '@honora/contract';
import type { CompanyModule, PermissionAction, Workspace } from '@honora/domain';
import { paths } from './paths';
import { ruleOf } from './route-rules';

const nav = messages.screens.nav;
const companyLabel = messages.screens.companySettings.nav;

export interface NavItem {
  path: string;
  label: string;
}

/** The navbar lists only screens that exist in the session's workspace. */
export const navItemsByWorkspace: Record<Workspace, readonly NavItem[]> = {
  CLIENT: [
    { path: paths.clientDashboard, label: nav.dashboard },
    { path: paths.clientCompanies, label: companyLabel },
    { path: paths.clientSelectCompany, label: nav.selectCompany },
    { path: paths.clientChangePassword, label: nav.changePassword },
  ],
  COMPANY: [
    { path: paths.companyDashboard, label: nav.dashboard },
    { path: paths.clientCompanies, label: companyLabel },
    { path: paths.companySelectCompany, label: nav.selectCompany },
    { path: paths.clientChangePassword, label: nav.changePassword },
  ],
  ADMIN: [
    { path: paths.adminDashboard, label: nav.dashboard },
    { path: paths.adminInbox, label: nav.inbox },
    { path: paths.adminSelectCompany, label: nav.enterCompany },
    { path: paths.clientChangePassword, label: nav.changePassword },
  ],
};

/** The workspace's items the user may open: a route that needs a permission is listed only with it. */
export function visibleNavItems(
  workspace: Workspace,
  can: (module: CompanyModule, action: PermissionAction) => boolean,
): NavItem[] {
  return navItemsByWorkspace[workspace].filter((item) => {
    const permission = ruleOf(item.path)?.permission;
    return !permission || can(permission.module, permission.action);
  });
}
