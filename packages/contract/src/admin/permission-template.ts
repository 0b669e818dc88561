import { z } from 'zod';
import { permissionCatalogSchema, permissionConfigSchema } from '../access/routes';
import { defineRoute } from '../route';

export const permissionTemplateSchema = z.object({
  /** module → action → profiles that every new company starts with. */
  permissions: permissionConfigSchema,
  /** The built-in template (the code's default), to restore it. */
  defaults: permissionConfigSchema,
  /** True while no super admin has saved a template (the built-in one is in force). */
  isDefault: z.boolean(),
  catalog: permissionCatalogSchema,
});
export type PermissionTemplate = z.infer<typeof permissionTemplateSchema>;

export const permissionTemplateRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/api/admin/permission-template',
    summary: 'Modelo de perfis de acesso das novas empresas, com os módulos, ações e perfis',
    tags: ['admin'],
    response: permissionTemplateSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/admin/permission-template',
    summary: 'Alterar o modelo de perfis de acesso das novas empresas — apenas para Super Admin',
    tags: ['admin'],
    body: z.object({ permissions: permissionConfigSchema }),
    response: permissionTemplateSchema,
  }),
} as const;
