import { z } from 'zod';
import { messages } from '../i18n';
import { defineRoute } from '../route';
import { isoDateSchema } from '../pricing/pricing-values';
import { eventListItemSchema, eventListQuerySchema, eventListTotalsSchema } from './events';

const v = messages.validation;

/**
 * Cross-company review for administrators (/admin/events, /admin/VerifyEvents,
 * /admin/VerifyProcedures; decision 015). The admin list takes the client list's filters with
 * any companies; the checks list the events and procedures that break a rule, with the kind
 * of problem, so an administrator can open and fix them.
 */
export const adminEventListQuerySchema = eventListQuerySchema.extend({
  readiness: z.enum(['ready', 'notReady', 'all']).default('all'),
});

export const VERIFY_EVENT_PROBLEMS = [
  /** totalProduced differs from the sum of its active procedures' values. */
  'totalMismatch',
  /** A ready-to-bill event without procedures. */
  'noProcedures',
  /** A finished event that is not locked. */
  'finishedUnlocked',
  /** A valued insurer without a negotiation in force on the procedure date. */
  'noNegotiation',
  /** The insurer was removed. */
  'insurerMissing',
] as const;
export type VerifyEventProblem = (typeof VERIFY_EVENT_PROBLEMS)[number];

export const VERIFY_PROCEDURE_PROBLEMS = [
  /** The code is in neither the negotiation's CBHPM edition nor its own procedures. */
  'notInTable',
  /** Priced zero for an insurer that is valued. */
  'zeroValue',
  /** The billed value differs from the computed one without the user having typed it. */
  'valueMismatch',
] as const;
export type VerifyProcedureProblem = (typeof VERIFY_PROCEDURE_PROBLEMS)[number];

const verifyQueryShape = {
  companyId: z.uuid({ error: v.invalidId }).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(100),
};

export const verifyEventsQuerySchema = z.object({
  ...verifyQueryShape,
  problem: z.enum(VERIFY_EVENT_PROBLEMS).optional(),
});
export const verifyProceduresQuerySchema = z.object({
  ...verifyQueryShape,
  problem: z.enum(VERIFY_PROCEDURE_PROBLEMS).optional(),
});

export const verifyEventItemSchema = z.object({
  eventId: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  numGuide: z.string().nullable(),
  dtProcedure: z.string().nullable(),
  status: z.string(),
  insurerName: z.string().nullable(),
  problem: z.enum(VERIFY_EVENT_PROBLEMS),
  /** The stored and the expected figure where the problem is a number. */
  stored: z.string().nullable(),
  expected: z.string().nullable(),
});

export const verifyProcedureItemSchema = z.object({
  eventId: z.uuid(),
  rowId: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  numGuide: z.string().nullable(),
  dtProcedure: z.string().nullable(),
  idProc: z.string(),
  name: z.string(),
  insurerName: z.string().nullable(),
  problem: z.enum(VERIFY_PROCEDURE_PROBLEMS),
  value: z.string().nullable(),
  valueOriginal: z.string().nullable(),
});

const tags = ['admin', 'events'];

export const adminEventRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/events',
    summary: 'Eventos de todas as empresas (administradores), com os filtros e totais da lista de eventos',
    tags,
    querystring: adminEventListQuerySchema,
    response: z.object({ items: z.array(eventListItemSchema), total: z.number().int(), totals: eventListTotalsSchema }),
  }),
  verifyEvents: defineRoute({
    method: 'GET',
    path: '/api/admin/verify-events',
    summary: 'Eventos com inconsistências (totais, procedimentos, negociação, bloqueio), de todas as empresas',
    tags,
    querystring: verifyEventsQuerySchema,
    response: z.object({ items: z.array(verifyEventItemSchema), total: z.number().int() }),
  }),
  verifyProcedures: defineRoute({
    method: 'GET',
    path: '/api/admin/verify-procedures',
    summary: 'Procedimentos fora da tabela, sem valor ou com valor divergente, de todas as empresas',
    tags,
    querystring: verifyProceduresQuerySchema,
    response: z.object({ items: z.array(verifyProcedureItemSchema), total: z.number().int() }),
  }),
} as const;
