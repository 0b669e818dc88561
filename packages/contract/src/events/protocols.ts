import { z } from 'zod';
import { localizedFields } from '../errors';
import { fmt, messages } from '../i18n';
import { defineRoute } from '../route';
import { isoDateSchema } from '../pricing/pricing-values';
import { EVENT_STATUS_VALUES } from './event-values';
import { EVENT_LIMITS } from './events';

const v = messages.validation;

/**
 * Protocol reports (/client/Protocols; billing.md §2, §8): the guides a group delivers to the
 * billing office, listed by guide number. Creating a report opens one event per guide in
 * ProtocolCreated (not ready to bill) to be filled later. A guide number repeated in the list,
 * already used by an event of the insurer, or already in the report is refused with the
 * spec's messages (decision 015).
 */
export const PROTOCOL_LIMITS = { guides: 500, description: 200 } as const;

const guideNumbers = z
  .array(
    z
      .string()
      .trim()
      .min(1, v.required)
      .max(EVENT_LIMITS.numGuide, fmt(v.maxLength, { max: EVENT_LIMITS.numGuide })),
  )
  .min(1, messages.screens.events.protocols.checkGuides)
  .max(PROTOCOL_LIMITS.guides, fmt(v.maxLength, { max: PROTOCOL_LIMITS.guides }));

export const protocolGuideProblems = ['duplicated', 'existing', 'inReport'] as const;
export type ProtocolGuideProblem = (typeof protocolGuideProblems)[number];

export const protocolCheckBodySchema = z.object({
  companyId: z.uuid({ error: v.invalidId }),
  healthInsuranceId: z.uuid({ error: v.required }),
  /** When adding to an existing report. */
  protocolId: z.uuid({ error: v.invalidId }).optional(),
  guideNumbers,
});

export const protocolCheckResultSchema = z.object({
  guides: z.array(
    z.object({
      numGuide: z.string(),
      problem: z.enum(protocolGuideProblems).nullable(),
      message: z.string().nullable(),
      ...localizedFields.shape,
    }),
  ),
  ok: z.boolean(),
});
export type ProtocolCheckResult = z.infer<typeof protocolCheckResultSchema>;

export const protocolCreateBodySchema = z.object({
  companyId: z.uuid({ error: v.invalidId }),
  healthInsuranceId: z.uuid({ error: v.required }),
  hospitalId: z
    .uuid({ error: v.invalidId })
    .nullish()
    .transform((s) => s ?? null),
  type: z.enum(['Honorario', 'SPSADT', 'Consulta']).default('Honorario'),
  /** The procedure date the guides will carry until filled. */
  dtProcedure: isoDateSchema.nullish().transform((s) => s ?? null),
  description: z
    .string()
    .trim()
    .max(PROTOCOL_LIMITS.description, fmt(v.maxLength, { max: PROTOCOL_LIMITS.description }))
    .nullish()
    .transform((s) => (s ? s : null)),
  guideNumbers,
});
export type ProtocolCreateBody = z.input<typeof protocolCreateBodySchema>;

export const protocolAddGuidesBodySchema = z.object({ guideNumbers });

export const protocolSummarySchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  number: z.number().int(),
  description: z.string().nullable(),
  healthInsuranceId: z.uuid(),
  insurerName: z.string().nullable(),
  hospitalId: z.uuid().nullable(),
  hospitalName: z.string().nullable(),
  type: z.enum(['Honorario', 'SPSADT', 'Consulta']),
  dtProcedure: z.string().nullable(),
  guideCount: z.number().int(),
  createdAt: z.string(),
  createdByName: z.string(),
});
export type ProtocolSummary = z.infer<typeof protocolSummarySchema>;

export const protocolSchema = protocolSummarySchema.extend({
  guides: z.array(
    z.object({ eventId: z.uuid(), numGuide: z.string(), status: z.enum(EVENT_STATUS_VALUES), active: z.boolean() }),
  ),
});
export type Protocol = z.infer<typeof protocolSchema>;

export const protocolListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(100),
});

const tags = ['protocols'];
const idParams = z.object({ id: z.uuid({ error: v.invalidId }) });

export const protocolRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/protocols',
    summary: 'Relatórios de protocolo da empresa selecionada (e filiais visíveis), do mais novo ao mais antigo',
    tags,
    querystring: protocolListQuerySchema,
    response: z.object({ items: z.array(protocolSummarySchema), total: z.number().int() }),
  }),
  check: defineRoute({
    method: 'POST',
    path: '/api/protocols/check',
    summary: 'Conferir números de guia antes de protocolar: duplicados, já existentes ou já no relatório',
    tags,
    body: protocolCheckBodySchema,
    response: protocolCheckResultSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/protocols',
    summary: 'Criar um relatório de protocolo: um evento em Protocolo criado por guia',
    tags,
    body: protocolCreateBodySchema,
    response: protocolSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/protocols/:id',
    summary: 'Um relatório de protocolo com as guias e o status de cada evento',
    tags,
    params: idParams,
    response: protocolSchema,
  }),
  addGuides: defineRoute({
    method: 'POST',
    path: '/api/protocols/:id/guides',
    summary: 'Acrescentar guias a um relatório de protocolo',
    tags,
    params: idParams,
    body: protocolAddGuidesBodySchema,
    response: protocolSchema,
  }),
} as const;
