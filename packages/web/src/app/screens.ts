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
export const NotFoundPage = lazyScreen(
  () => import('../features/not-found/not-found-page'),
  (m) => m.NotFoundPage,
);
