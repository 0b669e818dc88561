import { z } from 'zod';
import { fmt, messages } from '../i18n';
import { defineRoute } from '../route';
import { EVENT_STATUS_VALUES } from '../events/event-values';
import { isoDateSchema, moneyTextSchema } from '../pricing/pricing-values';

const v = messages.validation;
const m = messages.screens.invoices.validation;

/**
 * Invoices (notas fiscais; issue 8, billing.md §2): issued to a payer (an insurer, or a hospital
 * registered as a paying insurer) for billed events. The events point at them (invoicesIds):
 * the event actions "add invoice" and "show invoice".
 */
export const INVOICE_LIMITS = { number: 30, description: 500, eventsPerRequest: 500 } as const;

export const invoiceSummarySchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  version: z.number().int(),
  number: z.string(),
  healthInsuranceId: z.uuid(),
  insurerName: z.string().nullable(),
  date: z.string(),
  /** Absent for users who may not see values (hasValues). */
  value: z.string().optional(),
  description: z.string().nullable(),
  active: z.boolean(),
  eventCount: z.number().int(),
  /** Sum of the covered events' totalProduced; absent without values. */
  eventsTotal: z.string().optional(),
  createdAt: z.string(),
  createdByName: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceEventSchema = z.object({
  id: z.uuid(),
  numGuide: z.string().nullable(),
  patientName: z.string().nullable(),
  dtProcedure: z.string().nullable(),
  status: z.enum(EVENT_STATUS_VALUES),
  totalProduced: z.string().optional(),
  totalReceived: z.string().optional(),
});

export const invoiceSchema = invoiceSummarySchema.extend({ events: z.array(invoiceEventSchema) });
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  healthInsuranceId: z.uuid({ error: v.invalidId }).optional(),
  eventId: z.uuid({ error: v.invalidId }).optional(),
  dateFrom: isoDateSchema.optional(),
  dateTo: isoDateSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(100),
});
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

const invoiceFields = {
  number: z
    .string({ error: v.required })
    .trim()
    .min(1, v.required)
    .max(INVOICE_LIMITS.number, fmt(v.maxLength, { max: INVOICE_LIMITS.number })),
  healthInsuranceId: z.uuid({ error: m.payerRequired }),
  date: isoDateSchema,
  value: moneyTextSchema,
  description: z
    .string()
    .trim()
    .max(INVOICE_LIMITS.description, fmt(v.maxLength, { max: INVOICE_LIMITS.description }))
    .nullish()
    .transform((s) => (s ? s : null)),
};

export const invoiceCreateBodySchema = z.object({
  companyId: z.uuid({ error: v.invalidId }),
  ...invoiceFields,
  /** Events covered from the start (the event action "add invoice"). */
  eventIds: z
    .array(z.uuid({ error: v.invalidId }))
    .max(INVOICE_LIMITS.eventsPerRequest)
    .default(() => []),
});
export type InvoiceCreateBody = z.input<typeof invoiceCreateBodySchema>;

export const invoiceUpdateBodySchema = z.object({ version: z.number().int(), ...invoiceFields });
export type InvoiceUpdateBody = z.input<typeof invoiceUpdateBodySchema>;

export const invoiceEventsBodySchema = z.object({
  eventIds: z
    .array(z.uuid({ error: v.invalidId }))
    .min(1, v.required)
    .max(INVOICE_LIMITS.eventsPerRequest),
});

const tags = ['invoices'];
const idParams = z.object({ id: z.uuid({ error: v.invalidId }) });

export const invoiceRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/invoices',
    summary: 'Notas fiscais das empresas da sessão, da mais nova à mais antiga',
    tags,
    querystring: invoiceListQuerySchema,
    response: z.object({ items: z.array(invoiceSummarySchema), total: z.number().int() }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/invoices/:id',
    summary: 'Uma nota fiscal com os eventos que cobre',
    tags,
    params: idParams,
    response: invoiceSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/invoices',
    summary: 'Emitir (registrar) uma nota fiscal para um pagador, já com eventos se quiser',
    tags,
    body: invoiceCreateBodySchema,
    response: invoiceSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/invoices/:id',
    summary: 'Alterar número, pagador, data, valor e descrição',
    tags,
    params: idParams,
    body: invoiceUpdateBodySchema,
    response: invoiceSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/invoices/:id',
    summary: 'Cancelar a nota fiscal (os eventos deixam de apontar para ela)',
    tags,
    params: idParams,
    response: z.object({ ok: z.literal(true) }),
  }),
  addEvents: defineRoute({
    method: 'POST',
    path: '/api/invoices/:id/events',
    summary: 'Incluir eventos na nota fiscal (ação "adicionar nota fiscal")',
    tags,
    params: idParams,
    body: invoiceEventsBodySchema,
    response: invoiceSchema,
  }),
  removeEvents: defineRoute({
    method: 'POST',
    path: '/api/invoices/:id/events/remove',
    summary: 'Retirar eventos da nota fiscal',
    tags,
    params: idParams,
    body: invoiceEventsBodySchema,
    response: invoiceSchema,
  }),
} as const;
