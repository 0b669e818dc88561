import { companyRuleNames, userTypeCodes } from '@honora/domain/access/permissions';
import { z } from 'zod';
import { profileCodeSchema } from '../access/routes';
import { pageQuerySchema } from '../companies/routes';
import { messages } from '../i18n';
import { whenEquals } from '../document-rules';
import { adminUserBodySchema, personProfileSchema } from '../people/person-fields';
import { defineRoute } from '../route';

const v = messages.validation;

export const memberWorkspaces = ['CLIENT', 'COMPANY'] as const;
/**
 * A member's user types, and the company rules of platform.md §6 (COMPANY workspace): admin,
 * editor, delivery, attendant: the domain's lists (access/permissions.ts).
 */
export { companyRuleNames as memberCompanyRules, userTypeCodes as memberUserTypes };

export const companyRulesSchema = z.object({
  adm: z.boolean().default(false),
  edit: z.boolean().default(false),
  deli: z.boolean().default(false),
  att: z.boolean().default(false),
});

export const userListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  sigla: z.string().nullable(),
  isDisabled: z.boolean(),
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
  /** Companies where the user has an active membership (either workspace). */
  companyCount: z.number().int(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const membershipSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  workspace: z.enum(memberWorkspaces),
  profiles: z.array(z.string()),
  userTypes: z.array(z.string()),
  rules: z.record(z.string(), z.boolean()),
  isActive: z.boolean(),
});
export type Membership = z.infer<typeof membershipSchema>;

export const userDetailSchema = personProfileSchema.extend({
  isDisabled: z.boolean(),
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
  /** Active and removed (isActive false) memberships, by company name. */
  memberships: z.array(membershipSchema),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

const idParams = z.object({ id: z.uuid({ error: v.invalidId }) });

/**
 * A place in a company (decision 003): CLIENT rows carry profiles and user types, COMPANY
 * rows profiles and company rules.
 */
export const addMembershipBodySchema = z
  .object({
    companyId: z.uuid({ error: v.required }),
    workspace: z.enum(memberWorkspaces, { error: v.required }),
    profiles: z.array(profileCodeSchema).min(1, v.required).max(7),
    userTypes: z.array(z.enum(userTypeCodes)).max(3).default([]),
    rules: companyRulesSchema.default({ adm: false, edit: false, deli: false, att: false }),
  })
  .superRefine((value, ctx) => {
    if (value.workspace === 'CLIENT' && value.userTypes.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['userTypes'], message: v.required });
    }
  })
  .meta(whenEquals('workspace', 'CLIENT', { properties: { userTypes: { minItems: 1 } }, required: ['userTypes'] }));

export const userStatusBodySchema = z.object({ isDisabled: z.boolean({ error: v.required }) });

export const adminUserRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/users',
    summary: 'Usuários da plataforma (busca por nome ou e-mail, sem acentos)',
    tags: ['admin'],
    querystring: pageQuerySchema,
    response: z.object({ items: z.array(userListItemSchema), total: z.number().int() }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/admin/users/:id',
    summary: 'Um usuário com as suas empresas',
    tags: ['admin'],
    params: idParams,
    response: userDetailSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/admin/users/:id',
    summary: 'Alterar os dados de um usuário (e-mail único)',
    tags: ['admin'],
    params: idParams,
    body: adminUserBodySchema,
    response: userDetailSchema,
  }),
  setStatus: defineRoute({
    method: 'PUT',
    path: '/api/admin/users/:id/status',
    summary: 'Desativar (encerra as sessões na hora) ou reativar um usuário',
    tags: ['admin'],
    params: idParams,
    body: userStatusBodySchema,
    response: userDetailSchema,
  }),
  addMembership: defineRoute({
    method: 'POST',
    path: '/api/admin/users/:id/memberships',
    summary: 'Incluir o usuário em uma empresa (ou reativar a participação removida)',
    tags: ['admin'],
    params: idParams,
    body: addMembershipBodySchema,
    response: userDetailSchema,
  }),
  removeMembership: defineRoute({
    method: 'DELETE',
    path: '/api/admin/users/:id/memberships/:membershipId',
    summary: 'Remover o usuário de uma empresa (a participação fica inativa)',
    tags: ['admin'],
    params: z.object({ id: z.uuid({ error: v.invalidId }), membershipId: z.uuid({ error: v.invalidId }) }),
    response: userDetailSchema,
  }),
} as const;
