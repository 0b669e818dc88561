import { z } from 'zod';
import { messages } from '../i18n';
import { defineRoute } from '../route';
import { adminCompanyIdParamsSchema } from './admin-companies';
import { companyDataSchema, updateCompanyBodySchema } from './company-data';

const e = messages.screens.adminCompanies.errors;
const tags = ['admin'];

/** The company's web configuration as super admins see it (platform.md §3 "web" document). */
export const companyWebConfigViewSchema = z.object({
  /** Minimum client build; service workers are cleared when it is at least the build number (platform.md §9). */
  minVersion: z.number().int(),
  /** Whether the access profiles are the platform's defaults (false once the company changed them). */
  hasDefaultPermissions: z.boolean(),
});
export type CompanyWebConfigView = z.infer<typeof companyWebConfigViewSchema>;

export const companiesDataResponseSchema = z.object({
  company: companyDataSchema,
  webConfig: companyWebConfigViewSchema,
});
export type CompaniesDataResponse = z.infer<typeof companiesDataResponseSchema>;

/** The fields of PUT /api/company; the company is the one in the path. */
export const companiesDataBodySchema = updateCompanyBodySchema.omit({ id: true });

export const MIN_VERSION_MAX = 999_999;

export const companyWebConfigBodySchema = z.object({
  minVersion: z
    .number({ error: e.minVersion })
    .int(e.minVersion)
    .min(0, e.minVersion)
    .max(MIN_VERSION_MAX, e.minVersion),
});

/** /admin/companiesData: any company's data and web configuration — all for super admins only. */
export const companiesDataRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/api/admin/companies/:id/data',
    summary: 'Dados e configuração web de uma empresa — apenas para Super Admin',
    tags,
    params: adminCompanyIdParamsSchema,
    response: companiesDataResponseSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/admin/companies/:id/data',
    summary: 'Alterar os dados de uma empresa (os campos de PUT /api/company) — apenas para Super Admin',
    tags,
    params: adminCompanyIdParamsSchema,
    body: companiesDataBodySchema,
    response: companiesDataResponseSchema,
  }),
  updateWebConfig: defineRoute({
    method: 'PUT',
    path: '/api/admin/companies/:id/web-config',
    summary: 'Alterar a versão mínima (minVersion) da configuração web — apenas para Super Admin',
    tags,
    params: adminCompanyIdParamsSchema,
    body: companyWebConfigBodySchema,
    response: companiesDataResponseSchema,
  }),
  resetPermissions: defineRoute({
    method: 'POST',
    path: '/api/admin/companies/:id/reset-permissions',
    summary: 'Restaurar os perfis de acesso da empresa ao padrão da plataforma — apenas para Super Admin',
    tags,
    params: adminCompanyIdParamsSchema,
    response: companiesDataResponseSchema,
  }),
} as const;
