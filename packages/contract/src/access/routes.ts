import { z } from 'zod';
import { defineRoute } from '../route';

export const profileCodeSchema = z.enum(['a', 'b', 'c', 'd', 'e', 'f', 'g']);

/** module → action → profiles. Module and action names are checked by the server against the domain's lists. */
export const permissionConfigSchema = z.record(
  z.string().regex(/^[A-Za-z]+$/),
  z.record(z.string().regex(/^[A-Za-z]+$/), z.array(profileCodeSchema).max(7)),
);

export const permissionCatalogSchema = z.object({
  modules: z.array(z.object({ name: z.string(), isMatrizOnly: z.boolean() })),
  actions: z.array(z.string()),
  profiles: z.array(z.object({ code: profileCodeSchema, name: z.string() })),
});

export const companyPermissionsResponseSchema = z.object({
  companyId: z.uuid(),
  permissions: permissionConfigSchema,
  catalog: permissionCatalogSchema,
});
export type CompanyPermissionsResponse = z.infer<typeof companyPermissionsResponseSchema>;

export const accessRoutes = {
  companyPermissions: defineRoute({
    method: 'GET',
    path: '/api/company/permissions',
    summary: 'Perfis de acesso da empresa: quais perfis podem cada ação de cada módulo',
    tags: ['access'],
    response: companyPermissionsResponseSchema,
  }),
  updateCompanyPermissions: defineRoute({
    method: 'PUT',
    path: '/api/company/permissions',
    summary: 'Alterar os perfis de acesso da empresa (administradores da empresa)',
    tags: ['access'],
    body: z.object({ permissions: permissionConfigSchema }),
    response: companyPermissionsResponseSchema,
  }),
} as const;
