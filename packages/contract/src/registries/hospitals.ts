import { z } from 'zod';
import { messages } from '../i18n';
import { defineRoute } from '../route';
import { XLSX_FILE } from '../files';
import { CNPJ_DESCRIPTION } from '../document-rules';
import {
  addressSchema,
  brazilianStates,
  optionalState,
  optionalText,
  registryHistorySchema,
  registryIdParamsSchema,
  registryListQuerySchema,
  registryListResponse,
  registryRecordShape,
  requiredText,
} from './common';

const v = messages.validation;

/** An address as the server answers it (every part text or null). */
export const hospitalAddressSchema = z.object({
  zipcode: z.string().nullable(),
  street: z.string().nullable(),
  number: z.string().nullable(),
  complement: z.string().nullable(),
  district: z.string().nullable(),
  city: z.string().nullable(),
  state: z.enum(brazilianStates).nullable(),
  country: z.string().nullable(),
  ibgeCode: z.string().nullable(),
});

/** A hospital of a company (billing.md §2 hospitals/{id}): CNPJ with its mask, CNES, address. */
export const hospitalSchema = z.object({
  ...registryRecordShape,
  name: z.string(),
  cnpj: z.string().nullable(),
  cnes: z.string().nullable(),
  address: hospitalAddressSchema.nullable(),
});
export type Hospital = z.infer<typeof hospitalSchema>;

/**
 * Create / edit a hospital. The CNPJ is taken masked or bare; the server checks its digits
 * ('CNPJ inválido') and keeps it masked. CNES: 7 digits.
 */
export const hospitalBodySchema = z.object({
  name: requiredText(200),
  cnpj: optionalText(18).meta({ description: CNPJ_DESCRIPTION }),
  cnes: optionalText(7, { pattern: /^\d{7}$/, message: v.cns }),
  address: addressSchema.nullish().transform((a) => a ?? null),
  active: z.boolean().default(true),
});
export type HospitalBody = z.input<typeof hospitalBodySchema>;

export const hospitalListQuerySchema = registryListQuerySchema.extend({
  /** The UF of the hospital's address. */
  state: optionalState.optional(),
});
export type HospitalListQuery = z.output<typeof hospitalListQuerySchema>;

/** Sort names of the hospitals list. */
export const hospitalSorts = ['name', 'cnpj', 'city', 'createdAt'] as const;

const tags = ['hospitals'];

export const hospitalRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/hospitals',
    summary:
      'Hospitais das empresas visíveis: busca sem acentos, UF, situação, ordenação, páginas de 100, updatedSince',
    tags,
    querystring: hospitalListQuerySchema,
    response: registryListResponse(hospitalSchema),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/api/hospitals/export',
    summary: 'Planilha Excel (.xlsx) dos hospitais com os filtros da lista',
    tags,
    querystring: hospitalListQuerySchema,
    response: z.unknown(),
    fileTypes: XLSX_FILE,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/hospitals/:id',
    summary: 'Um hospital (também excluído)',
    tags,
    params: registryIdParamsSchema,
    response: hospitalSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/hospitals',
    summary: 'Criar hospital na empresa selecionada',
    tags,
    body: hospitalBodySchema,
    response: hospitalSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/hospitals/:id',
    summary: 'Alterar hospital',
    tags,
    params: registryIdParamsSchema,
    body: hospitalBodySchema,
    response: hospitalSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/hospitals/:id',
    summary: 'Excluir hospital (exclusão lógica)',
    tags,
    params: registryIdParamsSchema,
    response: hospitalSchema,
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/api/hospitals/:id/restore',
    summary: 'Restaurar hospital excluído',
    tags,
    params: registryIdParamsSchema,
    response: hospitalSchema,
  }),
  history: defineRoute({
    method: 'GET',
    path: '/api/hospitals/:id/history',
    summary: 'Histórico de alterações do hospital: quem, quando e o quê',
    tags,
    params: registryIdParamsSchema,
    response: registryHistorySchema,
  }),
} as const;
