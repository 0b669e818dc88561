import { paths } from '../../shared/routing/paths';

/**
 * "Where each text appears" in /tools/Language (decision 062): a key's path names its area
 * (`screens.patients.title` → the patients screen), and the screens that have a route here link
 * to it. A key outside `screens` (errors, validation, e-mails) is general: many places show it.
 */

/** The catalog node under `screens` → the route that shows its texts. */
const SCREEN_ROUTES: Readonly<Record<string, string>> = {
  patients: paths.clientPatients,
  hospitals: paths.clientHospitals,
  surgeons: paths.clientSurgeons,
  anesthetists: paths.clientAnesthetists,
  healthInsurers: paths.clientInsurances,
  billingSettings: paths.clientTypesOfPayment,
  referenceTables: paths.adminReferenceTables,
  cbhpm: paths.adminCbhpm,
  taxes: paths.clientTaxes,
  collections: paths.clientCollections,
  transfers: paths.clientTransfers,
  json2excel: paths.toolsJson2Excel,
  reports: paths.clientReports,
  reportsGenerator: paths.clientReportsGenerator,
  adminBi: paths.adminBi,
  importTemplates: paths.clientTemplatesImportEvents,
  workplaces: paths.clientWorkplaces,
  scheduleShifts: paths.clientHours,
  onCallSchedule: paths.clientOnCallSchedule,
  scheduleCore: paths.clientCore,
  scheduleSwaps: paths.clientScheduleSwaps,
  mySchedule: paths.clientMySchedule,
  dailySchedule: paths.clientDailySchedule,
  scheduleExceptions: paths.clientExceptionServices,
  scheduleVacations: paths.clientVacationConfig,
  scheduleLimits: paths.clientSchedulesLimits,
  scheduleTags: paths.clientTagsSchedule,
  contracts: paths.clientContracts,
  workloads: paths.clientWorkloads,
  scheduleCharges: paths.clientScheduleCharge,
  billingContract: paths.clientBillingContract,
  integrations: paths.clientIntegrations,
  scheduleReports: paths.clientReportsSchedule,
  demands: paths.clientDemands,
  help: paths.adminHelp,
  posts: paths.adminPosts,
  releases: paths.adminReleases,
  forms: paths.adminForms,
  questionnaires: paths.adminQuiz,
  jobs: paths.adminJobs,
  changes: paths.adminChanges,
  batches: paths.clientBatches,
  invoices: paths.clientInvoices,
  appeals: paths.clientAppeals,
  language: paths.toolsLanguage,
  adminUsers: paths.adminUsers,
  adminAccounts: paths.adminAdminUsers,
};

/** Sub-nodes that are screens of their own (`screens.money.check` is /tools/CheckTransactions). */
const SUB_SCREEN_ROUTES: Readonly<Record<string, string>> = {
  'money.check': paths.toolsCheckTransactions,
  'money.report': paths.clientReportTransactions,
  'money.external': paths.clientExternalPayments,
  'events.list': paths.clientEvents,
  'events.form': paths.clientEvents,
  'events.admin': paths.adminEvents,
  'events.protocolsScreen': paths.clientProtocols,
  'appeals.statements': paths.clientStatements,
};

export interface TextPlace {
  /** The catalog node the key belongs to ('screens.patients', 'errors'). */
  area: string;
  /** The route of the screen that shows it, when one is known. */
  path: string | null;
}

/** The area of a key and the screen that shows it, from the key's path alone. */
export function placeOf(key: string): TextPlace {
  const parts = key.split('.');
  if (parts[0] !== 'screens' || parts.length < 3) return { area: parts.slice(0, -1).join('.') || key, path: null };
  const sub = `${parts[1]}.${parts[2]}`;
  const subPath = SUB_SCREEN_ROUTES[sub];
  if (subPath && parts.length > 3) return { area: `screens.${sub}`, path: subPath };
  return { area: `screens.${parts[1]}`, path: SCREEN_ROUTES[parts[1]!] ?? null };
}
