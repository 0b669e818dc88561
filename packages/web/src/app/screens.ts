import { lazyScreen } from '../shared/lazy/lazy-screen';

/** Every screen loads on demand through the one lazy helper. */
/** The logged-in shell (navbar, header, search): not part of the login's first load (decision 021). */
export const AppLayout = lazyScreen(
  () => import('../shared/layout/app-layout'),
  (m) => m.AppLayout,
  { isFirstLoad: true },
);
export const LoginPage = lazyScreen(
  () => import('../features/auth/login-page'),
  (m) => m.LoginPage,
  { isFirstLoad: true },
);
export const RegisterPage = lazyScreen(
  () => import('../features/auth/register-page'),
  (m) => m.RegisterPage,
);
export const ResetPasswordPage = lazyScreen(
  () => import('../features/auth/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
export const ChangePasswordPage = lazyScreen(
  () => import('../features/auth/change-password-page'),
  (m) => m.ChangePasswordPage,
);
export const LogoutPage = lazyScreen(
  () => import('../features/auth/logout-page'),
  (m) => m.LogoutPage,
);
export const SelectCompanyPage = lazyScreen(
  () => import('../features/companies/select-company-page'),
  (m) => m.SelectCompanyPage,
);
export const DashboardPage = lazyScreen(
  () => import('../features/dashboard/dashboard-page'),
  (m) => m.DashboardPage,
  { isFirstLoad: true },
);
export const CompanySettingsPage = lazyScreen(
  () => import('../features/company-settings/company-settings-page'),
  (m) => m.CompanySettingsPage,
);
export const InboxPage = lazyScreen(
  () => import('../features/admin-inbox/inbox-page'),
  (m) => m.InboxPage,
);
export const AdminCompaniesPage = lazyScreen(
  () => import('../features/admin-companies/admin-companies-page'),
  (m) => m.AdminCompaniesPage,
);
export const CompaniesDataPage = lazyScreen(
  () => import('../features/admin-companies-data/companies-data-page'),
  (m) => m.CompaniesDataPage,
);
export const UsersPage = lazyScreen(
  () => import('../features/admin-users/users-page'),
  (m) => m.UsersPage,
);
export const AdminAccountsPage = lazyScreen(
  () => import('../features/admin-accounts/admin-accounts-page'),
  (m) => m.AdminAccountsPage,
);
export const AccessProfilesPage = lazyScreen(
  () => import('../features/access-profiles/access-profiles-page'),
  (m) => m.AccessProfilesPage,
);
export const AccessModulesPage = lazyScreen(
  () => import('../features/access-modules/access-modules-page'),
  (m) => m.AccessModulesPage,
);
export const AccessActionsPage = lazyScreen(
  () => import('../features/access-actions/access-actions-page'),
  (m) => m.AccessActionsPage,
);
export const ChangesPage = lazyScreen(
  () => import('../features/admin-changes/changes-page'),
  (m) => m.ChangesPage,
);
export const AdminJobsPage = lazyScreen(
  () => import('../features/admin-jobs/admin-jobs-page'),
  (m) => m.AdminJobsPage,
);
export const AdminBiPage = lazyScreen(
  () => import('../features/admin-bi/bi-page'),
  (m) => m.AdminBiPage,
);
export const AdminMapPage = lazyScreen(
  () => import('../features/admin-bi/map-page'),
  (m) => m.AdminMapPage,
);
export const AdminDashboardOcrPage = lazyScreen(
  () => import('../features/admin-ocr/ocr-dashboard-page'),
  (m) => m.AdminDashboardOcrPage,
);
export const AdminOcrCreditsPage = lazyScreen(
  () => import('../features/admin-ocr/ocr-credits-page'),
  (m) => m.AdminOcrCreditsPage,
);
export const AdminOcrSupportPage = lazyScreen(
  () => import('../features/admin-ocr/ocr-support-page'),
  (m) => m.AdminOcrSupportPage,
);
export const AdminReportsPage = lazyScreen(
  () => import('../features/reports/reports-page'),
  (m) => m.AdminReportsPage,
);
export const CbhpmPage = lazyScreen(
  () => import('../features/cbhpm/cbhpm-page'),
  (m) => m.CbhpmPage,
);
export const CbhpmToolsPage = lazyScreen(
  () => import('../features/cbhpm/cbhpm-tools-page'),
  (m) => m.CbhpmToolsPage,
);
export const PricingPreviewPage = lazyScreen(
  () => import('../features/pricing-preview/pricing-preview-page'),
  (m) => m.PricingPreviewPage,
);
export const EventsPage = lazyScreen(
  () => import('../features/events/events-page'),
  (m) => m.EventsPage,
);
export const NotReadyEventsPage = lazyScreen(
  () => import('../features/events/events-page'),
  (m) => m.NotReadyEventsPage,
);
export const ProtocolsPage = lazyScreen(
  () => import('../features/protocols/protocols-page'),
  (m) => m.ProtocolsPage,
);
export const ReportsPage = lazyScreen(
  () => import('../features/reports/reports-page'),
  (m) => m.ReportsPage,
);
export const BigDataPage = lazyScreen(
  () => import('../features/dashboard/big-data-page'),
  (m) => m.BigDataPage,
);
export const ReportsGeneratorPage = lazyScreen(
  () => import('../features/reports-generator/reports-generator-page'),
  (m) => m.ReportsGeneratorPage,
);
export const TransactionReportPage = lazyScreen(
  () => import('../features/transactions/transaction-report-page'),
  (m) => m.TransactionReportPage,
);
export const ExternalPaymentsPage = lazyScreen(
  () => import('../features/transactions/external-payments-page'),
  (m) => m.ExternalPaymentsPage,
);
export const BatchesPage = lazyScreen(
  () => import('../features/batches/batches-page'),
  (m) => m.BatchesPage,
);
export const AppealsPage = lazyScreen(
  () => import('../features/appeals/appeals-page'),
  (m) => m.AppealsPage,
);
export const TaxesPage = lazyScreen(
  () => import('../features/taxes/taxes-page'),
  (m) => m.TaxesPage,
);
export const CollectionsPage = lazyScreen(
  () => import('../features/collections/collections-page'),
  (m) => m.CollectionsPage,
);
export const TransfersPage = lazyScreen(
  () => import('../features/transfers/transfers-page'),
  (m) => m.TransfersPage,
);
export const UserTransfersPage = lazyScreen(
  () => import('../features/transfers/user-transfers-page'),
  (m) => m.UserTransfersPage,
);
export const StatementsPage = lazyScreen(
  () => import('../features/statements/statements-page'),
  (m) => m.StatementsPage,
);
export const InvoicesPage = lazyScreen(
  () => import('../features/invoices/invoices-page'),
  (m) => m.InvoicesPage,
);
export const CheckTransactionsPage = lazyScreen(
  () => import('../features/check-transactions/check-transactions-page'),
  (m) => m.CheckTransactionsPage,
);
export const Json2ExcelPage = lazyScreen(
  () => import('../features/json2excel/json2excel-page'),
  (m) => m.Json2ExcelPage,
);
export const AdminEventsPage = lazyScreen(
  () => import('../features/admin-events/admin-events-page'),
  (m) => m.AdminEventsPage,
);
export const VerifyEventsPage = lazyScreen(
  () => import('../features/admin-events/verify-events-page'),
  (m) => m.VerifyEventsPage,
);
export const VerifyProceduresPage = lazyScreen(
  () => import('../features/admin-events/verify-procedures-page'),
  (m) => m.VerifyProceduresPage,
);
export const ReferenceTablesPage = lazyScreen(
  () => import('../features/reference-tables/reference-tables-page'),
  (m) => m.ReferenceTablesPage,
);
export const ProfileEditPage = lazyScreen(
  () => import('../features/profile-edit/profile-edit-page'),
  (m) => m.ProfileEditPage,
);
export const HospitalsPage = lazyScreen(
  () => import('../features/hospitals/hospitals-page'),
  (m) => m.HospitalsPage,
);
export const SurgeonsPage = lazyScreen(
  () => import('../features/surgeons/surgeons-page'),
  (m) => m.SurgeonsPage,
);
export const AnesthetistsPage = lazyScreen(
  () => import('../features/anesthetists/anesthetists-page'),
  (m) => m.AnesthetistsPage,
);
export const NotFoundPage = lazyScreen(
  () => import('../features/not-found/not-found-page'),
  (m) => m.NotFoundPage,
);
export const PatientsPage = lazyScreen(
  () => import('../features/patients/patients-page'),
  (m) => m.PatientsPage,
);
export const CustomFieldsPage = lazyScreen(
  () => import('../features/custom-fields/custom-fields-page'),
  (m) => m.CustomFieldsPage,
);
export const MandatoryFieldsPage = lazyScreen(
  () => import('../features/mandatory-fields/mandatory-fields-page'),
  (m) => m.MandatoryFieldsPage,
);
export const FinancialItemGroupsPage = lazyScreen(
  () => import('../features/financial-item-groups/financial-item-groups-page'),
  (m) => m.FinancialItemGroupsPage,
);
export const SpreadsheetConfigPage = lazyScreen(
  () => import('../features/spreadsheet-config/spreadsheet-config-page'),
  (m) => m.SpreadsheetConfigPage,
);
export const ImportTemplatesPage = lazyScreen(
  () => import('../features/import-templates/import-templates-page'),
  (m) => m.ImportTemplatesPage,
);
export const WorkplacesPage = lazyScreen(
  () => import('../features/workplaces/workplaces-page'),
  (m) => m.WorkplacesPage,
);
export const ScheduleShiftsPage = lazyScreen(
  () => import('../features/schedule-shifts/schedule-shifts-page'),
  (m) => m.ScheduleShiftsPage,
);
export const OnCallSchedulePage = lazyScreen(
  () => import('../features/on-call-schedule/on-call-schedule-page'),
  (m) => m.OnCallSchedulePage,
);
export const OnCallLinesPage = lazyScreen(
  () => import('../features/on-call-lines/on-call-lines-page'),
  (m) => m.OnCallLinesPage,
);
export const ScheduleSettingsPage = lazyScreen(
  () => import('../features/on-call-lines/schedule-settings-page'),
  (m) => m.ScheduleSettingsPage,
);
export const ScheduleCorePage = lazyScreen(
  () => import('../features/schedule-core/schedule-core-page'),
  (m) => m.ScheduleCorePage,
);
export const MySchedulePage = lazyScreen(
  () => import('../features/my-schedule/my-schedule-page'),
  (m) => m.MySchedulePage,
);
export const DailySchedulePage = lazyScreen(
  () => import('../features/daily-schedule/daily-schedule-page'),
  (m) => m.DailySchedulePage,
);
export const ScheduleSwapsPage = lazyScreen(
  () => import('../features/schedule-swaps/schedule-swaps-page'),
  (m) => m.ScheduleSwapsPage,
);
export const ScheduleLimitsPage = lazyScreen(
  () => import('../features/schedule-limits/schedule-limits-page'),
  (m) => m.ScheduleLimitsPage,
);
export const ScheduleTagsPage = lazyScreen(
  () => import('../features/schedule-tags/schedule-tags-page'),
  (m) => m.ScheduleTagsPage,
);
export const ScheduleChargesPage = lazyScreen(
  () => import('../features/schedule-charges/schedule-charges-page'),
  (m) => m.ScheduleChargesPage,
);
export const DemandsPage = lazyScreen(
  () => import('../features/demands/demands-page'),
  (m) => m.DemandsPage,
);
export const WorkloadsPage = lazyScreen(
  () => import('../features/workloads/workloads-page'),
  (m) => m.WorkloadsPage,
);
export const ContractsPage = lazyScreen(
  () => import('../features/contracts/contracts-page'),
  (m) => m.ContractsPage,
);
/** Novidades, Sobre and /admin/Releases (decision 055) load from screens-releases.ts (the file budget). */
export * from './screens-releases';
/** The FAQ and help screens (decision 056). */
export * from './screens-help';
export * from './screens-forms';
export * from './screens-questionnaires';
/** The posts screens (decision 058). */
export * from './screens-posts';
/** The public site: contact, image tool and diagnostics (decision 059). */
export * from './screens-site';
export * from './screens-language';
export const BillingContractPage = lazyScreen(
  () => import('../features/billing-contract/billing-contract-page'),
  (m) => m.BillingContractPage,
);
export const PeriodOfPaymentPage = lazyScreen(
  () => import('../features/contracts/period-of-payment-page'),
  (m) => m.PeriodOfPaymentPage,
);
export const ScheduleReportsPage = lazyScreen(
  () => import('../features/schedule-reports/schedule-reports-page'),
  (m) => m.ScheduleReportsPage,
);
export const ScheduleExceptionsPage = lazyScreen(
  () => import('../features/schedule-exceptions/schedule-exceptions-page'),
  (m) => m.ScheduleExceptionsPage,
);
export const ScheduleVacationsPage = lazyScreen(
  () => import('../features/schedule-vacations/schedule-vacations-page'),
  (m) => m.ScheduleVacationsPage,
);
export const EventImportPage = lazyScreen(
  () => import('../features/event-import/event-import-page'),
  (m) => m.EventImportPage,
);
export const GuidesOcrPage = lazyScreen(
  () => import('../features/ocr-guides/guides-ocr-page'),
  (m) => m.GuidesOcrPage,
);
export const GuideReviewPage = lazyScreen(
  () => import('../features/ocr-guides/guide-review-page'),
  (m) => m.GuideReviewPage,
);
export const InsurancesPage = lazyScreen(
  () => import('../features/health-insurers/insurances-page'),
  (m) => m.InsurancesPage,
);
export const TypesOfPaymentPage = lazyScreen(
  () => import('../features/types-of-payment/types-of-payment-page'),
  (m) => m.TypesOfPaymentPage,
);
export const IntegrationsPage = lazyScreen(
  () => import('../features/integrations/integrations-page'),
  (m) => m.IntegrationsPage,
);
/** The Conta Azul tab of /client/integrations (decision 054): loads when the tab opens. */
export const ContaAzulTab = lazyScreen(
  () => import('../features/contaazul/contaazul-tab'),
  (m) => m.ContaAzulTab,
);
export const SurgeonIntegrationPage = lazyScreen(
  () => import('../features/integrations/type-integration-page'),
  (m) => m.SurgeonIntegrationPage,
);
export const AnesthetistIntegrationPage = lazyScreen(
  () => import('../features/integrations/type-integration-page'),
  (m) => m.AnesthetistIntegrationPage,
);
export const HealthInsuranceIntegrationPage = lazyScreen(
  () => import('../features/integrations/type-integration-page'),
  (m) => m.HealthInsuranceIntegrationPage,
);
export const HospitalIntegrationPage = lazyScreen(
  () => import('../features/integrations/type-integration-page'),
  (m) => m.HospitalIntegrationPage,
);
export const IntegrationMappingsPage = lazyScreen(
  () => import('../features/integrations/mappings-page'),
  (m) => m.MappingsPage,
);
export const IntegrationMultiplesPage = lazyScreen(
  () => import('../features/integrations/multiples-page'),
  (m) => m.MultiplesPage,
);
export const AdminIntegrationsPage = lazyScreen(
  () => import('../features/admin-integrations/admin-integrations-page'),
  (m) => m.AdminIntegrationsPage,
);
