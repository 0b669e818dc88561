import { z } from 'zod';
import { defineRoute } from '../route';
import { XLSX_FILE } from '../files';
import {
  optionalText,
  registryIdParamsSchema,
  registryListQuerySchema,
  registryListResponse,
  registryRecordShape,
  requiredText,
} from './common';

/** A type of payment of a company (/client/TypesOfPayment), which its insurers accept (typesOfPaymentIds). */
export const typeOfPaymentSchema = z.object({
  ...registryRecordShape,
  name: z.string(),
  description: z.string().nullable(),
});
export type TypeOfPayment = z.infer<typeof typeOfPaymentSchema>;

/** Sort by name (pt-BR order) or createdAt; search by name. */
export const typeOfPaymentListQuerySchema = registryListQuerySchema;
export const typeOfPaymentSortColumns = ['name', 'createdAt'] as const;
export const typeOfPaymentExportQuerySchema = registryListQuerySchema.omit({
  page: true,
  pageSize: true,
  updatedSince: true,
});

export const typeOfPaymentBodySchema = z.object({
  name: requiredText(80),
  description: optionalText(500),
  active: z.boolean().default(true),
});
export type TypeOfPaymentBody = z.input<typeof typeOfPaymentBodySchema>;

const tags = ['types-of-payment'];
const params = registryIdParamsSchema;

export const typesOfPaymentRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/types-of-payment',
    summary: 'Tipos de pagamento da empresa: busca, ordenação, páginas de 100, updatedSince',
    tags,
    querystring: typeOfPaymentListQuerySchema,
    response: registryListResponse(typeOfPaymentSchema),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/api/types-of-payment/export',
    summary: 'Planilha (.xlsx) dos tipos de pagamento com os filtros e a ordem da lista',
    tags,
    querystring: typeOfPaymentExportQuerySchema,
    response: z.unknown(),
    fileTypes: XLSX_FILE,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/types-of-payment/:id',
    summary: 'Um tipo de pagamento',
    tags,
    params,
    response: typeOfPaymentSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/types-of-payment',
    summary: 'Cadastrar tipo de pagamento',
    tags,
    body: typeOfPaymentBodySchema,
    response: typeOfPaymentSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/types-of-payment/:id',
    summary: 'Alterar tipo de pagamento',
    tags,
    params,
    body: typeOfPaymentBodySchema,
    response: typeOfPaymentSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/types-of-payment/:id',
    summary: 'Excluir tipo de pagamento (recusado enquanto um convênio o usa)',
    tags,
    params,
    response: typeOfPaymentSchema,
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/api/types-of-payment/:id/restore',
    summary: 'Restaurar tipo de pagamento excluído',
    tags,
    params,
    response: typeOfPaymentSchema,
  }),
} as const;
