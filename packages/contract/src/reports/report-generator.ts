import { z } from 'zod';
import { EVENT_STATUS_VALUES } from '../events/event-values';
import { PDF_MIME, XLSX_MIME } from '../files';
import { fmt, messages } from '../i18n';
import { exportJobStartedSchema } from '../platform/export-jobs';
import { isoDateSchema } from '../pricing/pricing-values';
import { defineRoute } from '../route';
import { reportColumnSchema, reportRowSchema, type ReportColumn } from './standard-reports';

const v = messages.validation;

/** Where a field of the generator comes from; a report's rows are of its finest source (decision 036). */
export const GENERATOR_SOURCES = ['event', 'procedure', 'transaction'] as const;
export type GeneratorSource = (typeof GENERATOR_SOURCES)[number];

/**
 * The whitelist of the report generator (billing.md §2 ReportsGenerator; decision 036): every
 * field a report may show, filter, group or sort by, with its source and how its cells are
 * written. The SQL of each field lives only in the server; labels are screen texts.
 */
export const GENERATOR_FIELDS = {
  numGuide: { source: 'event', kind: 'text' },
  dtProcedure: { source: 'event', kind: 'date' },
  status: { source: 'event', kind: 'text' },
  insurerName: { source: 'event', kind: 'text' },
  hospitalName: { source: 'event', kind: 'text' },
  anesthetistName: { source: 'event', kind: 'text' },
  patientName: { source: 'event', kind: 'text' },
  totalProduced: { source: 'event', kind: 'money' },
  totalReceived: { source: 'event', kind: 'money' },
  totalGlosado: { source: 'event', kind: 'money' },
  totalInProcessing: { source: 'event', kind: 'money' },
  procedureCode: { source: 'procedure', kind: 'text' },
  procedureName: { source: 'procedure', kind: 'text' },
  procedureValue: { source: 'procedure', kind: 'money' },
  procedureReceived: { source: 'procedure', kind: 'money' },
  procedureGlosado: { source: 'procedure', kind: 'money' },
  transactionAction: { source: 'transaction', kind: 'text' },
  transactionDate: { source: 'transaction', kind: 'date' },
  transactionValue: { source: 'transaction', kind: 'money' },
  typeOfPaymentName: { source: 'transaction', kind: 'text' },
} as const satisfies Record<string, { source: GeneratorSource; kind: ReportColumn['kind'] }>;
export type GeneratorFieldKey = keyof typeof GENERATOR_FIELDS;
export const GENERATOR_FIELD_KEYS = Object.keys(GENERATOR_FIELDS) as GeneratorFieldKey[];

/** A company's custom field is named `custom:<key>` (its registry key) and is a text column. */
export const CUSTOM_FIELD_PREFIX = 'custom:';

/** billing.md §9: "PDF report at most 8 headers. Filterable custom fields at most 10." */
export const GENERATOR_PDF_MAX_COLUMNS = 8;
export const GENERATOR_MAX_CUSTOM_FILTERS = 10;
/** Rows the preview shows; the PDF and the Excel sheet write at most these many (decision 036). */
export const GENERATOR_PREVIEW_ROWS = 500;
export const GENERATOR_PDF_MAX_ROWS = 5000;
export const GENERATOR_XLSX_MAX_ROWS = 10000;

/**
 * A wrong type or value answers with the catalog's pt-BR text, never zod's English default
 * (platform.md §5): "Esse campo é requerido" where the field must be given, "Entrada inválida"
 * for a field name, an option or an optional list.
 */
const maxLength = (max: number) => fmt(v.maxLength, { max });
const fieldName = z.string({ error: v.numeric }).min(1, v.required).max(80, maxLength(80));

export const generatorConditionSchema = z.object(
  {
    field: fieldName,
    op: z.enum(['equals', 'contains'], { error: v.numeric }),
    value: z.string({ error: v.required }).trim().min(1, v.required).max(200, maxLength(200)),
  },
  { error: v.numeric },
);
export type GeneratorCondition = z.infer<typeof generatorConditionSchema>;

export const generatorSortSchema = z.object(
  { field: fieldName, direction: z.enum(['asc', 'desc'], { error: v.numeric }) },
  { error: v.numeric },
);

/**
 * A report the user built: its columns (catalog keys or `custom:<key>`), the production filters
 * (period inclusive at both ends, insurer, hospital, doctor, statuses), conditions on text
 * fields, one grouping column (subtotals per group) and up to two sort columns. Keys are
 * checked against the whitelist by the service (a 400 naming the field path).
 */
export const reportDefinitionSchema = z.object(
  {
    columns: z.array(fieldName, { error: v.required }).min(1, v.required).max(30, maxLength(30)),
    from: isoDateSchema.optional(),
    until: isoDateSchema.optional(),
    healthInsuranceId: z.uuid({ error: v.invalidId }).optional(),
    hospitalId: z.uuid({ error: v.invalidId }).optional(),
    anesthetistId: z.uuid({ error: v.invalidId }).optional(),
    statuses: z
      .array(z.enum(EVENT_STATUS_VALUES, { error: v.numeric }), { error: v.numeric })
      .max(EVENT_STATUS_VALUES.length, maxLength(EVENT_STATUS_VALUES.length))
      .default([]),
    conditions: z.array(generatorConditionSchema, { error: v.numeric }).max(20, maxLength(20)).default([]),
    groupBy: fieldName.optional(),
    sort: z.array(generatorSortSchema, { error: v.numeric }).max(2, maxLength(2)).default([]),
  },
  { error: v.required },
);
export type ReportDefinition = z.output<typeof reportDefinitionSchema>;
export type ReportDefinitionInput = z.input<typeof reportDefinitionSchema>;

export const generatorRequestSchema = z.object(
  {
    companyId: z.uuid({ error: v.invalidId }).optional(),
    definition: reportDefinitionSchema,
  },
  { error: v.required },
);
export type GeneratorRequest = z.output<typeof generatorRequestSchema>;

export const generatorExportRequestSchema = generatorRequestSchema.extend({
  format: z.enum(['xlsx', 'pdf'], { error: v.required }),
});
export type GeneratorExportRequest = z.output<typeof generatorExportRequestSchema>;

/** A custom field of the company the generator may use (the registry's active event fields). */
export const generatorCustomFieldSchema = z.object({ key: z.string(), label: z.string() });

/**
 * A built report: its columns, rows (a group's rows followed by its subtotal row, whose index is
 * in `subtotalRows`), the grand total footer (money in cents), and how many detail rows match.
 */
export const generatorTableSchema = z.object({
  title: z.string(),
  basis: z.string(),
  columns: z.array(reportColumnSchema),
  rows: z.array(reportRowSchema),
  subtotalRows: z.array(z.number().int()),
  footer: reportRowSchema,
  rowCount: z.number().int(),
  isCut: z.boolean(),
  showsValues: z.boolean(),
  isOwnOnly: z.boolean(),
});
export type GeneratorTable = z.infer<typeof generatorTableSchema>;

const tags = ['reports'];

export const reportGeneratorRoutes = {
  fields: defineRoute({
    method: 'GET',
    path: '/api/report-generator/custom-fields',
    summary: 'Campos personalizados da empresa que o gerador de relatórios aceita',
    tags,
    response: z.array(generatorCustomFieldSchema),
  }),
  preview: defineRoute({
    method: 'POST',
    path: '/api/report-generator/preview',
    summary: 'Prévia de um relatório personalizado (até 500 linhas, com o total de linhas)',
    tags,
    body: generatorRequestSchema,
    response: generatorTableSchema,
  }),
  export: defineRoute({
    method: 'POST',
    path: '/api/report-generator/export',
    summary: 'Relatório personalizado em Excel (tarefa acima de 10.000 linhas) ou PDF (até 8 colunas)',
    tags,
    body: generatorExportRequestSchema,
    response: z.unknown(),
    fileTypes: [XLSX_MIME, PDF_MIME],
    /** An Excel export over EXPORT_JOB_ROWS rows answers 202 with its job (decision 019). */
    accepted: exportJobStartedSchema,
  }),
} as const;

/** A report saved by name for the company (decision 036); its definition runs checked again. */
export const savedReportSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  definition: reportDefinitionSchema,
  createdByName: z.string(),
  updatedAt: z.string().nullable(),
});
export type SavedReport = z.infer<typeof savedReportSchema>;

export const savedReportBodySchema = z.object(
  {
    name: z.string({ error: v.required }).trim().min(1, { error: v.required }).max(120, maxLength(120)),
    definition: reportDefinitionSchema,
  },
  { error: v.required },
);
export type SavedReportBody = z.output<typeof savedReportBodySchema>;

const savedReportParams = z.object({ id: z.uuid({ error: v.invalidId }) });

export const savedReportRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/saved-reports',
    summary: 'Relatórios personalizados salvos da empresa, por nome',
    tags,
    response: z.array(savedReportSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/saved-reports',
    summary: 'Salvar um relatório personalizado com um nome único na empresa',
    tags,
    body: savedReportBodySchema,
    response: savedReportSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/saved-reports/:id',
    summary: 'Alterar o nome ou a definição de um relatório salvo',
    tags,
    params: savedReportParams,
    body: savedReportBodySchema,
    response: savedReportSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/saved-reports/:id',
    summary: 'Excluir um relatório salvo',
    tags,
    params: savedReportParams,
    response: z.object({ id: z.uuid() }),
  }),
} as const;
