import type { CrossTenantCase, Victim } from './cases';

const companyBody = (name: string) => ({
  name,
  legalName: null,
  cnpj: null,
  cnes: null,
  billingType: 'MEDICAL',
  isPayer: false,
  registrationType: 'company',
  agendaDisplay: 'SHIFT',
  flags: {},
});
const adminBody = (v: Victim) => ({
  ...companyBody('Invasão'),
  kind: 'COMPANY',
  structure: 'filial',
  matrizId: v.companyId,
});
const company = (v: Victim, suffix = '') => `/api/admin/companies/${v.companyId}${suffix}`;

/**
 * /admin/companies and /admin/companiesData: admin workspace only, so a company session (of
 * any tenant) is logged out (401) before anything is read or written.
 */
export const adminCompanyCases: CrossTenantCase[] = [
  {
    operation: 'GET /api/admin/companies',
    method: 'GET',
    url: (v) => `/api/admin/companies?search=${encodeURIComponent(v.companyName)}&showDeleted=true`,
    refusedWith: [401],
  },
  {
    operation: 'POST /api/admin/companies',
    method: 'POST',
    url: () => '/api/admin/companies',
    body: adminBody,
    refusedWith: [401],
  },
  { operation: 'GET /api/admin/companies/{id}', method: 'GET', url: (v) => company(v), refusedWith: [401] },
  {
    operation: 'PUT /api/admin/companies/{id}',
    method: 'PUT',
    url: (v) => company(v),
    body: adminBody,
    refusedWith: [401],
  },
  { operation: 'DELETE /api/admin/companies/{id}', method: 'DELETE', url: (v) => company(v), refusedWith: [401] },
  {
    operation: 'POST /api/admin/companies/{id}/restore',
    method: 'POST',
    url: (v) => company(v, '/restore'),
    refusedWith: [401],
  },
  {
    operation: 'GET /api/admin/companies/{id}/ocr-credits',
    method: 'GET',
    url: (v) => company(v, '/ocr-credits'),
    refusedWith: [401],
  },
  {
    operation: 'POST /api/admin/companies/{id}/ocr-credits',
    method: 'POST',
    url: (v) => company(v, '/ocr-credits'),
    body: () => ({ type: 'GIFT', amount: 100 }),
    refusedWith: [401],
  },
  {
    operation: 'GET /api/admin/companies/{id}/data',
    method: 'GET',
    url: (v) => company(v, '/data'),
    refusedWith: [401],
  },
  {
    operation: 'PUT /api/admin/companies/{id}/data',
    method: 'PUT',
    url: (v) => company(v, '/data'),
    body: () => companyBody('Invasão'),
    refusedWith: [401],
  },
  {
    operation: 'PUT /api/admin/companies/{id}/web-config',
    method: 'PUT',
    url: (v) => company(v, '/web-config'),
    body: () => ({ minVersion: 999_999 }),
    refusedWith: [401],
  },
  {
    operation: 'POST /api/admin/companies/{id}/reset-permissions',
    method: 'POST',
    url: (v) => company(v, '/reset-permissions'),
    refusedWith: [401],
  },
];
