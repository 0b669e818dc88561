import { z } from 'zod';
import { messages } from '../i18n';
import { defineRoute } from '../route';
import { AUTO_FIX_ERROR_VALUES } from './money-values';

const v = messages.validation;

/**
 * The administrators' tool /tools/CheckTransactions (billing.md §2, §8 auto-fix errors): the
 * events whose stored totals disagree with their active transactions, with each difference,
 * and the fix that rewrites the totals from the ledger, logging every fix (eventsAutoFixLog).
 */
export const checkTransactionsQuerySchema = z.object({
  companyId: z.uuid({ error: v.invalidId }).optional(),
  /** At most this many mismatches per answer (the events are walked in id order, a stable walk of any size). */
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

/** The procedure row a difference is about (absent for the event's own value fields). */
export const differenceProcedureSchema = z.object({
  rowId: z.uuid(),
  idProc: z.string(),
  name: z.string(),
});

/**
 * One value that disagrees: an event value field (field = its name, e.g. totalReceived) or,
 * with `procedure`, a procedure row's received / loss / glosado / discount / over.
 */
export const totalsDifferenceSchema = z.object({
  field: z.string(),
  stored: z.string(),
  ledger: z.string(),
  procedure: differenceProcedureSchema.nullable().default(null),
});
export type TotalsDifference = z.infer<typeof totalsDifferenceSchema>;

/**
 * An event whose stored values disagree with its active entries, or whose entries point at a
 * procedure row it no longer has (error orphanProcedures, maybe with no difference).
 */
export const transactionMismatchSchema = z.object({
  eventId: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  numGuide: z.string().nullable(),
  status: z.string(),
  differences: z.array(totalsDifferenceSchema),
  /** Why it cannot be fixed automatically (the §8 auto-fix error kinds), or null. */
  error: z.enum(AUTO_FIX_ERROR_VALUES).nullable(),
});
export type TransactionMismatch = z.infer<typeof transactionMismatchSchema>;

export const checkTransactionsFixBodySchema = z.object({
  eventIds: z
    .array(z.uuid({ error: v.invalidId }))
    .min(1, v.required)
    .max(500),
});

/** One event's fix: fixed (what was rewritten, maybe nothing), or the reason it was not (eventNotFound …). */
export const autoFixResultSchema = z.object({
  eventId: z.uuid(),
  fixed: z.boolean(),
  error: z.enum(AUTO_FIX_ERROR_VALUES).nullable(),
  differences: z.array(totalsDifferenceSchema),
});

export const autoFixLogEntrySchema = z.object({
  id: z.uuid(),
  eventId: z.uuid().nullable(),
  companyId: z.uuid().nullable(),
  companyName: z.string().nullable(),
  at: z.string(),
  userName: z.string(),
  fixed: z.boolean(),
  error: z.enum(AUTO_FIX_ERROR_VALUES).nullable(),
  differences: z.array(totalsDifferenceSchema),
});

const tags = ['money'];

export const checkTransactionsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/check-transactions',
    summary: 'Eventos cujos totais gravados divergem das transações ativas',
    tags,
    querystring: checkTransactionsQuerySchema,
    /** scanned: the events compared (all of the company, or of every company, until `limit` mismatches). */
    response: z.object({ items: z.array(transactionMismatchSchema), scanned: z.number().int() }),
  }),
  fix: defineRoute({
    method: 'POST',
    path: '/api/admin/check-transactions/fix',
    summary: 'Corrigir os totais dos eventos a partir das transações, registrando cada correção',
    tags,
    body: checkTransactionsFixBodySchema,
    response: z.object({ results: z.array(autoFixResultSchema) }),
  }),
  log: defineRoute({
    method: 'GET',
    path: '/api/admin/check-transactions/log',
    summary: 'Histórico das correções automáticas (eventsAutoFixLog), as 200 mais recentes',
    tags,
    response: z.object({ items: z.array(autoFixLogEntrySchema) }),
  }),
} as const;
