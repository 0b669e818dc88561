import type { ReportCellKind } from '@honora/domain/format/report-cell';
import { z } from 'zod';
import { dashboardQuerySchema } from '../dashboard/dashboard';
import { PDF_MIME, XLSX_MIME } from '../files';
import { messages } from '../i18n';
import { defineRoute } from '../route';
import { optionalRegionIdQuery } from '../platform/regions';

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

const production = messages.screens.events.production;

/**
 * The company of the administrators' reports (decision 039): required, since the admin
 * workspace has no selected company — missing: "Escolha a empresa."; not an id: invalid id.
 */
const adminCompanyIdSchema = z.uuid({
  error: (issue) => (issue.input === undefined ? production.companyRequired : v.invalidId),
});

/**
 * The filters of /admin/Reports: the client's, over the company the administrator chose, and a
 * region (decision 063): only the events whose hospital's city lies in it.
 */
export const adminReportQuerySchema = reportQuerySchema.extend({
  companyId: adminCompanyIdSchema,
  regionId: optionalRegionIdQuery,
});
export type AdminReportQuery = z.output<typeof adminReportQuerySchema>;

export const adminReportExportQuerySchema = adminReportQuerySchema.extend({
  format: z.enum(REPORT_FORMATS, { error: v.required }),
});
export type AdminReportExportQuery = z.output<typeof adminReportExportQuerySchema>;

export const adminReportChoicesQuerySchema = z.object({ companyId: adminCompanyIdSchema }, { error: v.required });

const choiceSchema = z.object({ id: z.uuid(), name: z.string() });
export type AdminReportChoice = z.infer<typeof choiceSchema>;

/**
 * What the administrators filter a company's reports by: its name (the company picker's label),
 * its live insurers and hospitals and its active anesthetists and residents, by name.
 */
export const adminReportChoicesSchema = z.object({
  company: choiceSchema,
  healthInsurers: z.array(choiceSchema),
  hospitals: z.array(choiceSchema),
  anesthetists: z.array(choiceSchema),
});
export type AdminReportChoices = z.infer<typeof adminReportChoicesSchema>;

const adminTags = ['admin'];

/** The standard reports of any company, for the administrators (billing.md §2 admin Reports; decision 039). */
export const adminReportRoutes = {
  read: defineRoute({
    method: 'GET',
    path: '/api/admin/reports/:report',
    summary: 'Relatório padrão de uma empresa escolhida pelo administrador, sempre com valores',
    tags: adminTags,
    params: reportParamsSchema,
    querystring: adminReportQuerySchema,
    response: reportTableSchema,
  }),
  export: defineRoute({
    method: 'GET',
    path: '/api/admin/reports/:report/export',
    summary: 'Relatório padrão de uma empresa em Excel ou PDF, para o administrador',
    tags: adminTags,
    params: reportParamsSchema,
    querystring: adminReportExportQuerySchema,
    response: z.unknown(),
    fileTypes: [XLSX_MIME, PDF_MIME],
  }),
  choices: defineRoute({
    method: 'GET',
    path: '/api/admin/report-filters',
    summary: 'Convênios, hospitais e anestesistas de uma empresa, para filtrar os relatórios do administrador',
    tags: adminTags,
    querystring: adminReportChoicesQuerySchema,
    response: adminReportChoicesSchema,
  }),
} as const;
