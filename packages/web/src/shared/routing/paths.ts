/** Every path the web app registers (platform.md §2, the access area). */
export const paths = {
  root: '/',
  login: '/login',
  admin: '/admin',
  adminLogin: '/admin/login',
  clientLogin: '/client/login',
  companyLogin: '/company/login',
  clientRegister: '/client/register',
  resetPassword: '/ResetPassword',
  notFound: '/404',
  logout: '/logout',
  clientSelectCompany: '/client/select_company',
  clientChangePassword: '/client/changePassword',
  clientDashboard: '/client/dashboard',
  clientCompanies: '/client/companies',
  companySelectCompany: '/company/select_company',
  companyDashboard: '/company/dashboard',
  adminDashboard: '/admin/dashboard',
  adminSelectCompany: '/admin/select_company',
  adminInbox: '/admin/inbox',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];
