import { defineRoute } from '../route';
import { personProfileSchema, profileBodySchema } from '../people/person-fields';

export const accountRoutes = {
  profile: defineRoute({
    method: 'GET',
    path: '/api/account/profile',
    summary: 'Os dados do próprio usuário',
    tags: ['account'],
    response: personProfileSchema,
  }),
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/api/account/profile',
    summary: 'Alterar os próprios dados (nome, telefone, CRM, estado do CRM, sigla)',
    tags: ['account'],
    body: profileBodySchema,
    response: personProfileSchema,
  }),
} as const;
