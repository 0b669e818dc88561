import { z } from 'zod';
import { messages } from '../i18n';
import { whenEquals } from '../document-rules';
import { defineRoute } from '../route';
import { companyDataSchema, updateCompanyBodySchema } from './company-data';
import { pageQuerySchema } from './routes';

const v = messages.validation;
const e = messages.screens.adminCompanies.errors;
const tags = ['admin'];

/** Where a company sits: alone, a matriz (cooperative) or a filial of one (platform.md §1, §3). */
export const companyStructures = ['single', 'matriz', 'filial'] as const;

export const adminCompanyIdParamsSchema = z.object({ id: z.uuid({ error: v.invalidId }) });

export const adminCompanyListQuerySchema = pageQuerySchema.extend({
  structure: z.enum(['all', 'matriz', 'filial']).default('all'),
  /** 'true' lists deleted companies too (marked with their deletion date). */
  showDeleted: z
    .enum(['true', 'false'])
    .default('false')
    .transform((s) => s === 'true'),
});
export type AdminCompanyListQuery = z.output<typeof adminCompanyListQuerySchema>;

export const adminCompanyRowSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['COMPANY', 'ONG']),
  name: z.string(),
  legalName: z.string().nullable(),
  cnpj: z.string().nullable(),
  isMatriz: z.boolean(),
  isFilial: z.boolean(),
  matrizId: z.uuid().nullable(),
  matrizName: z.string().nullable(),
  filiaisCount: z.number().int(),
  deletedAt: z.string().nullable(),
});
export type AdminCompanyRow = z.infer<typeof adminCompanyRowSchema>;

/** One company as the admin screen shows it: its data, where it sits, and whether it is deleted. */
export const adminCompanySchema = companyDataSchema.extend({
  matrizName: z.string().nullable(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

/**
 * Create / edit a company in the admin workspace: the fields of PUT /api/company plus kind and
 * structure. A filial names its matriz; the server checks that it is a live matriz.
 */
export const adminCompanyBodySchema = updateCompanyBodySchema
  .omit({ id: true })
  .extend({
    kind: z.enum(['COMPANY', 'ONG'], { error: v.required }),
    structure: z.enum(companyStructures, { error: v.required }),
    matrizId: z.uuid({ error: e.matrizRequired }).nullable().default(null),
  })
  .superRefine((body, ctx) => {
    if (body.structure === 'filial' && !body.matrizId) {
      ctx.addIssue({ code: 'custom', path: ['matrizId'], message: e.matrizRequired });
    }
  })
  .meta(whenEquals('structure', 'filial', { properties: { matrizId: { type: 'string' } }, required: ['matrizId'] }));
export type AdminCompanyBody = z.input<typeof adminCompanyBodySchema>;

export const adminCompanyRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/companies',
    summary: 'Empresas da plataforma: busca por nome, razão social ou CNPJ; filtro matriz/filial; excluídas',
    tags,
    querystring: adminCompanyListQuerySchema,
    response: z.object({ items: z.array(adminCompanyRowSchema), total: z.number().int() }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/admin/companies/:id',
    summary: 'Uma empresa (também excluída), com a sua matriz',
    tags,
    params: adminCompanyIdParamsSchema,
    response: adminCompanySchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/admin/companies',
    summary: 'Criar empresa (matriz, filial ou independente) com a configuração web padrão — apenas para Super Admin',
    tags,
    body: adminCompanyBodySchema,
    response: adminCompanySchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/admin/companies/:id',
    summary: 'Alterar empresa: dados, estrutura e opções',
    tags,
    params: adminCompanyIdParamsSchema,
    body: adminCompanyBodySchema,
    response: adminCompanySchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/admin/companies/:id',
    summary: 'Excluir empresa (exclusão lógica; uma matriz com filiais ativas não) — apenas para Super Admin',
    tags,
    params: adminCompanyIdParamsSchema,
    response: adminCompanySchema,
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/api/admin/companies/:id/restore',
    summary: 'Restaurar empresa excluída (a matriz de uma filial precisa estar ativa) — apenas para Super Admin',
    tags,
    params: adminCompanyIdParamsSchema,
    response: adminCompanySchema,
  }),
} as const;
