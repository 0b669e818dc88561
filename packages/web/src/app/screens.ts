import { lazyScreen } from '../shared/lazy/lazy-screen';

/** Every screen loads on demand through the one lazy helper. */
export const LoginPage = lazyScreen(
  () => import('../features/auth/login-page'),
  (m) => m.LoginPage,
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
export const ProfileEditPage = lazyScreen(
  () => import('../features/profile-edit/profile-edit-page'),
  (m) => m.ProfileEditPage,
);
export const NotFoundPage = lazyScreen(
  () => import('../features/not-found/not-found-page'),
  (m) => m.NotFoundPage,
);
