import type { CrossTenantCase } from './cases';

/**
 * /admin/users, /admin/admin_users and the permission template: admin-workspace operations
 * on a victim's user and company. Company sessions are refused (401) before anything is read.
 */
export const adminUserCases: CrossTenantCase[] = [
  {
    operation: 'GET /api/admin/users',
    method: 'GET',
    url: (v) => `/api/admin/users?search=${encodeURIComponent(v.userEmail)}`,
    refusedWith: [401],
  },
  {
    operation: 'GET /api/admin/users/{id}',
    method: 'GET',
    url: (v) => `/api/admin/users/${v.userId}`,
    refusedWith: [401],
  },
  {
    operation: 'PUT /api/admin/users/{id}',
    method: 'PUT',
    url: (v) => `/api/admin/users/${v.userId}`,
    body: () => ({ name: 'Invasão', email: 'invasor@outra.dev', phone: '', crm: '', crmState: '', sigla: 'IN' }),
    refusedWith: [401],
  },
  {
    operation: 'PUT /api/admin/users/{id}/status',
    method: 'PUT',
    url: (v) => `/api/admin/users/${v.userId}/status`,
    body: () => ({ isDisabled: true }),
    refusedWith: [401],
  },
  {
    operation: 'POST /api/admin/users/{id}/memberships',
    method: 'POST',
    url: (v) => `/api/admin/users/${v.userId}/memberships`,
    body: (v) => ({ companyId: v.companyId, workspace: 'CLIENT', profiles: ['a'], userTypes: ['KUser'] }),
    refusedWith: [401],
  },
  {
    operation: 'DELETE /api/admin/users/{id}/memberships/{membershipId}',
    method: 'DELETE',
    url: (v) => `/api/admin/users/${v.userId}/memberships/${v.companyId}`,
    refusedWith: [401],
  },
  {
    operation: 'GET /api/admin/admin-users',
    method: 'GET',
    url: (v) => `/api/admin/admin-users?search=${encodeURIComponent(v.userEmail)}`,
    refusedWith: [401],
  },
  {
    operation: 'POST /api/admin/admin-users',
    method: 'POST',
    url: () => '/api/admin/admin-users',
    body: (v) => ({ userId: v.userId, rules: { adm: true }, isSuperAdmin: true }),
    refusedWith: [401],
  },
  {
    operation: 'PUT /api/admin/admin-users/{userId}',
    method: 'PUT',
    url: (v) => `/api/admin/admin-users/${v.userId}`,
    body: () => ({ rules: { adm: true }, isSuperAdmin: true }),
    refusedWith: [401],
  },
  {
    operation: 'DELETE /api/admin/admin-users/{userId}',
    method: 'DELETE',
    url: (v) => `/api/admin/admin-users/${v.userId}`,
    refusedWith: [401],
  },
  {
    operation: 'GET /api/admin/permission-template',
    method: 'GET',
    url: () => '/api/admin/permission-template',
    refusedWith: [401],
  },
  {
    operation: 'PUT /api/admin/permission-template',
    method: 'PUT',
    url: () => '/api/admin/permission-template',
    body: () => ({ permissions: { companies: { read: ['f'] } } }),
    refusedWith: [401],
  },
];
