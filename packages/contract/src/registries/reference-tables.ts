import { z } from 'zod';
import { messages } from '../i18n';
import { defineRoute } from '../route';
import { municipalitySchema, optionalState } from './common';

const v = messages.validation;

export const municipalitySearchQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  uf: optionalState.optional(),
  /** A 7-digit IBGE code: answers that municipality (to show a saved address). */
  code: z
    .string()
    .trim()
    .regex(/^\d{7}$/, v.ibgeCode)
    .optional(),
});

export const referenceRoutes = {
  municipalities: defineRoute({
    method: 'GET',
    path: '/api/reference/municipalities',
    summary: 'Municípios do IBGE (até 20) pelo nome sem acentos, por UF ou pelo código — para o endereço',
    tags: ['reference'],
    querystring: municipalitySearchQuerySchema,
    response: z.object({ items: z.array(municipalitySchema) }),
  }),
} as const;
