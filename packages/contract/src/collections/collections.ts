import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { fmt, messages } from '../i18n';
import { defineRoute } from '../route';
import { isoDateSchema } from '../pricing/pricing-values';
import { entryValueSchema, idempotencyKeySchema } from '../money/transactions';
import { monthSchema } from '../taxes/taxes';
import { collectionsScreenMessages } from '../i18n/screen-texts/collections';

const v = messages.validation;
const e = collectionsScreenMessages.errors;

/**
 * Collections (cobranças; billing.md §3 Collection, §7 cobrancas, decision 030): a charge to one
 * insurer for a set of events (chosen from its batches or a period), the insurer's payments
 * registered against it (entries carry its id), and its settlement (dtBaixa). Money fields are
 * stripped for users who may not see values.
 */
export const COLLECTION_LIMITS = { events: 5000, batches: 50, pageSize: DEFAULT_PAGE_SIZE } as const;

export const COLLECTION_STATUSES = ['OPEN', 'SETTLED', 'CANCELED'] as const;

export const collectionSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  /** Sequential per company. */
  code: z.number().int(),
  healthInsuranceId: z.uuid(),
  healthInsuranceName: z.string(),
  /** The collection's date (its competence): the lists filter by its month. */
  date: z.string(),
  dtBilling: z.string().nullable(),
  dtBaixa: z.string().nullable(),
  status: z.enum(COLLECTION_STATUSES),
  isAllowTransfer: z.boolean(),
  active: z.boolean(),
  eventCount: z.number().int(),
  batchIds: z.array(z.uuid()),
  /** Σ of the events' values (the production the collection covers). */
  value: z.string().optional(),
  /** What it asks the insurer for: the events' open balance when they joined it. */
  valueCharged: z.string().optional(),
  /** Receipts carrying its id. */
  valuePaid: z.string().optional(),
  /** Glosas and losses carrying its id. */
  valueCut: z.string().optional(),
  /** Charged − paid − cut (never below zero). */
  valueOpen: z.string().optional(),
  createdAt: z.string(),
  createdByName: z.string(),
});
export type Collection = z.infer<typeof collectionSchema>;

const TRI = ['true', 'false', 'all'] as const;

/** From and to are months ('YYYY-MM'); the server refuses a start after the end (periodInverted). */
export const collectionListQuerySchema = z.object({
  from: monthSchema.optional(),
  to: monthSchema.optional(),
  healthInsuranceId: z.uuid({ error: v.invalidId }).optional(),
  active: z.enum(TRI).default('true'),
  isAllowTransfer: z.enum(TRI).default('all'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(COLLECTION_LIMITS.pageSize).default(COLLECTION_LIMITS.pageSize),
});
export type CollectionListQuery = z.input<typeof collectionListQuerySchema>;

const ids = (max: number) => z.array(z.uuid({ error: v.invalidId })).max(max, fmt(e.tooMany, { max }));

/**
 * A new collection: its insurer, its date and which events — those of some batches, or those of
 * the insurer waiting for payment whose procedure falls in a period (both dates, the start not
 * after the end). Events in a state that cannot be charged are left out and counted
 * (`hiddenCount`). The server refuses a body that names none of them (eventsRequired).
 */
export const collectionCreateBodySchema = z.object({
  healthInsuranceId: z.uuid({ error: v.invalidId }),
  date: isoDateSchema,
  dtBilling: isoDateSchema.nullish().transform((d) => d ?? null),
  isAllowTransfer: z.boolean().default(false),
  batchIds: ids(COLLECTION_LIMITS.batches).default([]),
  eventIds: ids(COLLECTION_LIMITS.events).default([]),
  periodFrom: isoDateSchema.optional(),
  periodTo: isoDateSchema.optional(),
});
export type CollectionCreateBody = z.input<typeof collectionCreateBodySchema>;

export const collectionCreatedSchema = z.object({
  collection: collectionSchema,
  /** Events of the batches or period left out because of their state. */
  hiddenCount: z.number().int(),
});

export const collectionUpdateBodySchema = z.object({
  date: isoDateSchema,
  dtBilling: isoDateSchema.nullish().transform((d) => d ?? null),
  isAllowTransfer: z.boolean(),
});

export const collectionEventSchema = z.object({
  eventId: z.uuid(),
  version: z.number().int(),
  numGuide: z.string().nullable(),
  patientName: z.string().nullable(),
  dtProcedure: z.string().nullable(),
  status: z.string(),
  value: z.string().optional(),
  /** Received on the event with this collection. */
  valueReceived: z.string().optional(),
  valueOpen: z.string().optional(),
});
export type CollectionEvent = z.infer<typeof collectionEventSchema>;

export const collectionEventsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(COLLECTION_LIMITS.pageSize).default(COLLECTION_LIMITS.pageSize),
});

/** The insurer's payment: per event, what it paid (spread over the event's open items), all on one date. */
export const collectionReceiptBodySchema = z.object({
  date: isoDateSchema,
  typeOfPaymentId: z.uuid({ error: v.invalidId }).nullish(),
  items: z
    .array(z.object({ eventId: z.uuid({ error: v.invalidId }), value: entryValueSchema }))
    .min(1, e.nothingToReceive)
    .max(COLLECTION_LIMITS.events, fmt(e.tooMany, { max: COLLECTION_LIMITS.events })),
  idempotencyKey: idempotencyKeySchema,
});

/** Settling: the date; optionally the rest of every event received on it; and the transfer release. */
export const collectionSettleBodySchema = z.object({
  dtBaixa: isoDateSchema,
  receiveRest: z.boolean().default(false),
  typeOfPaymentId: z.uuid({ error: v.invalidId }).nullish(),
  isAllowTransfer: z.boolean().default(true),
});

const tags = ['collections'];
const params = z.object({ id: z.uuid({ error: v.invalidId }) });

export const collectionRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/collections',
    summary: 'Cobranças por mês, convênio, situação e liberação para repasse; 100 por página, mais novas primeiro',
    tags,
    querystring: collectionListQuerySchema,
    response: z.object({ items: z.array(collectionSchema), total: z.number().int() }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/collections',
    summary: 'Criar cobrança com os eventos de lotes, de um período ou escolhidos',
    tags,
    body: collectionCreateBodySchema,
    response: collectionCreatedSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/collections/:id',
    summary: 'Uma cobrança',
    tags,
    params,
    response: collectionSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/collections/:id',
    summary: 'Alterar competência, data de faturamento e liberação para repasse',
    tags,
    params,
    body: collectionUpdateBodySchema,
    response: collectionSchema,
  }),
  events: defineRoute({
    method: 'GET',
    path: '/api/collections/:id/events',
    summary: 'Os eventos de uma cobrança, com o recebido e o em aberto',
    tags,
    params,
    querystring: collectionEventsQuerySchema,
    response: z.object({ items: z.array(collectionEventSchema), total: z.number().int() }),
  }),
  receive: defineRoute({
    method: 'POST',
    path: '/api/collections/:id/receipts',
    summary: 'Registrar o pagamento do convênio nos eventos da cobrança',
    tags,
    params,
    body: collectionReceiptBodySchema,
    response: collectionSchema,
  }),
  settle: defineRoute({
    method: 'POST',
    path: '/api/collections/:id/settle',
    summary: 'Dar baixa na cobrança (opcionalmente recebendo o que está em aberto)',
    tags,
    params,
    body: collectionSettleBodySchema,
    response: collectionSchema,
  }),
  cancel: defineRoute({
    method: 'DELETE',
    path: '/api/collections/:id',
    summary: 'Cancelar cobrança sem pagamentos (os eventos voltam a poder ser cobrados)',
    tags,
    params,
    response: collectionSchema,
  }),
} as const;
