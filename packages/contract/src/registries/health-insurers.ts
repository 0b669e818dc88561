import { z } from 'zod';
import { defineRoute } from '../route';
import { registryListQuerySchema, registryListResponse, registryRecordShape } from './common';

export const insurerPayers = ['HEALTH_INSURANCE', 'HOSPITAL'] as const;

/**
 * An insurer as lists and pickers show it (the patient's insurer, the event's insurer).
 * The full record with every setting is healthInsurerSchema (below, issue 4).
 */
export const healthInsurerSummarySchema = z.object({
  ...registryRecordShape,
  name: z.string(),
  code: z.string().nullable(),
  registerANS: z.string().nullable(),
  cnpj: z.string().nullable(),
  payer: z.enum(insurerPayers),
  isParticular: z.boolean(),
});
export type HealthInsurerSummary = z.infer<typeof healthInsurerSummarySchema>;

export const healthInsurerListQuerySchema = registryListQuerySchema.extend({
  payer: z.enum(insurerPayers).optional(),
});

const tags = ['health-insurers'];

export const healthInsurerRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/health-insurers',
    summary: 'Convênios (operadoras e hospitais pagadores) da empresa: busca, ordenação, páginas de 100, updatedSince',
    tags,
    querystring: healthInsurerListQuerySchema,
    response: registryListResponse(healthInsurerSummarySchema),
  }),
} as const;
