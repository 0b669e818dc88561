import { z } from 'zod';
import { EVENT_STATUS_VALUES } from '../events/event-values';
import { messages } from '../i18n';
import { isoDateSchema } from '../pricing/pricing-values';
import { defineRoute } from '../route';

const v = messages.validation;

/** How many insurers, hospitals or doctors the dashboard names; the rest add up in one "others" row. */
export const DASHBOARD_TOP = 10;

/** Days since the guide was sent, by bucket (the aging of receivables, decision 033). */
export const AGING_BUCKETS = ['upTo30', 'upTo60', 'upTo90', 'over90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/**
 * The filters of the dashboard (billing.md §2 dashboard): the procedure dates (inclusive, both
 * ends), insurer, hospital, doctor (the event's anesthetist) and one of the visible companies
 * (none = the selected one). An end before the start is a 400 of the service.
 */
export const dashboardQuerySchema = z.object(
  {
    from: isoDateSchema.optional(),
    until: isoDateSchema.optional(),
    companyId: z.uuid({ error: v.invalidId }).optional(),
    healthInsuranceId: z.uuid({ error: v.invalidId }).optional(),
    hospitalId: z.uuid({ error: v.invalidId }).optional(),
    anesthetistId: z.uuid({ error: v.invalidId }).optional(),
  },
  { error: v.required },
);
export type DashboardQuery = z.output<typeof dashboardQuerySchema>;

/** Money as decimal text; every money field is absent for users who may not see values. */
const money = z.string().optional();

/** Produced, received, glosado and in processing of a set of active events, with its count. */
const figures = {
  count: z.number().int(),
  totalProduced: money,
  totalReceived: money,
  totalGlosado: money,
  totalInProcessing: money,
};

export const dashboardMonthSchema = z.object({ month: z.string(), ...figures });

/** A named group (insurer, hospital, doctor); `isOthers` is the sum of the groups past the top. */
export const dashboardGroupSchema = z.object({
  id: z.uuid().nullable(),
  name: z.string().nullable(),
  isOthers: z.boolean(),
  ...figures,
});
export type DashboardGroup = z.infer<typeof dashboardGroupSchema>;

export const dashboardStatusSchema = z.object({ status: z.enum(EVENT_STATUS_VALUES), ...figures });

/**
 * Glosa and its recovery of one insurer: rate = glosado / produced, recovery = received by
 * appeal / glosado (ratios from 0 to 1, null when the divisor is zero; absent without values).
 */
export const dashboardGlosaSchema = z.object({
  id: z.uuid().nullable(),
  name: z.string().nullable(),
  isOthers: z.boolean(),
  count: z.number().int(),
  totalProduced: money,
  totalGlosado: money,
  totalReceivedByAppeal: money,
  glosaRate: z.number().nullable().optional(),
  recoveryRate: z.number().nullable().optional(),
});
export type DashboardGlosa = z.infer<typeof dashboardGlosaSchema>;

export const dashboardAgingSchema = z.object({
  bucket: z.enum(AGING_BUCKETS),
  count: z.number().int(),
  totalInProcessing: money,
});

export const dashboardResponseSchema = z.object({
  /** The companies read (the selected one, or the one the query named). */
  companyIds: z.array(z.uuid()),
  /** Whether the money fields are there (readValues of the dashboard). */
  showsValues: z.boolean(),
  /** Only the user's own events (members with the events "own" permissions). */
  isOwnOnly: z.boolean(),
  /** The day the aging counts to (today in São Paulo), YYYY-MM-DD. */
  asOf: z.string(),
  months: z.array(dashboardMonthSchema),
  insurers: z.array(dashboardGroupSchema),
  hospitals: z.array(dashboardGroupSchema),
  doctors: z.array(dashboardGroupSchema),
  statuses: z.array(dashboardStatusSchema),
  glosa: z.array(dashboardGlosaSchema),
  aging: z.array(dashboardAgingSchema),
  notBilled: z.object({ count: z.number().int(), totalProduced: money }),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

export const dashboardRoutes = {
  read: defineRoute({
    method: 'GET',
    path: '/api/dashboard',
    summary:
      'Painel: produção por mês, convênio, hospital e anestesista, status, glosa, contas a receber por idade e trabalho não faturado',
    tags: ['dashboard'],
    querystring: dashboardQuerySchema,
    response: dashboardResponseSchema,
  }),
} as const;
