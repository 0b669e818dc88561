import { z } from 'zod';
import { localizedFields } from '../errors';
import { fmt, messages } from '../i18n';
import { defineRoute } from '../route';
import { BULK_RESULT_VALUES, TRANSITION_ACTION_VALUES } from './event-values';
import { EVENT_LIMITS, eventIdParamsSchema, eventSchema } from './events';

const v = messages.validation;
const m = messages.screens.events.validation;

/**
 * Moving events through the status machine (billing.md §4): one event (with the version read,
 * so a stale screen gets otherUser) or many at once (each event reports its own result type).
 * `observation` is required by pending, internalPending, revertToAwaitCheck and remove;
 * `customStatus` by customStatus and customStatusAction. The domain decides (events/actions.ts).
 */
const actionFields = {
  action: z.enum(TRANSITION_ACTION_VALUES),
  observation: z
    .string()
    .trim()
    .max(EVENT_LIMITS.observation, fmt(v.maxLength, { max: EVENT_LIMITS.observation }))
    .optional()
    .transform((s) => (s ? s : undefined)),
  customStatus: z
    .string()
    .trim()
    .max(EVENT_LIMITS.customStatus, fmt(v.maxLength, { max: EVENT_LIMITS.customStatus }))
    .optional()
    .transform((s) => (s ? s : undefined)),
};

export const eventActionBodySchema = z.object({
  version: z.number().int().min(1),
  ...actionFields,
});
export type EventActionBody = z.input<typeof eventActionBodySchema>;

export const eventBulkActionBodySchema = z.object({
  eventIds: z
    .array(z.uuid({ error: v.invalidId }))
    .min(1, v.required)
    .max(EVENT_LIMITS.bulk, fmt(m.tooManyEvents, { max: EVENT_LIMITS.bulk })),
  ...actionFields,
});
export type EventBulkActionBody = z.input<typeof eventBulkActionBodySchema>;

export const eventBulkResultSchema = z.object({
  eventId: z.uuid(),
  numGuide: z.string().nullable(),
  result: z.enum(BULK_RESULT_VALUES),
  /** The pt-BR reason when not a success; its catalog key and params when it has one. */
  message: z.string().nullable(),
  ...localizedFields.shape,
});
export type EventBulkResult = z.infer<typeof eventBulkResultSchema>;

/** The events to price again, as the list selected them. */
export const eventRepricePreviewBodySchema = z.object({
  eventIds: eventBulkActionBodySchema.shape.eventIds,
});

/**
 * One event of the re-pricing preview: the procedures' total now and under the negotiation in
 * force on its date, at the version read (the apply sends it back). `result` tells whether it
 * may be re-priced; a refused one carries its pt-BR reason and no new total. The amounts are
 * named total* so the server strips them for a user who may not see values (billing.md §6
 * readValues): then they are absent, not zero.
 */
export const eventRepricePreviewItemSchema = eventBulkResultSchema.extend({
  version: z.number().int(),
  totalBefore: z.string().optional(),
  totalAfter: z.string().nullable().optional(),
  /** totalAfter − totalBefore; null when the event is refused. */
  totalDifference: z.string().nullable().optional(),
});
export type EventRepricePreviewItem = z.infer<typeof eventRepricePreviewItemSchema>;

/** The events to re-price, each at the version its preview showed (a changed one is refused). */
export const eventRepriceBodySchema = z.object({
  events: z
    .array(z.object({ id: z.uuid({ error: v.invalidId }), version: z.number().int().min(1) }))
    .min(1, v.required)
    .max(EVENT_LIMITS.bulk, fmt(m.tooManyEvents, { max: EVENT_LIMITS.bulk })),
});

export const eventActionRoutes = {
  run: defineRoute({
    method: 'POST',
    path: '/api/events/:id/actions',
    summary: 'Executar uma ação de status no evento (conferir, enviar guia, pendência, recurso, excluir…)',
    tags: ['events'],
    params: eventIdParamsSchema,
    body: eventActionBodySchema,
    response: eventSchema,
  }),
  bulk: defineRoute({
    method: 'POST',
    path: '/api/events/bulk-actions',
    summary: 'Executar uma ação de status em vários eventos; cada um responde com seu resultado',
    tags: ['events'],
    body: eventBulkActionBodySchema,
    response: z.object({ results: z.array(eventBulkResultSchema) }),
  }),
  repricePreview: defineRoute({
    method: 'POST',
    path: '/api/events/reprice/preview',
    summary: 'Prévia da reprecificação: total atual e novo de cada evento pela negociação vigente na data',
    tags: ['events'],
    body: eventRepricePreviewBodySchema,
    response: z.object({ items: z.array(eventRepricePreviewItemSchema) }),
  }),
  reprice: defineRoute({
    method: 'POST',
    path: '/api/events/reprice',
    summary: 'Reprecificar eventos pela negociação vigente na data; cada um responde com seu resultado',
    tags: ['events'],
    body: eventRepriceBodySchema,
    response: z.object({ results: z.array(eventBulkResultSchema) }),
  }),
} as const;
