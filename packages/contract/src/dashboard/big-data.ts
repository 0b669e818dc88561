import { z } from 'zod';
import { messages } from '../i18n';
import { defineRoute } from '../route';
import { monthSchema } from '../taxes/taxes';
import { dashboardGlosaSchema, dashboardGroupSchema, dashboardMonthSchema, dashboardStatusSchema } from './dashboard';

const v = messages.validation;

/**
 * BigData (billing.md §2 BigData/{id}; decision 037): the production of one company over its
 * whole history, or over a span of procedure months (`from`, `until`, 'YYYY-MM', inclusive), read
 * from the production summaries. No insurer, hospital or doctor filter: the summaries group by
 * each alone, not by their combinations (the dashboard filters by them).
 */
export const bigDataQuerySchema = z.object(
  {
    from: monthSchema.optional(),
    until: monthSchema.optional(),
    companyId: z.uuid({ error: v.invalidId }).optional(),
  },
  { error: v.required },
);
export type BigDataQuery = z.output<typeof bigDataQuerySchema>;

export const bigDataYearSchema = dashboardMonthSchema.omit({ month: true }).extend({ year: z.string() });

export const bigDataResponseSchema = z.object({
  companyIds: z.array(z.uuid()),
  showsValues: z.boolean(),
  /** Events without a procedure date: in the totals by status, insurer, hospital and doctor, in no month. */
  undatedCount: z.number().int(),
  months: z.array(dashboardMonthSchema),
  years: z.array(bigDataYearSchema),
  insurers: z.array(dashboardGroupSchema),
  hospitals: z.array(dashboardGroupSchema),
  doctors: z.array(dashboardGroupSchema),
  statuses: z.array(dashboardStatusSchema),
  glosa: z.array(dashboardGlosaSchema),
});
export type BigDataResponse = z.infer<typeof bigDataResponseSchema>;

/** One group whose summary differs from the events' own aggregation. */
export const summaryDriftSchema = z.object({
  companyId: z.uuid(),
  companyName: z.string().nullable(),
  /** 'YYYY-MM', or null for the events without a procedure date. */
  month: z.string().nullable(),
  kind: z.enum(['status', 'insurer', 'hospital', 'doctor']),
  /** The status code or the insurer's, hospital's or doctor's id ('' when the events have none). */
  key: z.string(),
  /** The insurer's, hospital's or doctor's name (null for a status, none, or a removed record). */
  keyName: z.string().nullable(),
  count: z.number().int(),
  storedCount: z.number().int(),
  totalProduced: z.string(),
  storedProduced: z.string(),
  totalReceived: z.string(),
  storedReceived: z.string(),
  totalGlosado: z.string(),
  storedGlosado: z.string(),
  totalInProcessing: z.string(),
  storedInProcessing: z.string(),
  totalReceivedByAppeal: z.string(),
  storedReceivedByAppeal: z.string(),
});
export type SummaryDrift = z.infer<typeof summaryDriftSchema>;

export const summaryCheckQuerySchema = z.object(
  { companyId: z.uuid({ error: v.invalidId }).optional() },
  { error: v.required },
);
export const summaryFixBodySchema = z.object(
  { companyId: z.uuid({ error: v.invalidId }).optional() },
  { error: v.required },
);

/** At most this many differing groups are listed; the fix corrects them all. */
export const SUMMARY_DRIFT_LIMIT = 500;

const tags = ['bigData'];

export const bigDataRoutes = {
  read: defineRoute({
    method: 'GET',
    path: '/api/big-data',
    summary:
      'BigData: a produção de toda a história da empresa, pelos resumos por mês, status, convênio, hospital e anestesista',
    tags,
    querystring: bigDataQuerySchema,
    response: bigDataResponseSchema,
  }),
  check: defineRoute({
    method: 'GET',
    path: '/api/admin/production-summaries/check',
    summary: 'Grupos dos resumos de produção que divergem da soma dos eventos (de uma empresa ou de todas)',
    tags,
    querystring: summaryCheckQuerySchema,
    response: z.object({ items: z.array(summaryDriftSchema), total: z.number().int() }),
  }),
  fix: defineRoute({
    method: 'POST',
    path: '/api/admin/production-summaries/fix',
    summary: 'Corrigir os resumos de produção a partir dos eventos (de uma empresa ou de todas)',
    tags,
    body: summaryFixBodySchema,
    response: z.object({ fixed: z.number().int() }),
  }),
} as const;
