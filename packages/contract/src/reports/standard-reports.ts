import type { ReportCellKind } from '@honora/domain/format/report-cell';
import { z } from 'zod';
import { dashboardQuerySchema } from '../dashboard/dashboard';
import { PDF_MIME, XLSX_MIME } from '../files';
import { messages } from '../i18n';
import { defineRoute } from '../route';

/**
 * The standard reports of /client/reports (billing.md §2 reports): fixed groupings of the
 * production and of the ledger, each shown on screen and exported to Excel and PDF. Production
 * reports read active events by procedure date; glosas by reason and receipts by type of payment
 * read the active ledger entries by their date (decision 035).
 */
export const STANDARD_REPORTS = [
  'productionByDoctor',
  'productionByInsurer',
  'productionByHospital',
  'productionByProcedure',
  'glosasByInsurer',
  'glosasByReason',
  'receiptsByTypeOfPayment',
  'eventsByStatus',
] as const;
export type StandardReport = (typeof STANDARD_REPORTS)[number];

const v = messages.validation;

/** The filters of a report: the dashboard's (period inclusive at both ends, insurer, hospital, doctor, company). */
export const reportQuerySchema = dashboardQuerySchema;
export type ReportQuery = z.output<typeof reportQuerySchema>;

export const REPORT_FORMATS = ['xlsx', 'pdf'] as const;
export const reportExportQuerySchema = reportQuerySchema.extend({
  format: z.enum(REPORT_FORMATS, { error: v.required }),
});
export type ReportExportQuery = z.output<typeof reportExportQuerySchema>;

export const reportParamsSchema = z.object(
  { report: z.enum(STANDARD_REPORTS, { error: v.numeric }) },
  { error: v.required },
);

/**
 * How a column's values are written: text, a count, money (decimal text "1234.56"), a ratio
 * (0.125 = 12,5%), a number of days with one decimal, or a calendar day (YYYY-MM-DD).
 */
export const REPORT_CELL_KINDS = [
  'text',
  'integer',
  'money',
  'percent',
  'decimal',
  'date',
] as const satisfies readonly ReportCellKind[];

export const reportColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(REPORT_CELL_KINDS),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

const cell = z.union([z.string(), z.number(), z.null()]);
export const reportRowSchema = z.record(z.string(), cell);
export type ReportRow = z.infer<typeof reportRowSchema>;

/**
 * A report as a table: its columns (the money ones absent for users who may not see values),
 * its rows, and the footer that adds them up (money in cents, ratios from the sums).
 */
export const reportTableSchema = z.object({
  report: z.enum(STANDARD_REPORTS),
  title: z.string(),
  /** What the period filters by: the procedure date or the entry's date. */
  basis: z.string(),
  columns: z.array(reportColumnSchema),
  rows: z.array(reportRowSchema),
  footer: reportRowSchema,
  showsValues: z.boolean(),
  /** Only the user's own events (members with the events "own" permissions). */
  isOwnOnly: z.boolean(),
});
export type ReportTable = z.infer<typeof reportTableSchema>;

const tags = ['reports'];

export const standardReportRoutes = {
  read: defineRoute({
    method: 'GET',
    path: '/api/reports/:report',
    summary:
      'Relatório padrão: produção por anestesista, convênio, hospital ou procedimento, glosas, recebimentos, status',
    tags,
    params: reportParamsSchema,
    querystring: reportQuerySchema,
    response: reportTableSchema,
  }),
  export: defineRoute({
    method: 'GET',
    path: '/api/reports/:report/export',
    summary: 'Relatório padrão em Excel ou PDF',
    tags,
    params: reportParamsSchema,
    querystring: reportExportQuerySchema,
    response: z.unknown(),
    fileTypes: [XLSX_MIME, PDF_MIME],
  }),
} as const;
