import { messages } from '@honora/contract';
import { sessionMayOpen, type NavigationSession, type Workspace } from '@honora/domain';
import { paths } from './paths';
import { ruleOf } from './route-rules';

const nav = messages.screens.nav;
const companyLabel = messages.screens.companySettings.nav;
const adminCompanies = messages.screens.adminCompanies;
const screens = messages.screens;

export interface NavItem {
  path: string;
  label: string;
  /** Listed only for super admins ('Apenas para Super Admin'). */
  isSuperAdminOnly?: boolean;
}

/** Registry screens (billing.md §2), listed in both company workspaces; each registry adds its item. */
const registryNavItems: readonly NavItem[] = [
  { path: paths.clientEvents, label: screens.events.list.nav },
  { path: paths.clientNotReadyEvents, label: screens.events.list.notReadyNav },
  { path: paths.clientProtocols, label: screens.events.protocolsScreen.nav },
  { path: paths.clientBatches, label: screens.batches.screen.nav },
  { path: paths.clientInvoices, label: screens.invoices.screen.nav },
  { path: paths.clientReportTransactions, label: screens.money.report.nav },
  { path: paths.clientExternalPayments, label: screens.money.external.nav },
  { path: paths.clientPatients, label: screens.patients.nav },
  { path: paths.clientInsurances, label: screens.healthInsurers.nav },
  { path: paths.clientPricing, label: screens.pricing.nav },
  { path: paths.clientHospitals, label: screens.hospitals.nav },
  { path: paths.clientSurgeons, label: screens.surgeons.nav },
  { path: paths.clientAnesthetists, label: screens.anesthetists.nav },
  { path: paths.clientTypesOfPayment, label: screens.healthInsurers.typesOfPayment.nav },
  { path: paths.clientCustomFields, label: screens.billingSettings.customFields.nav },
  { path: paths.clientMandatoryFields, label: screens.billingSettings.mandatoryFields.nav },
  { path: paths.clientFinancialItemGroups, label: screens.billingSettings.financialItemGroups.nav },
  { path: paths.clientSpreadsheetConfig, label: screens.billingSettings.spreadsheetConfig.nav },
];

/** The navbar lists only screens that exist in the session's workspace. */
export const navItemsByWorkspace: Record<Workspace, readonly NavItem[]> = {
  CLIENT: [
    { path: paths.clientDashboard, label: nav.dashboard },
    { path: paths.clientCompanies, label: companyLabel },
    ...registryNavItems,
    { path: paths.clientSelectCompany, label: nav.selectCompany },
    { path: paths.clientChangePassword, label: nav.changePassword },
  ],
  COMPANY: [
    { path: paths.companyDashboard, label: nav.dashboard },
    { path: paths.clientCompanies, label: companyLabel },
    ...registryNavItems,
    { path: paths.companySelectCompany, label: nav.selectCompany },
    { path: paths.clientChangePassword, label: nav.changePassword },
  ],
  ADMIN: [
    { path: paths.adminDashboard, label: nav.dashboard },
    { path: paths.adminInbox, label: nav.inbox, isSuperAdminOnly: true },
    { path: paths.adminCompanies, label: adminCompanies.nav },
    { path: paths.adminCompaniesData, label: adminCompanies.dataNav, isSuperAdminOnly: true },
    { path: paths.adminUsers, label: screens.adminUsers.nav },
    { path: paths.adminAdminUsers, label: screens.adminAccounts.nav },
    { path: paths.adminAccessProfiles, label: screens.accessCatalog.profilesNav },
    { path: paths.adminAccessModules, label: screens.accessCatalog.modulesNav },
    { path: paths.adminAccessActions, label: screens.accessCatalog.actionsNav },
    { path: paths.adminChanges, label: screens.changes.nav },
    { path: paths.adminJobs, label: screens.jobs.nav, isSuperAdminOnly: true },
    { path: paths.adminReferenceTables, label: screens.referenceTables.nav },
    { path: paths.adminCbhpm, label: screens.cbhpm.nav },
    { path: paths.adminEvents, label: screens.events.admin.eventsNav },
    { path: paths.adminVerifyEvents, label: screens.events.admin.verifyEventsNav },
    { path: paths.adminVerifyProcedures, label: screens.events.admin.verifyProceduresNav },
    { path: paths.toolsCbhpm, label: screens.cbhpm.toolsNav, isSuperAdminOnly: true },
    { path: paths.toolsCheckTransactions, label: screens.money.check.nav, isSuperAdminOnly: true },
    { path: paths.adminSelectCompany, label: nav.enterCompany },
    { path: paths.clientChangePassword, label: nav.changePassword },
  ],
};

/**
 * The workspace's items the session may open, by the route guard's own rule (sessionMayOpen):
 * a permission with its owner-only fallback, and a screen of values only with readValues.
 */
export function visibleNavItems(session: NavigationSession, isSuperAdmin = false): NavItem[] {
  return navItemsByWorkspace[session.workspace].filter((item) => {
    if (item.isSuperAdminOnly && !isSuperAdmin) return false;
    const rule = ruleOf(item.path);
    return rule !== null && sessionMayOpen(rule, session);
  });
}

/** Whether a pathname is the item's screen or one of its records (`<item>/{id}`). */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const current = pathname.toLowerCase().replace(/\/+$/, '');
  const path = item.path.toLowerCase();
  return current === path || current.startsWith(`${path}/`);
}

/** The menu label of a screen or of one of its records, in whichever workspace lists it. */
export function navLabelOf(pathname: string): string | null {
  const items = Object.values(navItemsByWorkspace).flat();
  return items.find((item) => isNavItemActive(item, pathname))?.label ?? null;
}
