import { adminCompanyCases } from './admin-company-cases';
import { adminUserCases } from './admin-user-cases';
import { registryAreas } from './registries';

/**
 * The cross-tenant harness's cases: every operation that takes an id or works on company
 * data, tried by a user of another company against the victim's records. Later issues add
 * their routes here; `cross-tenant.int.test.ts` fails while an operation is neither here
 * nor listed as tenant-neutral.
 */
export interface Victim {
  companyId: string;
  companyName: string;
  userId: string;
  userEmail: string;
  /** Ids of the victim's registry records, by name (registries/*.ts seed them). */
  records: Record<string, string>;
  /** Text of the victim's records that must never appear in an attacker's answer. */
  secrets: string[];
}

export interface CrossTenantCase {
  /** "METHOD /path" as in the OpenAPI document. */
  operation: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (victim: Victim) => string;
  body?: (victim: Victim) => unknown;
  /** Statuses that mean "refused"; 200 is allowed only for list operations that must simply not show the victim. */
  refusedWith: readonly number[];
}

export const crossTenantCases: CrossTenantCase[] = [
  {
    operation: 'POST /api/auth/select-company',
    method: 'POST',
    url: () => '/api/auth/select-company',
    body: (v) => ({ companyId: v.companyId }),
    refusedWith: [404],
  },
  {
    operation: 'GET /api/companies/selectable',
    method: 'GET',
    url: (v) => `/api/companies/selectable?search=${encodeURIComponent(v.companyName)}`,
    refusedWith: [200],
  },
  {
    operation: 'POST /api/auth/check-workspace',
    method: 'POST',
    url: () => '/api/auth/check-workspace',
    body: (v) => ({ id: v.userId }),
    refusedWith: [403],
  },
  {
    operation: 'PUT /api/company',
    method: 'PUT',
    url: () => '/api/company',
    body: (v) => ({
      id: v.companyId,
      name: 'Invasão',
      legalName: null,
      cnpj: null,
      cnes: null,
      billingType: 'MEDICAL',
      isPayer: false,
      registrationType: 'company',
      agendaDisplay: 'SHIFT',
      flags: {},
    }),
    refusedWith: [400],
  },
  {
    operation: 'GET /api/company',
    method: 'GET',
    url: () => '/api/company',
    refusedWith: [200],
  },
  {
    operation: 'GET /api/company/permissions',
    method: 'GET',
    url: () => '/api/company/permissions',
    refusedWith: [200],
  },
  {
    operation: 'PUT /api/company/permissions',
    method: 'PUT',
    url: () => '/api/company/permissions',
    body: () => ({ permissions: { events: { read: ['a'] } } }),
    refusedWith: [200],
  },
  {
    operation: 'POST /api/sequential/next',
    method: 'POST',
    url: () => '/api/sequential/next',
    body: (v) => ({ id: v.companyId, table: 'events', field: 'code' }),
    refusedWith: [200],
  },
  {
    operation: 'GET /api/admin/outbox',
    method: 'GET',
    url: (v) => `/api/admin/outbox?search=${encodeURIComponent(v.userEmail)}`,
    refusedWith: [401],
  },
  {
    operation: 'GET /api/admin/changes',
    method: 'GET',
    url: (v) => `/api/admin/changes?companyId=${v.companyId}`,
    refusedWith: [401],
  },
  ...adminCompanyCases,
  ...adminUserCases,
  ...registryAreas.flatMap((area) => area.cases),
];

/** Operations that touch no company's data: the person's own session and account. */
export const tenantNeutralOperations = [
  'GET /api/auth/session',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/change-password',
  'POST /api/auth/password-reset/request',
  'POST /api/auth/password-reset/confirm',
  'POST /api/auth/company-register',
  'POST /api/auth/ong-register',
  'POST /api/auth/switch-workspace',
  'GET /api/auth/social/providers',
  'GET /api/auth/social/{provider}/start',
  'GET /api/auth/social/{provider}/callback',
  'POST /api/auth/social/{provider}/callback',
  'POST /api/auth/phone/request',
  'POST /api/auth/phone/verify',
  'GET /api/account/profile',
  'PUT /api/account/profile',
  ...registryAreas.flatMap((area) => area.tenantNeutral ?? []),
];
