import { z } from 'zod';
import { okResponseSchema } from '../auth/schemas';
import { pageQuerySchema } from '../companies/routes';
import { messages } from '../i18n';
import { defineRoute } from '../route';

const v = messages.validation;

/** Admin rules of platform.md §6: administrator, seller, analytics, support (the domain's list). */
export { adminRuleNames } from '@honora/domain/access/permissions';

export const adminRulesSchema = z.object({
  adm: z.boolean().default(false),
  sell: z.boolean().default(false),
  analy: z.boolean().default(false),
  sup: z.boolean().default(false),
});

/** One record of the admin workspace (adminUsers, decision 003). */
export const adminAccountSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  isDisabled: z.boolean(),
  rules: z.object({ adm: z.boolean(), sell: z.boolean(), analy: z.boolean(), sup: z.boolean() }),
  isSuperAdmin: z.boolean(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const adminAccountBodySchema = z.object({
  rules: adminRulesSchema,
  isSuperAdmin: z.boolean().default(false),
});

export const grantAdminBodySchema = adminAccountBodySchema.extend({
  userId: z.uuid({ error: v.required }),
});

const userIdParams = z.object({ userId: z.uuid({ error: v.invalidId }) });

export const adminAccountRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/admin-users',
    summary: 'Administradores da plataforma (busca por nome ou e-mail)',
    tags: ['admin'],
    querystring: pageQuerySchema,
    response: z.object({ items: z.array(adminAccountSchema), total: z.number().int() }),
  }),
  grant: defineRoute({
    method: 'POST',
    path: '/api/admin/admin-users',
    summary: 'Dar acesso de administrador a um usuário existente — apenas para Super Admin',
    tags: ['admin'],
    body: grantAdminBodySchema,
    response: adminAccountSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/admin/admin-users/:userId',
    summary: 'Alterar as regras de um administrador (Super Admin: apenas para Super Admin)',
    tags: ['admin'],
    params: userIdParams,
    body: adminAccountBodySchema,
    response: adminAccountSchema,
  }),
  revoke: defineRoute({
    method: 'DELETE',
    path: '/api/admin/admin-users/:userId',
    summary: 'Revogar o acesso de administrador — apenas para Super Admin (não a si mesmo)',
    tags: ['admin'],
    params: userIdParams,
    response: okResponseSchema,
  }),
} as const;
