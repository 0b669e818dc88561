import { z } from 'zod';
import { defineRoute } from '../route';
import { AXREG_TYPES, axregCompanyParamsSchema, axregSyncReportSchema } from './axreg';

/**
 * The reads the integration screens need beyond platform.md §7's calls (decision 053): the
 * registry's records of a type beside their mappings, the company's audit of outgoing calls (the
 * last 90 days), and the administrators' list of every company's integrations.
 */
const typeSchema = z.enum(AXREG_TYPES);
/** As the registries' lists page (registries/common.ts): 1, 2, … up to 200 pages of 100. */
const pageSchema = z.coerce.number().int().min(1).max(200).default(1);

/** One record of the registry, with the product record it is mapped to (if any). */
export const axregRecordSchema = z.object({
  axregId: z.number().int(),
  name: z.string(),
  /** What identifies it, in words: "CRM 123456/SP", "CNPJ 11.222.333/0001-81", "ANS 123456". */
  document: z.string().nullable(),
  mapping: z.object({ productId: z.uuid(), productName: z.string().nullable(), visible: z.boolean() }).nullable(),
});
export type AxregRecord = z.infer<typeof axregRecordSchema>;

export const axregRecordsQuerySchema = z.object({ type: typeSchema, page: pageSchema });
export const axregRecordsAnswerSchema = z.object({
  items: z.array(axregRecordSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});

/** One outgoing call (never its secrets): when, what, the answer's status (null: no answer) and how long. */
export const axregCallSchema = z.object({
  id: z.uuid(),
  at: z.string(),
  /** AXREG or CONTA_AZUL. */
  provider: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
});
export type AxregCall = z.infer<typeof axregCallSchema>;

export const axregCallsQuerySchema = z.object({ page: pageSchema });
export const axregCallsAnswerSchema = z.object({
  items: z.array(axregCallSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});

/** A company's integration as the administrators see it. */
export const adminIntegrationSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  provider: z.string(),
  baseUrl: z.string(),
  active: z.boolean(),
  syncActivatedAt: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  lastSyncReport: axregSyncReportSchema.nullable(),
  /** Outgoing calls of the last 30 days, and those that failed (no answer or status ≥ 400). */
  calls30Days: z.number().int(),
  failures30Days: z.number().int(),
});
export type AdminIntegration = z.infer<typeof adminIntegrationSchema>;

const tags = ['integrations'];

export const axregReadRoutes = {
  records: defineRoute({
    method: 'GET',
    path: '/api/axreg/records/:companyId',
    summary: 'Os registros de um tipo no cadastro externo, 100 por página, com seus vínculos',
    tags,
    params: axregCompanyParamsSchema,
    querystring: axregRecordsQuerySchema,
    response: axregRecordsAnswerSchema,
    errorStatuses: [502, 503],
  }),
  calls: defineRoute({
    method: 'GET',
    path: '/api/axreg/calls',
    summary: 'As chamadas feitas aos serviços externos nos últimos 90 dias, 100 por página',
    tags,
    querystring: axregCallsQuerySchema,
    response: axregCallsAnswerSchema,
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/integrations',
    summary: 'As integrações de todas as empresas e sua última sincronização',
    tags,
    response: z.object({ items: z.array(adminIntegrationSchema) }),
  }),
} as const;
