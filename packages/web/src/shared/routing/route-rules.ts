import { billingSettingsModule, withOwnerFallback, type RouteRule } from '@honora/domain';
import { paths, type AppPath } from './paths';
import { scheduleRouteRules } from './route-rules-schedules';
import { ticketRouteRules } from './route-rules-tickets';
import { ID_SEGMENT_PATHS } from './record-paths';

const PUBLIC: RouteRule = { workspaces: [] };
/** The contracts' screens (platform.md §2 contracts, periodOfPayment): module contracts, list. */
const CONTRACTS: RouteRule = { workspaces: ['CLIENT', 'COMPANY'], permission: { module: 'contracts', action: 'list' } };
/**
 * Billing settings lists (custom fields, item groups, spreadsheets): they belong to the billing
 * profiles, module 'billing'. platform.md §2 asks only for login: the screen asks for a company.
 */
const BILLING_SETTINGS_LIST: RouteRule = {
  workspaces: ['CLIENT', 'COMPANY'],
  permission: { module: billingSettingsModule, action: 'list' },
};

/**
 * The events list and the not-ready list (the same screen), and the event form at `/{id}`:
 * like GET /api/events, members with only their own events (listOwn) open it (platform.md §6).
 */
const EVENTS_LIST: RouteRule = {
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: withOwnerFallback('events', 'list'),
};

const INTEGRATIONS: RouteRule = {
  workspaces: ['CLIENT', 'COMPANY'],
  needsCompany: true,
  permission: { module: 'integrations', action: 'list' },
};

/**
 * Route rules table: who may open each path, whether it needs a selected company, and the
 * module + action the session needs there (platform.md §6).
 */
export const routeRules: Record<AppPath, RouteRule> = {
  [paths.root]: PUBLIC,
  [paths.login]: PUBLIC,
  [paths.admin]: PUBLIC,
  [paths.adminLogin]: PUBLIC,
  [paths.clientLogin]: PUBLIC,
  [paths.companyLogin]: PUBLIC,
  [paths.clientRegister]: PUBLIC,
  [paths.resetPassword]: PUBLIC,
  /** The public FAQ and one entry at /faq/{id} (platform.md §2; decision 056): no login. */
  [paths.faq]: PUBLIC,
  /** The public response to a form, /response/{companyId}/{slug} (platform.md §2; decision 057): no login. */
  [paths.response]: PUBLIC,
  /** A questionnaire's personal link, /quest/{email}?t={token} (platform.md §2; decision 060): no login. */
  [paths.quest]: PUBLIC,
  /** The public site (platform.md §2; decision 059): /contact, /tools/img and the test pages, no login. */
  [paths.contact]: PUBLIC,
  [paths.toolsImg]: PUBLIC,
  [paths.test]: PUBLIC,
  [paths.test2]: PUBLIC,
  [paths.test3]: PUBLIC,
  [paths.notFound]: PUBLIC,
  [paths.logout]: PUBLIC,
  [paths.clientSelectCompany]: { workspaces: ['CLIENT'] },
  [paths.clientChangePassword]: { workspaces: ['CLIENT', 'COMPANY', 'ADMIN'] },
  [paths.clientDashboard]: { workspaces: ['CLIENT'], needsCompany: true },
  [paths.clientCompanies]: {
    workspaces: ['CLIENT', 'COMPANY'],
    permission: { module: 'companies', action: 'read' },
  },
  [paths.companySelectCompany]: { workspaces: ['COMPANY'] },
  [paths.companyDashboard]: { workspaces: ['COMPANY'], needsCompany: true },
  [paths.adminDashboard]: { workspaces: ['ADMIN'] },
  [paths.adminSelectCompany]: { workspaces: ['ADMIN'] },
  [paths.adminInbox]: { workspaces: ['ADMIN'] },
  [paths.adminCompanies]: { workspaces: ['ADMIN'] },
  [paths.adminCompaniesData]: { workspaces: ['ADMIN'] },
  [paths.adminUsers]: { workspaces: ['ADMIN'] },
  [paths.adminAdminUsers]: { workspaces: ['ADMIN'] },
  [paths.adminAccessProfiles]: { workspaces: ['ADMIN'] },
  [paths.adminAccessModules]: { workspaces: ['ADMIN'] },
  [paths.adminAccessActions]: { workspaces: ['ADMIN'] },
  [paths.adminChanges]: { workspaces: ['ADMIN'] },
  [paths.adminJobs]: { workspaces: ['ADMIN'] },
  [paths.adminReferenceTables]: { workspaces: ['ADMIN'] },
  [paths.adminCbhpm]: { workspaces: ['ADMIN'] },
  /** Every administrator, over the company chosen on the screen (decision 039); no {id} (billing.md §2). */
  [paths.adminReports]: { workspaces: ['ADMIN'] },
  /** Super admins only (the menu and the API, decision 038); no {id} (platform.md §2). */
  [paths.adminBi]: { workspaces: ['ADMIN'] },
  /** The read-only query console: super admins only (the menu and the API, decision 061); no {id} (platform.md §2). */
  [paths.adminQuery]: { workspaces: ['ADMIN'] },
  /** Every administrator (decision 038); no {id} (platform.md §2). */
  [paths.adminMap]: { workspaces: ['ADMIN'] },
  /**
   * The OCR screens of the admin workspace (platform.md §2): every administrator, as their API
   * (module admin); a credit grant is the super admin's (the screen shows it, the API enforces it).
   * OcrAmazonCredit/{id} is one company's credits; GuideOcrAmazon/{id} is support's review of one
   * guide (read as GET /api/admin/ocr-guides/:id; corrections and readings again need write).
   */
  [paths.adminDashboardOcr]: { workspaces: ['ADMIN'] },
  [paths.adminOcrAmazonCredit]: { workspaces: ['ADMIN'] },
  [paths.adminGuideOcrAmazon]: { workspaces: ['ADMIN'] },
  [paths.toolsCbhpm]: { workspaces: ['ADMIN'] },
  /**
   * The FAQ for signed-in users (platform.md §2 client faq; decision 056): every user of the
   * workspace, no company (the FAQ is the platform's). Help and HelpCategories: administrators.
   */
  [paths.clientFaq]: { workspaces: ['CLIENT', 'COMPANY'] },
  [paths.adminHelp]: { workspaces: ['ADMIN'] },
  [paths.adminHelpCategories]: { workspaces: ['ADMIN'] },
  [paths.adminSpecialties]: { workspaces: ['ADMIN'] },
  [paths.adminRegions]: { workspaces: ['ADMIN'] },
  /**
   * The company's forms and responses (platform.md §2, login only; decision 057): module forms,
   * list, as GET /api/forms — the screen asks for a company when none is chosen. The admin
   * screens: administrators (module admin).
   */
  [paths.clientForms]: { workspaces: ['CLIENT', 'COMPANY'], permission: { module: 'forms', action: 'list' } },
  [paths.clientFormsResponses]: { workspaces: ['CLIENT', 'COMPANY'], permission: { module: 'forms', action: 'list' } },
  [paths.adminForms]: { workspaces: ['ADMIN'] },
  [paths.adminFormsCategories]: { workspaces: ['ADMIN'] },
  [paths.adminFormsResponses]: { workspaces: ['ADMIN'] },
  /** Questionnaires and one at /admin/quiz/{id} (platform.md §2; decision 060): administrators. */
  [paths.adminQuiz]: { workspaces: ['ADMIN'] },
  /** Posts, their categories and authors (platform.md §2; decision 058): administrators. */
  [paths.adminPosts]: { workspaces: ['ADMIN'] },
  [paths.adminPostsCategories]: { workspaces: ['ADMIN'] },
  [paths.adminPostsPublishers]: { workspaces: ['ADMIN'] },
  /**
   * Novidades and Sobre (platform.md §2; decision 055): every signed-in user of the workspace, no
   * company needed (the releases are the platform's). /admin/Releases: administrators (module admin).
   */
  [paths.clientChangelog]: { workspaces: ['CLIENT', 'COMPANY'] },
  [paths.clientAbout]: { workspaces: ['CLIENT', 'COMPANY'] },
  [paths.adminChangelog]: { workspaces: ['ADMIN'] },
  [paths.adminAbout]: { workspaces: ['ADMIN'] },
  [paths.adminReleases]: { workspaces: ['ADMIN'] },
  /** The chat, a talk at {id} (platform.md §6; decision 066): the company's people; administrators (support). */
  [paths.clientChat]: { workspaces: ['CLIENT', 'COMPANY'], needsCompany: true },
  [paths.adminChat]: { workspaces: ['ADMIN'] },
  [paths.toolsCheckTransactions]: { workspaces: ['ADMIN'] },
  [paths.toolsLanguage]: { workspaces: ['ADMIN'] }, // super admins only, checked by the server (decision 062)
  /** Every administrator (decision 034): the tool reads no company's data. */
  [paths.toolsJson2Excel]: { workspaces: ['ADMIN'] },
  /**
   * The transactions report picks up to 10 companies; platform.md §2 asks only for login. Its
   * permission (billing read) is a grant of a company, so the screen asks for one when none is chosen.
   */
  [paths.clientReportTransactions]: {
    workspaces: ['CLIENT', 'COMPANY'],
    permission: { module: 'billing', action: 'read' },
  },
  /** billing.md §2: ExternalPayments needs a selected company. */
  [paths.clientExternalPayments]: {
    workspaces: ['CLIENT', 'COMPANY'],
    needsCompany: true,
    permission: { module: 'billing', action: 'read' },
  },
  /** Batches: the batches module; one batch at /client/batches/{id}. Login only (platform.md §2). */
  [paths.clientBatches]: {
    workspaces: ['CLIENT', 'COMPANY'],
    permission: { module: 'batches', action: 'list' },
  },
  /** billing.md §2: Appeals needs a selected company; module billing, like GET /api/appeals. */
  [paths.clientAppeals]: {
    workspaces: ['CLIENT', 'COMPANY'],
    needsCompany: true,
    permission: { module: 'billing', action: 'list' },
  },
  /** Insurer statements: a selected company and module billing, like GET /api/statements. */
  [paths.clientStatements]: {
    workspaces: ['CLIENT', 'COMPANY'],
    needsCompany: true,
    permission: { module: 'billing', action: 'list' },
  },
  /** Taxes and fees: login only in platform.md §2; module billing, like GET /api/taxes. */
  [paths.clientTaxes]: {
    workspaces: ['CLIENT', 'COMPANY'],
    permission: { module: 'billing', action: 'list' },
  },
  /** Collections (cobranças): login only in platform.md §2; module billing, like GET /api/collections. */
  [paths.clientCollections]: {
    workspaces: ['CLIENT', 'COMPANY'],
    permission: { module: 'billing', action: 'list' },
  },
  /**
   * The standard reports: login only in platform.md §2; module dashboard like GET
   * /api/reports/:report, a grant of a company, so the screen asks for one when none is chosen.
   * The API narrows a doctor to their own events and refuses residents (decision 035).
   */
  [paths.clientReports]: {
    workspaces: ['CLIENT', 'COMPANY'],
    permission: { module: 'dashboard', action: 'read' },
  },
  /**
   * The report generator: platform.md §2 lists ReportsGenerator among the routes that need a
   * selected company; module dashboard like the standard reports and its API (decision 036).
   */
  [paths.clientReportsGenerator]: {
    workspaces: ['CLIENT', 'COMPANY'],
    needsCompany: true,
    permission: { module: 'dashboard', action: 'read' },
  },
  /**
   * BigData: platform.md §2 lists it among the routes that need a selected company. Its figures
   * are the whole company's, so it asks for the events list itself (not only one's own), as GET
   * /api/big-data does besides the dashboard's read (decision 037).
   */
  [paths.clientBigData]: {
    workspaces: ['CLIENT', 'COMPANY'],
    needsCompany: true,
    permission: { module: 'events', action: 'list' },
  },
  /** Transfers (repasses): login only in platform.md §2; module billing, like GET /api/transfers. */
  [paths.clientTransfers]: {
    workspaces: ['CLIENT', 'COMPANY'],
    permission: { module: 'billing', action: 'list' },
  },
  /**
   * The doctors' statements: login only in platform.md §2; module billing read, or a doctor's
   * readOwn (their own transfers), like GET /api/user-transfers.
   */
  [paths.clientUserTransfer]: {
    workspaces: ['CLIENT', 'COMPANY'],
    permission: withOwnerFallback('billing', 'read'),
  },
  /**
   * Contracts (platform.md §2 contracts, §3 Contract; decision 045): module contracts, as GET
   * /api/contracts; one contract at /client/contracts/{id}. Login only in platform.md §2: the
   * screen asks for a company. Residents never have the module (§6).
   */
  [paths.clientContracts]: CONTRACTS,
  /** The installments due month by month (platform.md §2 periodOfPayment): module contracts, as GET /api/contract-installments. */
  [paths.clientPeriodOfPayment]: CONTRACTS,
  /** The billing contract and its statements (billing.md §2 BillingContract): module contracts, as GET /api/billing-contracts. */
  [paths.clientBillingContract]: CONTRACTS,
  /** Invoices: the invoices module; one invoice at /client/invoices/{id}. Login only (platform.md §2). */
  [paths.clientInvoices]: {
    workspaces: ['CLIENT', 'COMPANY'],
    permission: { module: 'invoices', action: 'list' },
  },
  /** The price preview shows nothing but values: without readValues it is neither listed nor opened. */
  [paths.clientPricing]: {
    workspaces: ['CLIENT', 'COMPANY'],
    needsCompany: true,
    permission: { module: 'healthInsurances', action: 'read' },
    showsOnlyValues: true,
  },
  [paths.clientEvents]: EVENTS_LIST,
  [paths.clientNotReadyEvents]: EVENTS_LIST,
  /** billing.md §2: Protocols needs login but no selected company (the screen asks for one). */
  [paths.clientProtocols]: { workspaces: ['CLIENT', 'COMPANY'], permission: { module: 'events', action: 'list' } },
  [paths.adminEvents]: { workspaces: ['ADMIN'] },
  [paths.adminVerifyEvents]: { workspaces: ['ADMIN'] },
  [paths.adminVerifyProcedures]: { workspaces: ['ADMIN'] },
  [paths.clientProfileEdit]: { workspaces: ['CLIENT', 'COMPANY', 'ADMIN'] },
  [paths.clientPatients]: {
    workspaces: ['CLIENT', 'COMPANY'],
    needsCompany: true,
    permission: { module: 'patients', action: 'list' },
  },
  [paths.clientCustomFields]: BILLING_SETTINGS_LIST,
  [paths.clientMandatoryFields]: {
    workspaces: ['CLIENT', 'COMPANY'],
    permission: { module: billingSettingsModule, action: 'read' },
  },
  [paths.clientFinancialItemGroups]: BILLING_SETTINGS_LIST,
  [paths.clientSpreadsheetConfig]: BILLING_SETTINGS_LIST,
  ...scheduleRouteRules,
  ...ticketRouteRules,
  /**
   * The events import templates (decision 040): whoever may enter events, as GET
   * /api/event-import-templates (write, or writeOwn). Login only in platform.md §2: the screen
   * asks for a company.
   */
  [paths.clientTemplatesImportEvents]: {
    workspaces: ['CLIENT', 'COMPANY'],
    permission: withOwnerFallback('events', 'write'),
  },
  /**
   * Importing events from a spreadsheet (billing.md §2 ImportCustom; decision 040): who may write
   * events, as the /api/event-imports routes (write, not writeOwn). Login only in platform.md §2:
   * the screen asks for a company.
   */
  [paths.clientImportCustom]: {
    workspaces: ['CLIENT', 'COMPANY'],
    permission: { module: 'events', action: 'write' },
  },
  /**
   * Guides read by OCR (platform.md §2 guidesOcr; decision 041): module ocr as GET
   * /api/ocr-guides (list, or listOwn: the guides one sent). Login only: the screen asks for a company.
   */
  [paths.clientGuidesOcr]: {
    workspaces: ['CLIENT', 'COMPANY'],
    permission: withOwnerFallback('ocr', 'list'),
  },
  /** The review of one guide at GuideOcrAmazon/{id}: read (or readOwn) as GET /api/ocr-guides/:id. */
  [paths.clientGuideOcrAmazon]: {
    workspaces: ['CLIENT', 'COMPANY'],
    permission: withOwnerFallback('ocr', 'read'),
  },
  [paths.clientInsurances]: {
    workspaces: ['CLIENT', 'COMPANY'],
    needsCompany: true,
    permission: { module: 'healthInsurances', action: 'list' },
  },
  [paths.clientTypesOfPayment]: {
    workspaces: ['CLIENT', 'COMPANY'],
    permission: { module: 'healthInsurances', action: 'list' },
  },
  [paths.clientHospitals]: {
    workspaces: ['CLIENT', 'COMPANY'],
    needsCompany: true,
    permission: { module: 'hospitals', action: 'list' },
  },
  [paths.clientSurgeons]: {
    workspaces: ['CLIENT', 'COMPANY'],
    needsCompany: true,
    permission: { module: 'surgeons', action: 'list' },
  },
  [paths.clientAnesthetists]: {
    workspaces: ['CLIENT', 'COMPANY'],
    needsCompany: true,
    permission: { module: 'anesthetists', action: 'list' },
  },
  /**
   * The external registry's screens (platform.md §2 integrations…; decision 053): module
   * integrations, list, like GET /api/axreg/tofrom/{companyId}; they call the API with the
   * session's company, so they need one selected.
   */
  [paths.clientIntegrations]: INTEGRATIONS,
  [paths.clientSurgeonIntegration]: INTEGRATIONS,
  [paths.clientAnesthetistIntegration]: INTEGRATIONS,
  [paths.clientHealthInsuranceIntegration]: INTEGRATIONS,
  [paths.clientHospitalIntegration]: INTEGRATIONS,
  [paths.clientIntegrationToFrom]: INTEGRATIONS,
  [paths.clientIntegrationsMultiples]: INTEGRATIONS,
  /** Every administrator, as GET /api/admin/integrations (module admin); no {id} (platform.md §2). */
  [paths.adminIntegrations]: { workspaces: ['ADMIN'] },
};

/** Paths match case-insensitively (as the router does) and without a trailing slash. */
const rulesByKey = new Map<string, RouteRule>(
  Object.entries(routeRules).map(([path, rule]) => [path.toLowerCase(), rule]),
);

/** The screens that open one record at `<list>/{id}` (record-paths.ts). */
export { ID_SEGMENT_PATHS };

/** The rule of a pathname; null for paths the app does not register (the not-found page). */
export function ruleOf(pathname: string): RouteRule | null {
  const bare = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const key = bare.toLowerCase();
  const rule = rulesByKey.get(key);
  if (rule) return rule;
  // A screen with an {id} segment (/client/batches/{id}) follows its list's rule.
  const parent = key.replace(/\/[^/]+$/, '');
  return ID_SEGMENT_PATHS.has(parent) ? (rulesByKey.get(parent) ?? null) : null;
}

/**
 * A screen of a company's data whose route needs only login (platform.md §2): it opens without
 * a selected company and asks for one inside the screen (grants and data belong to a company).
 */
export function asksForCompanyInScreen(rule: RouteRule): boolean {
  return !rule.needsCompany && rule.permission !== undefined && !rule.workspaces.includes('ADMIN');
}
