import { registryMessages } from './registries/common';
import { billingSettingsMessages } from './registries/billing-settings';
import { anesthetistsMessages } from './registries/anesthetists';
import { hospitalsMessages } from './registries/hospitals';
import { patientsMessages } from './registries/patients';
import { referenceTablesMessages } from './screen-texts/reference-tables';
import { glosaReasonsMessages } from './registries/glosa-reasons';
import { healthInsurersMessages } from './screen-texts/health-insurers';
import { surgeonsMessages } from './registries/surgeons';
import { cbhpmMessages } from './screen-texts/cbhpm';
import { negotiationsMessages } from './pricing/negotiations';
import { pricingMessages } from './pricing/pricing';
import { eventsMessages } from './events/events';
import { eventImportMessages } from './events/event-import';
import { ocrMessages } from './screen-texts/ocr';
import { eventListScreenMessages } from './events/event-list-screen';
import { eventFormScreenMessages } from './screen-texts/event-form';
import { eventAppealsScreenMessages } from './events/event-appeals-screen';
import { protocolsScreenMessages } from './events/protocols-screen';
import { adminEventsScreenMessages } from './events/admin-events-screen';
import { moneyMessages } from './money/money';
import { externalPaymentsScreenMessages, transactionReportScreenMessages } from './screen-texts/transaction-report';
import { checkTransactionsScreenMessages } from './screen-texts/check-transactions';
import { receiveDialogScreenMessages } from './money/receive-dialog-screen';
import { batchesMessages, invoicesMessages } from './batches/batches';
import { batchesScreenMessages } from './screen-texts/batches';
import { invoicesScreenMessages } from './screen-texts/invoices';
import { companyAdminScreenMessages } from './admin/company-screens';
import { peopleAdminScreenMessages } from './admin/people-screens';
import { authScreenMessages } from './auth/auth-screens';
import { shellScreenMessages } from './shell/shell-screens';
import { navigationMessages } from './navigation';
import { jobsMessages } from './admin/jobs';
import { appealsMessages } from './appeals/appeals';
import { transferPdfMessages } from './server-only/transfer-pdf';
import { taxesScreenMessages } from './screen-texts/taxes';
import { collectionsScreenMessages } from './screen-texts/collections';
import { transfersScreenMessages } from './screen-texts/transfers';
import { json2excelScreenMessages } from './screen-texts/json2excel';
import { adminQueryScreenMessages } from './screen-texts/admin-query';
import { dashboardScreenMessages } from './screen-texts/dashboard';
import { reportsScreenMessages } from './screen-texts/reports';
import { reportsGeneratorScreenMessages } from './screen-texts/reports-generator';
import { adminBiScreenMessages } from './screen-texts/admin-bi';
import { importTemplatesScreenMessages } from './screen-texts/import-templates';
import { schedulesScreenMessages } from './screen-texts/schedules';
import { workplacesScreenMessages } from './screen-texts/workplaces';
import { scheduleShiftsScreenMessages } from './screen-texts/schedule-shifts';
import {
  dailyScheduleScreenMessages,
  myScheduleScreenMessages,
  onCallLinesScreenMessages,
  onCallScheduleScreenMessages,
  scheduleCoreScreenMessages,
  scheduleSwapsScreenMessages,
} from './screen-texts/on-call-schedule';
import { scheduleExceptionsScreenMessages, scheduleVacationsScreenMessages } from './screen-texts/schedule-absences';
import { scheduleLimitsScreenMessages } from './screen-texts/schedule-limits';
import { scheduleTagsScreenMessages } from './screen-texts/schedule-tags';
import { contractsScreenMessages } from './screen-texts/contracts';
import { workloadsScreenMessages } from './screen-texts/workloads';
import { scheduleChargesScreenMessages } from './screen-texts/schedule-charges';
import { billingContractScreenMessages } from './screen-texts/billing-contract';
import { scheduleReportsScreenMessages } from './screen-texts/schedule-reports';
import { demandsScreenMessages } from './screen-texts/demands';
import { scheduleBillingScreenMessages } from './screen-texts/schedule-billing';
import { dayPreferencesScreenMessages } from './screen-texts/day-preferences';
import { integrationsScreenMessages } from './screen-texts/integrations';
import { contaAzulScreenMessages } from './screen-texts/contaazul';
import { helpScreenMessages } from './screen-texts/help';
import { helpErrorMessages } from './screen-texts/help-errors';
import { specialtiesRegionsScreenMessages } from './screen-texts/specialties-regions';
import { specialtiesRegionsErrorMessages } from './screen-texts/specialties-regions-errors';
import { postsScreenMessages } from './screen-texts/posts';
import { postsErrorMessages } from './screen-texts/posts-errors';
import { releasesScreenMessages } from './screen-texts/releases';
import { formsScreenMessages } from './screen-texts/forms';
import { formsErrorMessages } from './screen-texts/forms-errors';
import { questionnairesScreenMessages } from './screen-texts/questionnaires';
import { questionnairesErrorMessages } from './screen-texts/questionnaires-errors';
import { contactScreenMessages } from './screen-texts/contact';
import { openingHoursScreenMessages } from './screen-texts/opening-hours';
import { verifyStatusScreenMessages } from './screen-texts/verify-status';
import { ticketsScreenMessages } from './screen-texts/tickets';
import { siteToolsScreenMessages } from './screen-texts/site-tools';
import { languageScreenMessages } from './screen-texts/language';
import { chatScreenMessages } from './screen-texts/chat';
import { chatErrorMessages } from './screen-texts/chat-errors';
import { chatWebScreenMessages } from './screen-texts/chat-web';

/** pt-BR text of the web screens (labels, titles, hints). Part of the one catalog. */
export const screenMessages = {
  ...shellScreenMessages,
  /** The menu's areas and the search (Ctrl+K). */
  navigation: navigationMessages,
  ...authScreenMessages,
  ...companyAdminScreenMessages,
  ...peopleAdminScreenMessages,
  registry: registryMessages,
  patients: patientsMessages,
  hospitals: hospitalsMessages,
  surgeons: surgeonsMessages,
  anesthetists: anesthetistsMessages,
  healthInsurers: healthInsurersMessages,
  billingSettings: billingSettingsMessages,
  eventImport: eventImportMessages,
  ocr: ocrMessages,
  referenceTables: referenceTablesMessages,
  glosaReasons: glosaReasonsMessages,
  /** Screen texts (decision 029): in the web, only the screen's own import has them. */
  taxes: taxesScreenMessages,
  collections: collectionsScreenMessages,
  transfers: transfersScreenMessages,
  json2excel: json2excelScreenMessages,
  adminQuery: adminQueryScreenMessages,
  dashboardPanel: dashboardScreenMessages,
  reports: reportsScreenMessages,
  reportsGenerator: reportsGeneratorScreenMessages,
  adminBi: adminBiScreenMessages,
  importTemplates: importTemplatesScreenMessages,
  schedules: schedulesScreenMessages,
  workplaces: workplacesScreenMessages,
  scheduleShifts: scheduleShiftsScreenMessages,
  onCallSchedule: onCallScheduleScreenMessages,
  onCallLines: onCallLinesScreenMessages,
  scheduleCore: scheduleCoreScreenMessages,
  scheduleSwaps: scheduleSwapsScreenMessages,
  mySchedule: myScheduleScreenMessages,
  dayPreferences: dayPreferencesScreenMessages,
  dailySchedule: dailyScheduleScreenMessages,
  scheduleExceptions: scheduleExceptionsScreenMessages,
  scheduleVacations: scheduleVacationsScreenMessages,
  scheduleLimits: scheduleLimitsScreenMessages,
  scheduleTags: scheduleTagsScreenMessages,
  contracts: contractsScreenMessages,
  workloads: workloadsScreenMessages,
  scheduleCharges: scheduleChargesScreenMessages,
  billingContract: billingContractScreenMessages,
  integrations: integrationsScreenMessages,
  contaAzul: contaAzulScreenMessages,
  help: { ...helpScreenMessages, errors: helpErrorMessages },
  specialtiesRegions: { ...specialtiesRegionsScreenMessages, errors: specialtiesRegionsErrorMessages },
  posts: { ...postsScreenMessages, errors: postsErrorMessages },
  releases: releasesScreenMessages,
  forms: { ...formsScreenMessages, errors: formsErrorMessages },
  questionnaires: { ...questionnairesScreenMessages, errors: questionnairesErrorMessages },
  contact: contactScreenMessages,
  openingHours: openingHoursScreenMessages,
  verifyStatus: verifyStatusScreenMessages,
  tickets: ticketsScreenMessages,
  siteTools: siteToolsScreenMessages,
  language: languageScreenMessages,
  chat: { ...chatScreenMessages, errors: chatErrorMessages },
  chatWeb: chatWebScreenMessages,
  scheduleReports: scheduleReportsScreenMessages,
  scheduleBilling: scheduleBillingScreenMessages,
  demands: demandsScreenMessages,
  jobs: jobsMessages,
  cbhpm: cbhpmMessages,
  negotiations: negotiationsMessages,
  pricing: pricingMessages,
  events: {
    ...eventsMessages,
    list: eventListScreenMessages,
    form: eventFormScreenMessages,
    /** The appeal dialogs the events list opens too: in the web, with the list (not the form's chunk). */
    formAppeals: eventAppealsScreenMessages,
    protocolsScreen: protocolsScreenMessages,
    admin: adminEventsScreenMessages,
  },
  money: {
    ...moneyMessages,
    report: transactionReportScreenMessages,
    external: externalPaymentsScreenMessages,
    check: checkTransactionsScreenMessages,
    receive: receiveDialogScreenMessages,
  },
  batches: { ...batchesMessages, screen: batchesScreenMessages },
  invoices: { ...invoicesMessages, screen: invoicesScreenMessages },
  appeals: appealsMessages,
  /** The doctors' statement and income report PDFs (server only, decision 027). */
  transferPdf: transferPdfMessages,
} as const;
