import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { fmt, messages } from '../i18n';
import { JSON_QUERY_KEYWORD } from '../document-rules';
import { csvOf } from '../query-list';
import { eventTypes } from '../registries/common';
import { isoDateSchema } from '../pricing/pricing-values';
import { EVENT_STATUS_GROUP_VALUES, EVENT_STATUS_VALUES } from './event-values';
import { customFieldValue, EVENT_LIMITS, money } from './event-fields';

const v = messages.validation;
const m = messages.screens.events.validation;

// The events list: filters, rows, totals and the export query (billing.md §2, §5), part of events.ts.

export const EVENT_SORT_COLUMNS = [
  'dtProcedure',
  'numGuide',
  'patientName',
  'insurerName',
  'hospitalName',
  'anesthetistName',
  'status',
  'totalProduced',
  'createdAt',
] as const;
export const EVENT_DATE_FIELDS = ['dtProcedure', 'createdAt', 'dtRecourse'] as const;

/**
 * The events list filters (billing.md §2 events / notReadyEvents): up to 10 companies (none =
 * the selected company), statuses or a status group, a date range on one date field,
 * insurers, hospital, surgeon, anesthetist (any of the three), patient, guide number (prefix),
 * batch, custom field values (JSON object key → value), active or removed events.
 */
export const eventListQuerySchema = z.object({
  companyIds: csvOf(
    z.uuid({ error: v.invalidId }),
    EVENT_LIMITS.searchCompanies,
    fmt(m.tooManyCompanies, { max: EVENT_LIMITS.searchCompanies }),
  ),
  readiness: z.enum(['ready', 'notReady', 'all']).default('ready'),
  statuses: csvOf(z.enum(EVENT_STATUS_VALUES), EVENT_STATUS_VALUES.length),
  statusGroup: z.enum(EVENT_STATUS_GROUP_VALUES).optional(),
  dateField: z.enum(EVENT_DATE_FIELDS).default('dtProcedure'),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  insurerIds: csvOf(z.uuid({ error: v.invalidId }), 30),
  hospitalId: z.uuid({ error: v.invalidId }).optional(),
  surgeonId: z.uuid({ error: v.invalidId }).optional(),
  anesthetistId: z.uuid({ error: v.invalidId }).optional(),
  patientId: z.uuid({ error: v.invalidId }).optional(),
  numGuide: z.string().trim().max(EVENT_LIMITS.numGuide).optional(),
  batchId: z.uuid({ error: v.invalidId }).optional(),
  customFields: z
    .string()
    .max(2000)
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return {} as Record<string, string>;
      try {
        const parsed: unknown = JSON.parse(raw);
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
          return Object.fromEntries(Object.entries(parsed).map(([k, val]) => [k, String(val)]));
        }
      } catch {
        /* reported below */
      }
      ctx.addIssue({ code: 'custom', message: m.customFieldsFilter });
      return z.NEVER;
    })
    .meta({ [JSON_QUERY_KEYWORD]: true, description: 'Objeto JSON campo → valor (até 2000 caracteres)' }),
  active: z.enum(['true', 'false', 'all']).default('true'),
  sort: z.enum(EVENT_SORT_COLUMNS).default('dtProcedure'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(DEFAULT_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type EventListQuery = z.output<typeof eventListQuerySchema>;
export type EventListQueryInput = z.input<typeof eventListQuerySchema>;

export const eventListItemSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  version: z.number().int(),
  active: z.boolean(),
  type: z.enum(eventTypes),
  numGuide: z.string().nullable(),
  dtProcedure: z.string().nullable(),
  status: z.enum(EVENT_STATUS_VALUES),
  customStatus: z.string().nullable(),
  isLocked: z.boolean(),
  urgent: z.boolean(),
  healthInsuranceId: z.uuid().nullable(),
  insurerName: z.string().nullable(),
  hospitalName: z.string().nullable(),
  patientName: z.string().nullable(),
  surgeonName: z.string().nullable(),
  anesthetistName: z.string().nullable(),
  procedureCodes: z.array(z.string()),
  batchesIds: z.array(z.uuid()),
  customFields: z.record(z.string(), customFieldValue),
  totalProduced: money,
  totalReceived: money,
  totalGlosado: money,
  totalLoss: money,
  totalInProcessing: money,
  createdAt: z.string(),
});
export type EventListItem = z.infer<typeof eventListItemSchema>;

/** Totals of the whole filtered set (not just the page); money absent without values. */
export const eventListTotalsSchema = z.object({
  count: z.number().int(),
  totalProduced: money,
  totalReceived: money,
  totalGlosado: money,
  totalLoss: money,
  totalInProcessing: money,
});

export const eventListResponseSchema = z.object({
  items: z.array(eventListItemSchema),
  total: z.number().int(),
  /**
   * Absent for users who may not see values (the hasValues guard strips every `totals`
   * field); `total` is the same count.
   */
  totals: eventListTotalsSchema.optional(),
});
export type EventListResponse = z.infer<typeof eventListResponseSchema>;

/** The export takes the list's filters and order without pages, plus the chosen columns. */
export const eventExportQuerySchema = eventListQuerySchema.omit({ page: true, pageSize: true }).extend({
  columns: csvOf(z.string().max(40), 60),
});
