import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { defineRoute } from '../route';
import { csvOf } from '../query-list';
import { registryIdParamsSchema } from '../registries/common';
import { porteGradeSchema, procedureCodeSchema } from './pricing-values';

/** One CBHPM edition version (e.g. "CBHPM 2022", version 2): its procedures are in cbhpmProcedureSchema. */
export const cbhpmEditionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  version: z.number().int(),
  procedureCount: z.number().int(),
  /** Negotiations that name it: while > 0 it cannot be deleted. */
  negotiationCount: z.number().int(),
  createdAt: z.string(),
  createdByName: z.string(),
});
export type CbhpmEdition = z.infer<typeof cbhpmEditionSchema>;

/** A procedure of an edition; decimals as text with a dot, null = not applicable. */
export const cbhpmProcedureSchema = z.object({
  code: z.string(),
  description: z.string(),
  porte: porteGradeSchema.nullable(),
  porteFraction: z.string().nullable(),
  anestheticPorte: z.number().int().nullable(),
  uco: z.string().nullable(),
  auxiliaries: z.number().int().nullable(),
  film: z.string().nullable(),
  chapter: z.number().int().nullable(),
});
export type CbhpmProcedureRow = z.infer<typeof cbhpmProcedureSchema>;

/** One valuation version: R$ per porte 1A..14C and per UCO (decimal text). */
export const cbhpmValuationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  version: z.number().int(),
  /** Year or announcement, e.g. "2021-10". */
  reference: z.string(),
  portes: z.record(z.string(), z.string()),
  ucoValue: z.string(),
  filmValue: z.string().nullable(),
  negotiationCount: z.number().int(),
  createdAt: z.string(),
  createdByName: z.string(),
});
export type CbhpmValuation = z.infer<typeof cbhpmValuationSchema>;

export const cbhpmProcedureQuerySchema = z.object({
  /** Code (or its start) or words of the description, accent-insensitive. */
  search: z.string().trim().max(100).optional(),
  /** Exactly these codes, comma-separated (what an event or a negotiation uses). */
  codes: csvOf(procedureCodeSchema, 200).transform((codes) => (codes.length > 0 ? codes : undefined)),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(DEFAULT_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

const tags = ['cbhpm'];

/**
 * The CBHPM tables: read by every workspace that prices (negotiations, preview, events);
 * imported (through referenceImportRoutes, tables cbhpmEdition / cbhpmValuation) and deleted
 * by super admins only.
 */
export const cbhpmRoutes = {
  editions: defineRoute({
    method: 'GET',
    path: '/api/cbhpm/editions',
    summary: 'Tabelas CBHPM (edições e versões), da mais nova para a mais antiga',
    tags,
    response: z.object({ items: z.array(cbhpmEditionSchema) }),
  }),
  procedures: defineRoute({
    method: 'GET',
    path: '/api/cbhpm/editions/:id/procedures',
    summary: 'Procedimentos de uma tabela CBHPM, por código ou descrição sem acentos (páginas de 100)',
    tags,
    params: registryIdParamsSchema,
    querystring: cbhpmProcedureQuerySchema,
    response: z.object({ items: z.array(cbhpmProcedureSchema), total: z.number().int() }),
  }),
  valuations: defineRoute({
    method: 'GET',
    path: '/api/cbhpm/valuations',
    summary: 'Valorações (R$ por porte e por UCO), da mais nova para a mais antiga',
    tags,
    response: z.object({ items: z.array(cbhpmValuationSchema) }),
  }),
  removeEdition: defineRoute({
    method: 'DELETE',
    path: '/api/admin/cbhpm/editions/:id',
    summary: 'Excluir uma tabela CBHPM que nenhuma negociação usa — apenas para Super Admin',
    tags,
    params: registryIdParamsSchema,
    response: z.object({ ok: z.literal(true) }),
  }),
  removeValuation: defineRoute({
    method: 'DELETE',
    path: '/api/admin/cbhpm/valuations/:id',
    summary: 'Excluir uma valoração que nenhuma negociação usa — apenas para Super Admin',
    tags,
    params: registryIdParamsSchema,
    response: z.object({ ok: z.literal(true) }),
  }),
} as const;
