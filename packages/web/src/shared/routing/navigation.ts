import { messages } from '@honora/contract';
import { sessionMayOpen, type NavigationSession, type Workspace } from '@honora/domain';
import { paths } from './paths';
import { ruleOf } from './route-rules';

const nav = messages.screens.nav;
const companyLabel = messages.screens.companySettings.nav;
const adminCompanies = messages.screens.adminCompanies;
const screens = messages.screens;

/**
 * The menu's areas, in the order the menu shows them. An area shows only when the session may
 * open one of its screens; an item without an area stays outside the groups (the dashboard on
 * top, the account's screens at the bottom).
 */
export const NAV_AREAS = [
  'billing',
  'financial',
  'registries',
  'schedules',
  'reports',
  'settings',
  'administration',
] as const;
export type NavArea = (typeof NAV_AREAS)[number];

export interface NavItem {
  path: string;
  label: string;
  /** The menu group the item belongs to. */
  area?: NavArea;
  /** Listed only for super admins ('Apenas para Super Admin'). */
  isSuperAdminOnly?: boolean;
  /** A count shown next to the label: the unread releases on Novidades (decision 055), messages on Conversas (066). */
  badge?: 'unreadReleases' | 'unreadChat';
}

/** Registry screens (billing.md §2), listed in both company workspaces; each registry adds its item. */
const registryNavItems: readonly NavItem[] = [
  { path: paths.clientEvents, label: screens.events.list.nav, area: 'billing' },
  { path: paths.clientNotReadyEvents, label: screens.events.list.notReadyNav, area: 'billing' },
  { path: paths.clientProtocols, label: screens.events.protocolsScreen.nav, area: 'billing' },
  { path: paths.clientGuidesOcr, label: screens.navigation.screens.guidesOcr, area: 'billing' },
  { path: paths.clientBatches, label: screens.navigation.screens.batches, area: 'billing' },
  { path: paths.clientAppeals, label: screens.appeals.title, area: 'billing' },
  { path: paths.clientStatements, label: screens.navigation.screens.statements, area: 'billing' },
  { path: paths.clientInvoices, label: screens.navigation.screens.invoices, area: 'billing' },
  { path: paths.clientReports, label: screens.navigation.screens.reports, area: 'reports' },
  { path: paths.clientReportsGenerator, label: screens.navigation.screens.reportsGenerator, area: 'reports' },
  { path: paths.clientBigData, label: screens.navigation.screens.bigData, area: 'reports' },
  { path: paths.clientReportTransactions, label: screens.navigation.screens.transactionReport, area: 'reports' },
  { path: paths.clientExternalPayments, label: screens.navigation.screens.externalPayments, area: 'financial' },
  { path: paths.clientTaxes, label: screens.navigation.screens.taxes, area: 'financial' },
  { path: paths.clientCollections, label: screens.navigation.screens.collections, area: 'financial' },
  { path: paths.clientTransfers, label: screens.navigation.screens.transfers, area: 'financial' },
  { path: paths.clientUserTransfer, label: screens.navigation.screens.userTransfers, area: 'financial' },
  { path: paths.clientContracts, label: screens.navigation.screens.contracts, area: 'financial' },
  { path: paths.clientPeriodOfPayment, label: screens.navigation.screens.periodOfPayment, area: 'financial' },
  { path: paths.clientBillingContract, label: screens.navigation.screens.billingContract, area: 'financial' },
  { path: paths.clientPatients, label: screens.patients.nav, area: 'registries' },
  { path: paths.clientInsurances, label: screens.navigation.screens.healthInsurers, area: 'registries' },
  { path: paths.clientPricing, label: screens.pricing.nav, area: 'billing' },
  { path: paths.clientHospitals, label: screens.hospitals.nav, area: 'registries' },
  { path: paths.clientSurgeons, label: screens.surgeons.nav, area: 'registries' },
  { path: paths.clientAnesthetists, label: screens.anesthetists.nav, area: 'registries' },
  { path: paths.clientTypesOfPayment, label: screens.navigation.screens.typesOfPayment, area: 'registries' },
  { path: paths.clientIntegrations, label: screens.navigation.screens.integrations, area: 'registries' },
  { path: paths.clientCustomFields, label: screens.billingSettings.customFields.nav, area: 'settings' },
  { path: paths.clientMandatoryFields, label: screens.billingSettings.mandatoryFields.nav, area: 'settings' },
  { path: paths.clientFinancialItemGroups, label: screens.billingSettings.financialItemGroups.nav, area: 'settings' },
  { path: paths.clientSpreadsheetConfig, label: screens.billingSettings.spreadsheetConfig.nav, area: 'settings' },
  { path: paths.clientWorkplaces, label: screens.navigation.screens.workplaces, area: 'schedules' },
  { path: paths.clientHours, label: screens.navigation.screens.hours, area: 'schedules' },
  { path: paths.clientOnCallSchedule, label: screens.navigation.screens.onCallSchedule, area: 'schedules' },
  { path: paths.clientDemands, label: screens.navigation.screens.demands, area: 'schedules' },
  {
    path: paths.clientConfigOnCallSchedule,
    label: screens.navigation.screens.configOnCallSchedule,
    area: 'schedules',
  },
  { path: paths.clientScheduleConfig, label: screens.navigation.screens.scheduleConfig, area: 'schedules' },
  { path: paths.clientCore, label: screens.navigation.screens.core, area: 'schedules' },
  { path: paths.clientDailySchedule, label: screens.navigation.screens.dailySchedule, area: 'schedules' },
  { path: paths.clientScheduleSwaps, label: screens.navigation.screens.scheduleSwaps, area: 'schedules' },
  { path: paths.clientSchedulesLimits, label: screens.navigation.screens.schedulesLimits, area: 'schedules' },
  { path: paths.clientTagsSchedule, label: screens.navigation.screens.tagsSchedule, area: 'schedules' },
  { path: paths.clientWorkloads, label: screens.navigation.screens.workloads, area: 'schedules' },
  { path: paths.clientScheduleCharge, label: screens.navigation.screens.scheduleCharge, area: 'schedules' },
  { path: paths.clientReportsSchedule, label: screens.navigation.screens.reportsSchedule, area: 'schedules' },
  {
    path: paths.clientExceptionServices,
    label: screens.navigation.screens.exceptionServices,
    area: 'schedules',
  },
  { path: paths.clientVacationConfig, label: screens.navigation.screens.vacationConfig, area: 'schedules' },
  { path: paths.clientTemplatesImportEvents, label: screens.navigation.screens.importTemplates, area: 'settings' },
  { path: paths.clientImportCustom, label: screens.eventImport.title, area: 'settings' },
  { path: paths.clientForms, label: screens.navigation.screens.forms, area: 'registries' },
  { path: paths.clientFormsResponses, label: screens.navigation.screens.formsResponses, area: 'reports' },
];

/** Novidades (with the unread badge) and Sobre, at the bottom of every workspace's menu (decision 055). */
const productNavItems = {
  client: [
    { path: paths.clientChangelog, label: screens.navigation.screens.changelog, badge: 'unreadReleases' },
    { path: paths.clientAbout, label: screens.navigation.screens.about },
  ],
  admin: [
    { path: paths.adminChangelog, label: screens.navigation.screens.changelog, badge: 'unreadReleases' },
    { path: paths.adminAbout, label: screens.navigation.screens.about },
  ],
} satisfies Record<string, readonly NavItem[]>;

/** The navbar lists only screens that exist in the session's workspace. */
export const navItemsByWorkspace: Record<Workspace, readonly NavItem[]> = {
  CLIENT: [
    { path: paths.clientDashboard, label: nav.dashboard },
    // The chat (decision 066), on top beside the dashboard: talks are everyone's, in no area.
    { path: paths.clientChat, label: screens.navigation.screens.chat, badge: 'unreadChat' },
    { path: paths.clientCompanies, label: companyLabel, area: 'settings' },
    ...registryNavItems,
    /** The doctor's own roster: the doctors' workspace only (listOwn of scheduleOnCall). */
    { path: paths.clientMySchedule, label: screens.navigation.screens.mySchedule, area: 'schedules' },
    { path: paths.clientSelectCompany, label: nav.selectCompany },
    { path: paths.clientChangePassword, label: nav.changePassword },
    { path: paths.clientFaq, label: screens.navigation.screens.faq },
    { path: paths.clientSupport, label: screens.navigation.screens.support },
    ...productNavItems.client,
  ],
  COMPANY: [
    { path: paths.companyDashboard, label: nav.dashboard },
    // The chat (decision 066), on top beside the dashboard: talks are everyone's, in no area.
    { path: paths.clientChat, label: screens.navigation.screens.chat, badge: 'unreadChat' },
    { path: paths.clientCompanies, label: companyLabel, area: 'settings' },
    ...registryNavItems,
    { path: paths.companySelectCompany, label: nav.selectCompany },
    { path: paths.clientChangePassword, label: nav.changePassword },
    { path: paths.clientFaq, label: screens.navigation.screens.faq },
    { path: paths.clientSupport, label: screens.navigation.screens.support },
    ...productNavItems.client,
  ],
  ADMIN: [
    { path: paths.adminDashboard, label: nav.dashboard },
    // Every administrator reads the contact messages; the outbox tab is the super admins' (decision 059).
    { path: paths.adminInbox, label: nav.inbox, area: 'administration' },
    // The support talks of the companies (decision 066).
    { path: paths.adminChat, label: screens.navigation.screens.chat, area: 'administration', badge: 'unreadChat' },
    { path: paths.adminCompanies, label: adminCompanies.nav, area: 'administration' },
    { path: paths.adminCompaniesData, label: adminCompanies.dataNav, isSuperAdminOnly: true, area: 'administration' },
    { path: paths.adminUsers, label: screens.navigation.screens.adminUsers, area: 'administration' },
    { path: paths.adminAdminUsers, label: screens.navigation.screens.adminAccounts, area: 'administration' },
    { path: paths.adminAccessProfiles, label: screens.navigation.screens.accessProfiles, area: 'administration' },
    { path: paths.adminAccessModules, label: screens.navigation.screens.accessModules, area: 'administration' },
    { path: paths.adminAccessActions, label: screens.navigation.screens.accessActions, area: 'administration' },
    { path: paths.adminChanges, label: screens.changes.nav, area: 'administration' },
    { path: paths.adminJobs, label: screens.jobs.nav, isSuperAdminOnly: true, area: 'administration' },
    { path: paths.adminReferenceTables, label: screens.navigation.screens.referenceTables, area: 'registries' },
    { path: paths.adminCbhpm, label: screens.navigation.screens.cbhpm, area: 'registries' },
    { path: paths.adminIntegrations, label: screens.navigation.screens.integrations, area: 'registries' },
    { path: paths.adminEvents, label: screens.events.admin.eventsNav, area: 'billing' },
    { path: paths.adminVerifyEvents, label: screens.events.admin.verifyEventsNav, area: 'billing' },
    { path: paths.adminVerifyProcedures, label: screens.events.admin.verifyProceduresNav, area: 'billing' },
    { path: paths.adminGuideOcrAmazon, label: screens.navigation.screens.adminGuidesOcr, area: 'billing' },
    { path: paths.adminReports, label: screens.navigation.screens.reports, area: 'reports' },
    {
      path: paths.toolsCbhpm,
      label: screens.navigation.screens.cbhpmTools,
      isSuperAdminOnly: true,
      area: 'registries',
    },
    {
      path: paths.toolsCheckTransactions,
      label: screens.navigation.screens.checkTransactions,
      isSuperAdminOnly: true,
      area: 'financial',
    },
    { path: paths.toolsJson2Excel, label: screens.navigation.screens.json2excel, area: 'administration' },
    {
      path: paths.adminQuery,
      label: screens.navigation.screens.adminQuery,
      isSuperAdminOnly: true,
      area: 'administration',
    },
    {
      path: paths.toolsLanguage,
      label: screens.navigation.screens.language,
      isSuperAdminOnly: true,
      area: 'administration',
    },
    { path: paths.adminBi, label: screens.navigation.screens.adminBi, isSuperAdminOnly: true, area: 'reports' },
    { path: paths.adminMap, label: screens.navigation.screens.adminMap, area: 'reports' },
    { path: paths.adminDashboardOcr, label: screens.navigation.screens.adminDashboardOcr, area: 'reports' },
    { path: paths.adminOcrAmazonCredit, label: screens.navigation.screens.adminOcrCredits, area: 'administration' },
    { path: paths.adminHelp, label: screens.navigation.screens.adminHelp, area: 'administration' },
    {
      path: paths.adminHelpCategories,
      label: screens.navigation.screens.adminHelpCategories,
      area: 'administration',
    },
    { path: paths.adminSpecialties, label: screens.navigation.screens.adminSpecialties, area: 'registries' },
    { path: paths.adminRegions, label: screens.navigation.screens.adminRegions, area: 'registries' },
    { path: paths.adminPosts, label: screens.navigation.screens.adminPosts, area: 'administration' },
    {
      path: paths.adminPostsCategories,
      label: screens.navigation.screens.adminPostsCategories,
      area: 'administration',
    },
    {
      path: paths.adminPostsPublishers,
      label: screens.navigation.screens.adminPostsPublishers,
      area: 'administration',
    },
    { path: paths.adminReleases, label: screens.navigation.screens.releases, area: 'administration' },
    { path: paths.adminForms, label: screens.navigation.screens.adminForms, area: 'administration' },
    {
      path: paths.adminFormsCategories,
      label: screens.navigation.screens.adminFormsCategories,
      area: 'administration',
    },
    { path: paths.adminQuiz, label: screens.navigation.screens.adminQuiz, area: 'administration' },
    { path: paths.adminFormsResponses, label: screens.navigation.screens.adminFormsResponses, area: 'reports' },
    { path: paths.adminSelectCompany, label: nav.enterCompany },
    { path: paths.clientChangePassword, label: nav.changePassword },
    ...productNavItems.admin,
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

/**
 * A company whose agenda display is DEMAND (platform.md §3 companies) schedules from its demands
 * (decision 049): Demandas comes first in the schedules area. Otherwise the items as they are.
 */
export function withAgendaDisplay(items: readonly NavItem[], agendaDisplay: string | undefined): NavItem[] {
  const demands = items.find((item) => item.path === paths.clientDemands);
  if (agendaDisplay !== 'DEMAND' || !demands) return [...items];
  const rest = items.filter((item) => item !== demands);
  const first = rest.findIndex((item) => item.area === 'schedules');
  return first < 0 ? [...items] : [...rest.slice(0, first), demands, ...rest.slice(first)];
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

export interface NavGroup {
  area: NavArea;
  label: string;
  items: NavItem[];
}

/** The menu: the items outside the groups before them (top) and after them (bottom), and the groups. */
export interface NavMenu {
  top: NavItem[];
  groups: NavGroup[];
  bottom: NavItem[];
}

/**
 * The visible items by area, in the areas' order; an area without a visible item is left out,
 * so a session sees only the groups it has something to open in.
 */
export function navMenu(items: readonly NavItem[]): NavMenu {
  const firstGrouped = items.findIndex((item) => item.area !== undefined);
  const isOnTop = (index: number) => firstGrouped < 0 || index < firstGrouped;
  const ungrouped = items.map((item, index) => ({ item, index })).filter(({ item }) => item.area === undefined);
  return {
    top: ungrouped.filter(({ index }) => isOnTop(index)).map(({ item }) => item),
    groups: NAV_AREAS.map((area) => ({
      area,
      label: messages.screens.navigation.areas[area],
      items: items.filter((item) => item.area === area),
    })).filter((group) => group.items.length > 0),
    bottom: ungrouped.filter(({ index }) => !isOnTop(index)).map(({ item }) => item),
  };
}

/** The area of the item the pathname belongs to (its group is opened), if any. */
export function activeNavArea(items: readonly NavItem[], pathname: string): NavArea | null {
  return items.find((item) => isNavItemActive(item, pathname))?.area ?? null;
}

/** Which groups the user opened or closed (kept in localStorage); a group never touched is open. */
export type NavGroupsOpen = Partial<Record<NavArea, boolean>>;

export const NAV_GROUPS_STORAGE_KEY = 'honora-nav-groups';

export function isNavGroupOpen(state: NavGroupsOpen, area: NavArea): boolean {
  return state[area] ?? true;
}

/** The stored state, read defensively: anything but a map of known areas to booleans is ignored. */
export function parseNavGroupsOpen(raw: string | undefined | null): NavGroupsOpen {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const entries = Object.entries(value).filter(
      (entry): entry is [NavArea, boolean] =>
        (NAV_AREAS as readonly string[]).includes(entry[0]) && typeof entry[1] === 'boolean',
    );
    return Object.fromEntries(entries);
  } catch {
    return {};
  }
}
