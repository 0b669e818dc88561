import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { PublicLayout } from '../shared/layout/public-layout';
import { paths } from '../shared/routing/paths';
import { asksForCompanyInScreen, ID_SEGMENT_PATHS, ruleOf } from '../shared/routing/route-rules';
import { CompanyScreenGate } from './company-screen-gate';
import { LegacyRecordLink } from './legacy-record-link';
import { RedirectKeepingSearch } from './redirect-keeping-search';
import { RouteErrorPage } from './route-error-page';
import { RouteGuard } from './route-guard';
import {
  AccessActionsPage,
  AnesthetistsPage,
  AppLayout,
  AccessModulesPage,
  AccessProfilesPage,
  AdminAccountsPage,
  AdminCompaniesPage,
  AdminJobsPage,
  AdminReportsPage,
  AdminBiPage,
  AdminMapPage,
  AdminDashboardOcrPage,
  AdminOcrCreditsPage,
  AdminOcrSupportPage,
  ChangePasswordPage,
  ChangesPage,
  CompaniesDataPage,
  CompanySettingsPage,
  CustomFieldsPage,
  DashboardPage,
  FinancialItemGroupsPage,
  HospitalsPage,
  InboxPage,
  InsurancesPage,
  LoginPage,
  LogoutPage,
  MandatoryFieldsPage,
  NotFoundPage,
  PatientsPage,
  ProfileEditPage,
  ReferenceTablesPage,
  CbhpmPage,
  CbhpmToolsPage,
  PricingPreviewPage,
  EventsPage,
  NotReadyEventsPage,
  ProtocolsPage,
  ReportsPage,
  ReportsGeneratorPage,
  BigDataPage,
  TransactionReportPage,
  ExternalPaymentsPage,
  BatchesPage,
  AppealsPage,
  StatementsPage,
  TaxesPage,
  CollectionsPage,
  TransfersPage,
  UserTransfersPage,
  ContractsPage,
  WorkloadsPage,
  DemandsPage,
  ScheduleChargesPage,
  PeriodOfPaymentPage,
  BillingContractPage,
  InvoicesPage,
  CheckTransactionsPage,
  Json2ExcelPage,
  AdminEventsPage,
  VerifyEventsPage,
  VerifyProceduresPage,
  RegisterPage,
  ResetPasswordPage,
  SelectCompanyPage,
  SpreadsheetConfigPage,
  ImportTemplatesPage,
  WorkplacesPage,
  ScheduleShiftsPage,
  OnCallSchedulePage,
  OnCallLinesPage,
  ScheduleSettingsPage,
  ScheduleCorePage,
  MySchedulePage,
  DailySchedulePage,
  ScheduleSwapsPage,
  ScheduleLimitsPage,
  ScheduleTagsPage,
  ScheduleReportsPage,
  ScheduleExceptionsPage,
  ScheduleVacationsPage,
  EventImportPage,
  GuidesOcrPage,
  GuideReviewPage,
  SurgeonsPage,
  TypesOfPaymentPage,
  UsersPage,
} from './screens';

const toClientLogin = <RedirectKeepingSearch to={paths.clientLogin} />;

/** Public screens (rules with no workspace). */
const publicRoutes: RouteObject[] = [
  { path: paths.clientLogin, element: <LoginPage workspace="CLIENT" /> },
  { path: paths.companyLogin, element: <LoginPage workspace="COMPANY" /> },
  { path: paths.clientRegister, element: <RegisterPage /> },
  { path: paths.resetPassword, element: <ResetPasswordPage /> },
  { path: paths.logout, element: <LogoutPage /> },
  { path: paths.notFound, element: <NotFoundPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** Screens inside the logged-in shell; their rules are in shared/routing/route-rules.ts. */
const protectedRoutes: RouteObject[] = [
  { path: paths.clientSelectCompany, element: <SelectCompanyPage /> },
  { path: paths.clientChangePassword, element: <ChangePasswordPage /> },
  { path: paths.clientDashboard, element: <DashboardPage /> },
  { path: paths.clientCompanies, element: <CompanySettingsPage /> },
  { path: paths.companySelectCompany, element: <SelectCompanyPage /> },
  { path: paths.companyDashboard, element: <DashboardPage /> },
  { path: paths.adminDashboard, element: <DashboardPage /> },
  { path: paths.adminSelectCompany, element: <SelectCompanyPage /> },
  { path: paths.adminInbox, element: <InboxPage /> },
  { path: paths.adminCompanies, element: <AdminCompaniesPage /> },
  { path: paths.adminCompaniesData, element: <CompaniesDataPage /> },
  { path: paths.adminUsers, element: <UsersPage /> },
  { path: paths.adminAdminUsers, element: <AdminAccountsPage /> },
  { path: paths.adminAccessProfiles, element: <AccessProfilesPage /> },
  { path: paths.adminAccessModules, element: <AccessModulesPage /> },
  { path: paths.adminAccessActions, element: <AccessActionsPage /> },
  { path: paths.adminChanges, element: <ChangesPage /> },
  { path: paths.adminJobs, element: <AdminJobsPage /> },
  { path: paths.adminReferenceTables, element: <ReferenceTablesPage /> },
  { path: paths.adminCbhpm, element: <CbhpmPage /> },
  { path: paths.adminReports, element: <AdminReportsPage /> },
  { path: paths.adminBi, element: <AdminBiPage /> },
  { path: paths.adminMap, element: <AdminMapPage /> },
  { path: paths.adminDashboardOcr, element: <AdminDashboardOcrPage /> },
  { path: paths.adminOcrAmazonCredit, element: <AdminOcrCreditsPage /> },
  { path: paths.adminGuideOcrAmazon, element: <AdminOcrSupportPage /> },
  { path: paths.toolsCbhpm, element: <CbhpmToolsPage /> },
  { path: paths.clientPricing, element: <PricingPreviewPage /> },
  { path: paths.clientEvents, element: <EventsPage /> },
  { path: paths.clientNotReadyEvents, element: <NotReadyEventsPage /> },
  { path: paths.clientProtocols, element: <ProtocolsPage /> },
  { path: paths.clientReports, element: <ReportsPage /> },
  { path: paths.clientReportsGenerator, element: <ReportsGeneratorPage /> },
  { path: paths.clientBigData, element: <BigDataPage /> },
  { path: paths.clientReportTransactions, element: <TransactionReportPage /> },
  { path: paths.clientExternalPayments, element: <ExternalPaymentsPage /> },
  { path: paths.clientBatches, element: <BatchesPage /> },
  { path: paths.clientAppeals, element: <AppealsPage /> },
  { path: paths.clientStatements, element: <StatementsPage /> },
  { path: paths.clientTaxes, element: <TaxesPage /> },
  { path: paths.clientCollections, element: <CollectionsPage /> },
  { path: paths.clientTransfers, element: <TransfersPage /> },
  { path: paths.clientUserTransfer, element: <UserTransfersPage /> },
  { path: paths.clientContracts, element: <ContractsPage /> },
  { path: paths.clientPeriodOfPayment, element: <PeriodOfPaymentPage /> },
  { path: paths.clientBillingContract, element: <BillingContractPage /> },
  { path: paths.clientInvoices, element: <InvoicesPage /> },
  { path: paths.toolsCheckTransactions, element: <CheckTransactionsPage /> },
  { path: paths.toolsJson2Excel, element: <Json2ExcelPage /> },
  { path: paths.adminEvents, element: <AdminEventsPage /> },
  { path: paths.adminVerifyEvents, element: <VerifyEventsPage /> },
  { path: paths.adminVerifyProcedures, element: <VerifyProceduresPage /> },
  { path: paths.clientProfileEdit, element: <ProfileEditPage /> },
  { path: paths.clientPatients, element: <PatientsPage /> },
  { path: paths.clientCustomFields, element: <CustomFieldsPage /> },
  { path: paths.clientMandatoryFields, element: <MandatoryFieldsPage /> },
  { path: paths.clientFinancialItemGroups, element: <FinancialItemGroupsPage /> },
  { path: paths.clientSpreadsheetConfig, element: <SpreadsheetConfigPage /> },
  { path: paths.clientTemplatesImportEvents, element: <ImportTemplatesPage /> },
  { path: paths.clientWorkplaces, element: <WorkplacesPage /> },
  { path: paths.clientHours, element: <ScheduleShiftsPage /> },
  { path: paths.clientOnCallSchedule, element: <OnCallSchedulePage /> },
  { path: paths.clientDemands, element: <DemandsPage /> },
  { path: paths.clientConfigOnCallSchedule, element: <OnCallLinesPage /> },
  { path: paths.clientScheduleConfig, element: <ScheduleSettingsPage /> },
  { path: paths.clientCore, element: <ScheduleCorePage /> },
  { path: paths.clientMySchedule, element: <MySchedulePage /> },
  { path: paths.clientDailySchedule, element: <DailySchedulePage /> },
  { path: paths.clientScheduleSwaps, element: <ScheduleSwapsPage /> },
  { path: paths.clientSchedulesLimits, element: <ScheduleLimitsPage /> },
  { path: paths.clientTagsSchedule, element: <ScheduleTagsPage /> },
  { path: paths.clientWorkloads, element: <WorkloadsPage /> },
  { path: paths.clientScheduleCharge, element: <ScheduleChargesPage /> },
  { path: paths.clientReportsSchedule, element: <ScheduleReportsPage /> },
  { path: paths.clientExceptionServices, element: <ScheduleExceptionsPage /> },
  { path: paths.clientVacationConfig, element: <ScheduleVacationsPage /> },
  { path: paths.clientImportCustom, element: <EventImportPage /> },
  { path: paths.clientGuidesOcr, element: <GuidesOcrPage /> },
  { path: paths.clientGuideOcrAmazon, element: <GuideReviewPage /> },
  { path: paths.clientInsurances, element: <InsurancesPage /> },
  { path: paths.clientTypesOfPayment, element: <TypesOfPaymentPage /> },
  { path: paths.clientHospitals, element: <HospitalsPage /> },
  { path: paths.clientSurgeons, element: <SurgeonsPage /> },
  { path: paths.clientAnesthetists, element: <AnesthetistsPage /> },
];

/** A login-only screen of a company's data asks for a company inside the screen when none is chosen. */
function withCompanyScreen(route: RouteObject): RouteObject {
  const rule = route.path ? ruleOf(route.path) : null;
  return rule && asksForCompanyInScreen(rule)
    ? { ...route, element: <CompanyScreenGate>{route.element}</CompanyScreenGate> }
    : route;
}

/** A screen with records also answers at `<path>/{id}` (platform.md §2); its old `?id=` links go there. */
function withRecordPaths(list: readonly RouteObject[]): RouteObject[] {
  return list.map(withCompanyScreen).flatMap((route) =>
    route.path && ID_SEGMENT_PATHS.has(route.path.toLowerCase())
      ? [
          { ...route, element: <LegacyRecordLink>{route.element}</LegacyRecordLink> },
          { ...route, path: `${route.path}/:id` },
        ]
      : [route],
  );
}

export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.root, element: toClientLogin },
      { path: paths.login, element: toClientLogin },
      { path: paths.admin, element: toClientLogin },
      { path: paths.adminLogin, element: toClientLogin },
      {
        element: <RouteGuard />,
        children: [
          { element: <PublicLayout />, children: publicRoutes },
          { element: <AppLayout />, children: withRecordPaths(protectedRoutes) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
