import { messages } from '@honora/contract';
import type { Workspace } from '@honora/domain';
import { paths } from './paths';

const nav = messages.screens.nav;

export interface NavItem {
  path: string;
  label: string;
}

/** The navbar lists only screens that exist in the session's workspace. */
export const navItemsByWorkspace: Record<Workspace, readonly NavItem[]> = {
  CLIENT: [
    { path: paths.clientDashboard, label: nav.dashboard },
    { path: paths.clientSelectCompany, label: nav.selectCompany },
    { path: paths.clientChangePassword, label: nav.changePassword },
  ],
  COMPANY: [
    { path: paths.companyDashboard, label: nav.dashboard },
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
