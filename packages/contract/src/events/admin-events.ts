import { z } from 'zod';
import { fmt, messages } from '../i18n';
import { verifyStatusScreenMessages } from '../i18n/screen-texts/verify-status';
import { defineRoute } from '../route';
import { isoDateSchema } from '../pricing/pricing-values';
import { eventListItemSchema, eventListQuerySchema, eventListTotalsSchema } from './events';

const v = messages.validation;
const vs = verifyStatusScreenMessages.errors;

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

/** platform.md §3 "Verify status approved, pending, waitApproved" (decision 064). */
export const VERIFY_STATUSES = ['pending', 'waitApproved', 'approved'] as const;
export type VerifyStatus = (typeof VERIFY_STATUSES)[number];

/** The review of a finding: its status and who set it when (null by/at while never set). */
export const verifyReviewSchema = z.object({
  status: z.enum(VERIFY_STATUSES),
  note: z.string().nullable(),
  statusByName: z.string().nullable(),
  statusAt: z.string().nullable(),
});
export type VerifyReview = z.infer<typeof verifyReviewSchema>;

const verifyQueryShape = {
  status: z.enum(VERIFY_STATUSES, { error: vs.invalidStatus }).optional(),
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
  review: verifyReviewSchema,
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
  review: verifyReviewSchema,
});

/**
 * Setting a finding's status (decision 064): the finding is named by its kind, the record (event
 * id or procedure row id) and the problem; the server finds it among the current findings.
 */
export const setVerifyStatusBodySchema = z.object({
  kind: z.enum(['event', 'procedure'], { error: vs.invalidKind }),
  recordId: z.uuid({ error: v.invalidId }),
  problem: z.enum([...VERIFY_EVENT_PROBLEMS, ...VERIFY_PROCEDURE_PROBLEMS], { error: vs.invalidProblem }),
  status: z.enum(VERIFY_STATUSES, { error: vs.invalidStatus }),
  note: z
    .string()
    .trim()
    .max(2000, fmt(v.maxLength, { max: 2000 }))
    .nullable()
    .optional(),
});
export type SetVerifyStatusBody = z.input<typeof setVerifyStatusBodySchema>;

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
  setVerifyStatus: defineRoute({
    method: 'PUT',
    path: '/api/admin/verify-status',
    summary: 'Mudar o status de uma inconsistência: pendente, aguardando aprovação ou aprovada',
    tags,
    body: setVerifyStatusBodySchema,
    response: verifyReviewSchema,
    errorStatuses: [409],
  }),
} as const;
