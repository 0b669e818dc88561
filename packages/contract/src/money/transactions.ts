import { z } from 'zod';
import { localizedFields } from '../errors';
import { fmt, messages } from '../i18n';
import { defineRoute } from '../route';
import { isoDateSchema } from '../pricing/pricing-values';
import { eventIdParamsSchema, eventSchema } from '../events/events';
import { BULK_RESULT_VALUES } from '../events/event-values';
import {
  BULK_MONEY_ACTION_VALUES,
  FINALIZE_WITH_VALUES,
  MONEY_ACTION_VALUES,
  MONEY_LIMITS,
  RECEIVER_TYPE_VALUES,
  TRANSACTION_ACTION_VALUES,
  TRANSACTION_TYPE_VALUES,
} from './money-values';

const v = messages.validation;
const m = messages.screens.money.errors;

/**
 * Money on one event (billing.md §3 Transaction, §4 finishing): its ledger, the receive dialog's
 * entries, the money actions and the cancellation of an entry. Every write names the event's
 * version (a stale one gets `otherUser`) and may carry an idempotency key: the same key
 * replays the first answer and never posts twice.
 */

/** An amount typed in the receive dialog: decimal text, never negative ("received value negative"). */
export const entryValueSchema = z
  .string({ error: m.valueRequired })
  .trim()
  .regex(/^(?!-)[\s\S]*$/, m.receivedValueNegative)
  .regex(/^\d{1,12}(\.\d{1,2})?$/, m.valueInvalid)
  .regex(/[1-9]/, m.valueZero);

/** A glosa's reasons (billing.md §3 Procedure cutReasonCode, cuteReasonIds, cutReason): table-38 codes and free text. */
export const glosaCodesSchema = z
  .array(
    z
      .string()
      .trim()
      .regex(/^\d{4}$/, m.glosaCodeInvalid),
  )
  .max(MONEY_LIMITS.glosaCodes, fmt(v.maxLength, { max: MONEY_LIMITS.glosaCodes }));
export const glosaReasonTextSchema = z
  .string()
  .trim()
  .max(MONEY_LIMITS.glosaReason, fmt(v.maxLength, { max: MONEY_LIMITS.glosaReason }))
  .nullish()
  .transform((s) => (s ? s : null));
const glosaFields = { glosaCodes: glosaCodesSchema.optional(), glosaReason: glosaReasonTextSchema };

export const idempotencyKeySchema = z.string().trim().min(1).max(MONEY_LIMITS.idempotencyKey).optional();

/** A transaction as the API shows it (money fields stripped for users without values). */
export const transactionSchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  companyId: z.uuid(),
  matrizId: z.uuid().nullable(),
  isMatriz: z.boolean(),
  action: z.enum(TRANSACTION_ACTION_VALUES),
  type: z.enum(TRANSACTION_TYPE_VALUES),
  isAdditional: z.boolean(),
  procedureRowId: z.uuid().nullable(),
  rowIdAdditionalData: z.string().nullable(),
  date: z.string(),
  creationDate: z.string(),
  value: z.string().optional(),
  userId: z.string(),
  userName: z.string(),
  paid: z.boolean(),
  typeOfPaymentId: z.uuid().nullable(),
  transferId: z.uuid().nullable(),
  appealId: z.uuid().nullable(),
  /** A glosa's table-38 codes and free-text reason. */
  glosaCodes: z.array(z.string()),
  glosaReason: z.string().nullable(),
  /** The insurer statement line the entry books. */
  statementLineId: z.uuid().nullable(),
  cobrancaId: z.uuid().nullable(),
  canceledById: z.uuid().nullable(),
  canceledId: z.uuid().nullable(),
  receiverId: z.string().nullable(),
  receiverType: z.enum(RECEIVER_TYPE_VALUES),
  healthInsuranceId: z.uuid().nullable(),
  batchesIds: z.array(z.uuid()),
  batchId: z.uuid().nullable(),
  hospitalId: z.uuid().nullable(),
  dtProcedure: z.string().nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** One billed item of the event with what settled it (domain ItemBalance). */
export const moneyItemBalanceSchema = z.object({
  type: z.enum(TRANSACTION_TYPE_VALUES),
  rowId: z.uuid().nullable(),
  /** The procedure's code and name (PROCEDURE rows). */
  label: z.string(),
  value: z.string().optional(),
  received: z.string().optional(),
  loss: z.string().optional(),
  glosado: z.string().optional(),
  discount: z.string().optional(),
  over: z.string().optional(),
  open: z.string().optional(),
});
export type MoneyItemBalance = z.infer<typeof moneyItemBalanceSchema>;

export const eventMoneySchema = z.object({
  eventId: z.uuid(),
  version: z.number().int(),
  items: z.array(moneyItemBalanceSchema),
  /** Newest first; cancelled entries and their counter-entries included. */
  transactions: z.array(transactionSchema),
});
export type EventMoney = z.infer<typeof eventMoneySchema>;

const itemRefSchema = z.object({
  type: z.enum(TRANSACTION_TYPE_VALUES),
  /** The procedure row (PROCEDURE); null for the complementation, the fee and the expenses. */
  rowId: z.uuid({ error: v.invalidId }).nullable().default(null),
});

/** The receive dialog: entries on the event's items, one payment date and type of payment. */
export const eventEntriesBodySchema = z.object({
  version: z.number().int().min(1),
  idempotencyKey: idempotencyKeySchema,
  date: isoDateSchema,
  typeOfPaymentId: z
    .uuid({ error: v.invalidId })
    .nullish()
    .transform((s) => s ?? null),
  entries: z
    .array(
      itemRefSchema.extend({
        action: z.enum(TRANSACTION_ACTION_VALUES, { error: m.unknownAction }),
        value: entryValueSchema,
        ...glosaFields,
      }),
    )
    .min(1, m.noEntries)
    .max(MONEY_LIMITS.entries),
});
export type EventEntriesBody = z.input<typeof eventEntriesBodySchema>;

/** A money action on one event: receive / lose / glosa all, an item's remainder, finalize. */
export const eventMoneyActionBodySchema = z.object({
  version: z.number().int().min(1),
  idempotencyKey: idempotencyKeySchema,
  action: z.enum(MONEY_ACTION_VALUES, { error: m.unknownAction }),
  /** The item of receiveRemainder / loseRemainder / cutRemainder. */
  item: itemRefSchema.optional(),
  finalizeWith: z.enum(FINALIZE_WITH_VALUES, { error: m.unknownAction }).default('none'),
  date: isoDateSchema,
  typeOfPaymentId: z
    .uuid({ error: v.invalidId })
    .nullish()
    .transform((s) => s ?? null),
  /** The reasons of the glosa the action books (glosa all, cut remainder, finalize with glosa). */
  ...glosaFields,
});
export type EventMoneyActionBody = z.input<typeof eventMoneyActionBodySchema>;

export const eventCancelEntryBodySchema = z.object({
  version: z.number().int().min(1),
  idempotencyKey: idempotencyKeySchema,
});

export const eventTransactionParamsSchema = z.object({
  id: z.uuid({ error: v.invalidId }),
  transactionId: z.uuid({ error: v.invalidId }),
});

export const bulkMoneyBodySchema = z.object({
  eventIds: z
    .array(z.uuid({ error: v.invalidId }))
    .min(1, v.required)
    .max(MONEY_LIMITS.bulk),
  idempotencyKey: idempotencyKeySchema,
  action: z.enum(BULK_MONEY_ACTION_VALUES, { error: m.unknownAction }),
  finalizeWith: z.enum(FINALIZE_WITH_VALUES, { error: m.unknownAction }).default('none'),
  date: isoDateSchema,
  typeOfPaymentId: z
    .uuid({ error: v.invalidId })
    .nullish()
    .transform((s) => s ?? null),
  ...glosaFields,
});
export type BulkMoneyBody = z.input<typeof bulkMoneyBodySchema>;

export const bulkMoneyResultSchema = z.object({
  eventId: z.uuid(),
  numGuide: z.string().nullable(),
  result: z.enum(BULK_RESULT_VALUES),
  /** The pt-BR reason when not a success; its catalog key and params when it has one. */
  message: z.string().nullable(),
  ...localizedFields.shape,
});

/** What a bulk money action would post, asked before it runs: nothing is written (billing.md §4, §8). */
export const bulkMoneyPreviewBodySchema = bulkMoneyBodySchema.pick({
  eventIds: true,
  action: true,
  finalizeWith: true,
});
export type BulkMoneyPreviewBody = z.input<typeof bulkMoneyPreviewBodySchema>;

export const bulkMoneyPreviewItemSchema = bulkMoneyResultSchema.extend({
  /** The sum of the entries the action posts on the event ("0.00" when it refuses); absent without values access. */
  value: z.string().optional(),
});
export type BulkMoneyPreviewItem = z.infer<typeof bulkMoneyPreviewItemSchema>;

export const bulkMoneyPreviewSchema = z.object({
  items: z.array(bulkMoneyPreviewItemSchema),
  /** The sum over every event: the amount the action posts; absent without values access. */
  totalValue: z.string().optional(),
});
export type BulkMoneyPreview = z.infer<typeof bulkMoneyPreviewSchema>;

const tags = ['money'];

export const moneyRoutes = {
  eventMoney: defineRoute({
    method: 'GET',
    path: '/api/events/:id/money',
    summary: 'Itens do evento com o que foi recebido, perdido, glosado e descontado, e suas transações',
    tags,
    params: eventIdParamsSchema,
    response: eventMoneySchema,
  }),
  postEntries: defineRoute({
    method: 'POST',
    path: '/api/events/:id/transactions',
    summary: 'Lançar recebimentos, perdas, glosas ou descontos nos itens do evento (diálogo de recebimento)',
    tags,
    params: eventIdParamsSchema,
    body: eventEntriesBodySchema,
    response: eventSchema,
  }),
  action: defineRoute({
    method: 'POST',
    path: '/api/events/:id/money-actions',
    summary: 'Receber, perder ou glosar tudo ou o restante de um item; finalizar o evento',
    tags,
    params: eventIdParamsSchema,
    body: eventMoneyActionBodySchema,
    response: eventSchema,
  }),
  cancelEntry: defineRoute({
    method: 'POST',
    path: '/api/events/:id/transactions/:transactionId/cancel',
    summary: 'Cancelar uma transação por um lançamento de estorno ligado a ela',
    tags,
    params: eventTransactionParamsSchema,
    body: eventCancelEntryBodySchema,
    response: eventSchema,
  }),
  bulk: defineRoute({
    method: 'POST',
    path: '/api/events/bulk-money',
    summary: 'Receber, perder, glosar tudo ou finalizar vários eventos; cada um responde com seu resultado',
    tags,
    body: bulkMoneyBodySchema,
    response: z.object({ results: z.array(bulkMoneyResultSchema) }),
  }),
  bulkPreview: defineRoute({
    method: 'POST',
    path: '/api/events/bulk-money/preview',
    summary: 'O que receber, perder, glosar tudo ou finalizar lançaria em cada evento, sem lançar nada',
    tags,
    body: bulkMoneyPreviewBodySchema,
    response: bulkMoneyPreviewSchema,
  }),
} as const;
