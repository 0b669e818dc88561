import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { messages } from '../i18n';
import { defineRoute } from '../route';
import { XLSX_FILE } from '../files';
import { exportJobStartedSchema } from '../platform/export-jobs';
import { isoDateSchema } from '../pricing/pricing-values';
import { csvOf } from '../query-list';
import { RECEIVER_TYPE_VALUES, TRANSACTION_ACTION_VALUES, TRANSACTION_TYPE_VALUES } from './money-values';

const v = messages.validation;

const csv = csvOf;

/**
 * The transactions report (billing.md §2 reportTransactions) and the external payments list
 * (ExternalPayments: receipts paid outside the insurer's statement — by the patient on a
 * particular event or as co-participation). Filters, server pages with the totals of the whole
 * filtered set, and the sheet export (columns guide, patient, date, insurance, batch, hospital,
 * procedures, total).
 */
export const transactionReportQuerySchema = z.object({
  /** Up to 10 companies (billing.md §5 "a search takes at most 10 companies"); none = the selected one. */
  companyIds: csv(z.uuid({ error: v.invalidId }), 10),
  dateField: z.enum(['date', 'creationDate']).default('date'),
  /**
   * Inclusive start and exclusive end (gte / lt, as the GraphQL filter): a month is
   * from=2025-03-01&to=2025-04-01. With dateField creationDate the days are São Paulo days.
   */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  /**
   * At least one of insurers, receivers (anesthetists) or a batch is required (billing.md §8
   * "select an insurer, anesthetist or batch first"; 400 otherwise) — except for the external
   * payments list, which reads the selected companies' receipts.
   */
  healthInsuranceIds: csv(z.uuid({ error: v.invalidId }), 50),
  receiverIds: csv(z.string().max(64), 50),
  /** Entries of the batch (among their batchesIds, the event's batches when posted: GIN-indexed). */
  batchId: z.uuid({ error: v.invalidId }).optional(),
  hospitalId: z.uuid({ error: v.invalidId }).optional(),
  actions: csv(z.enum(TRANSACTION_ACTION_VALUES), 4),
  types: csv(z.enum(TRANSACTION_TYPE_VALUES), 4),
  /** Only active entries (default) or every entry with the cancelled ones. */
  withCanceled: z.enum(['true', 'false']).default('false'),
  /**
   * ExternalPayments: only receipts (Received) paid outside the insurer's statement — entries
   * of type ATTENDANCEFEE or of an insurer that isParticular.
   */
  external: z.enum(['true', 'false']).default('false'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(DEFAULT_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type TransactionReportQuery = z.output<typeof transactionReportQuerySchema>;
export type TransactionReportQueryInput = z.input<typeof transactionReportQuerySchema>;

export const transactionReportRowSchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  /** guide */
  numGuide: z.string().nullable(),
  /** patient */
  patientName: z.string().nullable(),
  /** date (the payment date) and when it was recorded */
  date: z.string(),
  creationDate: z.string(),
  /** insurance */
  insurerName: z.string().nullable(),
  /** batch: the entry's batches (the event's when it was posted) */
  batchesIds: z.array(z.uuid()),
  /** the same batches as people name them, "code — name" (a batch the session cannot read is left out) */
  batchNames: z.array(z.string()),
  /** hospital */
  hospitalName: z.string().nullable(),
  /** procedures: the row's code and name, or the kind (complementation, fee, expenses) */
  procedures: z.string(),
  action: z.enum(TRANSACTION_ACTION_VALUES),
  type: z.enum(TRANSACTION_TYPE_VALUES),
  /** total */
  value: z.string().optional(),
  typeOfPaymentName: z.string().nullable(),
  receiverId: z.string().nullable(),
  receiverType: z.enum(RECEIVER_TYPE_VALUES),
  userName: z.string(),
  isCanceled: z.boolean(),
});
export type TransactionReportRow = z.infer<typeof transactionReportRowSchema>;

/** The sums by action of the ACTIVE entries of the whole filtered set (decimal text). */
export const transactionReportTotalsSchema = z.object({
  /** Active entries the filters match. */
  count: z.number().int(),
  received: z.string(),
  loss: z.string(),
  glosado: z.string(),
  discount: z.string(),
});

/** Rows newest payment date first (then newest recorded), 100 a page. */
export const transactionReportResponseSchema = z.object({
  items: z.array(transactionReportRowSchema),
  /** Rows the filters match (cancelled ones too with withCanceled=true). */
  total: z.number().int(),
  /** Absent for users who may not see values. Only active entries count. */
  totals: transactionReportTotalsSchema.optional(),
});
export type TransactionReportResponse = z.infer<typeof transactionReportResponseSchema>;

const tags = ['money'];

export const transactionReportRoutes = {
  report: defineRoute({
    method: 'GET',
    path: '/api/transactions/report',
    summary: 'Relatório de transações: filtros, páginas de 100 e totais do conjunto filtrado',
    tags,
    querystring: transactionReportQuerySchema,
    response: transactionReportResponseSchema,
  }),
  /**
   * The sheet (columns guide, patient, date, insurance, batch, hospital, procedures, total —
   * total only for users who may see values), same filters and order, at most
   * MONEY_LIMITS.exportRows rows (more → 400 asking to narrow; none → 400 needEventsToExport).
   * Over EXPORT_JOB_ROWS rows the answer is 202 with the job that builds the sheet (up to
   * EXPORT_JOB_MAX_ROWS), downloaded at /api/jobs/:id/file when it finishes.
   */
  export: defineRoute({
    method: 'GET',
    path: '/api/transactions/report/export',
    summary:
      'Exportar o relatório de transações em Excel (guia, paciente, data, convênio, lote, hospital, procedimentos, total)',
    tags,
    querystring: transactionReportQuerySchema.omit({ page: true, pageSize: true }),
    response: z.unknown(),
    fileTypes: XLSX_FILE,
    accepted: exportJobStartedSchema,
  }),
} as const;
