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

export const cboSearchQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  /** Only physicians (CBO families 2251, 2252, 2253). */
  physicians: z
    .enum(['true', 'false'])
    .default('true')
    .transform((s) => s === 'true'),
});

export const cboOccupationSchema = z.object({ code: z.string(), title: z.string() });
export type CboOccupation = z.infer<typeof cboOccupationSchema>;

export const referenceRoutes = {
  municipalities: defineRoute({
    method: 'GET',
    path: '/api/reference/municipalities',
    summary: 'Municípios do IBGE (até 20) pelo nome sem acentos, por UF ou pelo código — para o endereço',
    tags: ['reference'],
    querystring: municipalitySearchQuerySchema,
    response: z.object({ items: z.array(municipalitySchema) }),
  }),
  cbo: defineRoute({
    method: 'GET',
    path: '/api/reference/cbo',
    summary: 'Ocupações CBO (até 20) pelo código ou título sem acentos — por padrão só médicos (famílias 2251–2253)',
    tags: ['reference'],
    querystring: cboSearchQuerySchema,
    response: z.object({ items: z.array(cboOccupationSchema) }),
  }),
} as const;
