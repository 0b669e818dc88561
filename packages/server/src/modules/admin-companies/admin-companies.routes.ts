import { adminCompanyRoutes, companiesDataRoutes, ocrCreditRoutes } from '@honora/contract';
import type { AppContext } from '../../context';
import type { RouteBinder, RouteAccess } from '../../http/bind-route';
import { grantCredits, listCredits } from '../ocr-credits';
import {
  createCompany,
  deleteCompany,
  getCompany,
  listCompanies,
  restoreCompany,
  updateCompany,
} from './admin-companies.service';
import { getCompaniesData, resetPermissions, updateCompaniesData, updateMinVersion } from './companies-data.service';

const admin = (action: 'list' | 'read' | 'write' | 'rm', superAdminOnly = false): RouteAccess => ({
  workspaces: ['ADMIN'],
  permission: { module: 'admin', action },
  ...(superAdminOnly ? { superAdminOnly } : {}),
});

/** /admin/companies (companies and their OCR credits) and /admin/companiesData (super admins only). */
export function registerAdminCompanyRoutes(routes: RouteBinder, ctx: AppContext): void {
  routes.protected(adminCompanyRoutes.list, admin('list'), ({ query }) => listCompanies(ctx, query));
  routes.protected(adminCompanyRoutes.get, admin('read'), ({ params }) => getCompany(ctx, params.id));
  routes.protected(adminCompanyRoutes.create, admin('write', true), ({ auth, body }) => createCompany(ctx, auth, body));
  routes.protected(adminCompanyRoutes.update, admin('write'), ({ auth, params, body }) =>
    updateCompany(ctx, auth, params.id, body),
  );
  routes.protected(adminCompanyRoutes.remove, admin('rm', true), ({ auth, params }) =>
    deleteCompany(ctx, auth, params.id),
  );
  routes.protected(adminCompanyRoutes.restore, admin('rm', true), ({ auth, params }) =>
    restoreCompany(ctx, auth, params.id),
  );

  routes.protected(ocrCreditRoutes.list, admin('read'), ({ auth, params, query }) =>
    listCredits(ctx, auth, params.id, query),
  );
  routes.protected(ocrCreditRoutes.grant, admin('write', true), ({ auth, params, body }) =>
    grantCredits(ctx, auth, params.id, body),
  );

  routes.protected(companiesDataRoutes.get, admin('read', true), ({ auth, params }) =>
    getCompaniesData(ctx, auth, params.id),
  );
  routes.protected(companiesDataRoutes.update, admin('write', true), ({ auth, params, body }) =>
    updateCompaniesData(ctx, auth, params.id, body),
  );
  routes.protected(companiesDataRoutes.updateWebConfig, admin('write', true), ({ auth, params, body }) =>
    updateMinVersion(ctx, auth, params.id, body.minVersion),
  );
  routes.protected(companiesDataRoutes.resetPermissions, admin('write', true), ({ auth, params }) =>
    resetPermissions(ctx, auth, params.id),
  );
}
