import { z } from 'zod';
import { fmt, messages } from '../i18n';
import { defineRoute } from '../route';
import { isoDateSchema } from '../pricing/pricing-values';

const v = messages.validation;

/**
 * Insurer statements (demonstrativos; billing.md §3 Transaction, shared/tiss/NOTES.md §7): the
 * TISS análise de conta (item level) or pagamento (guide level) uploaded, reconciled line by line
 * with the events, then confirmed — posting the receipts and glosas to the ledger once per line.
 */
export const STATEMENT_LIMITS = {
  fileMb: 20,
  fileName: 200,
  pageSize: 100,
} as const;
export const STATEMENT_BODY_LIMIT = Math.ceil((STATEMENT_LIMITS.fileMb * 1024 * 1024 * 4) / 3) + 64 * 1024;

export const STATEMENT_KINDS = ['analiseConta', 'pagamento', 'spreadsheet'] as const;
export const STATEMENT_STATUSES = ['review', 'posted'] as const;
export const STATEMENT_MATCHES = ['matched', 'valueDiffers', 'ambiguous', 'notFound', 'manual'] as const;
export type StatementMatchValue = (typeof STATEMENT_MATCHES)[number];

/** A field's header; empty means the file has no such column. */
const headerName = z
  .string()
  .trim()
  .max(100, fmt(v.maxLength, { max: 100 }))
  .optional();
const requiredHeader = z
  .string({ error: v.required })
  .trim()
  .min(1, v.required)
  .max(100, fmt(v.maxLength, { max: 100 }));

/**
 * A spreadsheet statement's columns: the header of each field as the file writes it. Guide
 * number and value released are required; with the procedure code a row is an item, without it
 * a whole guide. Kept per insurer: the next spreadsheet of the insurer is read the same way.
 */
export const statementColumnsSchema = z.object({
  guideNumber: requiredHeader,
  valueReleased: requiredHeader,
  procedureCode: headerName,
  performedOn: headerName,
  valueInformed: headerName,
  valueGlosa: headerName,
  glosaCodes: headerName,
  lotNumber: headerName,
  protocolNumber: headerName,
});
export type StatementColumns = z.infer<typeof statementColumnsSchema>;

export const statementUploadBodySchema = z.object({
  healthInsuranceId: z.uuid({ error: v.invalidId }),
  fileName: z
    .string({ error: v.required })
    .trim()
    .min(1, v.required)
    .max(STATEMENT_LIMITS.fileName, fmt(v.maxLength, { max: STATEMENT_LIMITS.fileName })),
  /** The file, base64 (TISS XML, or a CSV / XLSX spreadsheet; at most 20 MB). */
  content: z.string({ error: v.required }).min(1, v.required),
  /** A spreadsheet's columns (default: the ones last used for this insurer). */
  columns: statementColumnsSchema.optional(),
});

export const statementProblemSchema = z.object({
  code: z.string(),
  severity: z.enum(['error', 'warning']),
  line: z.number().int().nullable(),
  message: z.string(),
});

export const statementSummarySchema = z.object({
  id: z.uuid(),
  healthInsuranceId: z.uuid(),
  healthInsuranceName: z.string(),
  kind: z.enum(STATEMENT_KINDS),
  status: z.enum(STATEMENT_STATUSES),
  number: z.string().nullable(),
  version: z.string().nullable(),
  issuedOn: z.string().nullable(),
  paidOn: z.string().nullable(),
  fileName: z.string(),
  createdAt: z.string(),
  postedAt: z.string().nullable(),
  /** The statement's own totals as the insurer wrote them (informed / processed / released / glosa). */
  totals: z.record(z.string(), z.string()),
  /** Lines by reconciliation result, and those already posted. */
  counts: z.object({
    total: z.number().int(),
    matched: z.number().int(),
    valueDiffers: z.number().int(),
    ambiguous: z.number().int(),
    notFound: z.number().int(),
    manual: z.number().int(),
    posted: z.number().int(),
  }),
});
export type StatementSummary = z.infer<typeof statementSummarySchema>;

/** In Honora but not in the statement: a procedure row of an event the statement names, that no line names. */
export const statementMissingRowSchema = z.object({
  eventId: z.uuid(),
  numGuide: z.string().nullable(),
  procedureRowId: z.uuid(),
  label: z.string(),
  value: z.string().optional(),
});

export const statementSchema = statementSummarySchema.extend({
  /** Problems and warnings the reading found (pt-BR), with the file line. */
  problems: z.array(statementProblemSchema),
  missing: z.array(statementMissingRowSchema),
  /** What a confirmation would post now: reconciled lines not yet posted and their sums (absent without values). */
  toPost: z.object({
    lines: z.number().int(),
    totalReleased: z.string().optional(),
    totalGlosa: z.string().optional(),
  }),
  /** The upload found this file already imported: nothing new was stored. */
  alreadyImported: z.boolean(),
});
export type Statement = z.infer<typeof statementSchema>;

export const statementLineSchema = z.object({
  id: z.uuid(),
  lineNo: z.number().int(),
  lotNumber: z.string().nullable(),
  protocolNumber: z.string().nullable(),
  guideNumber: z.string().nullable(),
  itemSequence: z.string().nullable(),
  procedureCode: z.string().nullable(),
  participation: z.string().nullable(),
  performedOn: z.string().nullable(),
  valueInformed: z.string().optional(),
  valueProcessed: z.string().optional(),
  valueReleased: z.string().optional(),
  valueGlosa: z.string().optional(),
  glosas: z.array(z.object({ code: z.string(), value: z.string().optional(), description: z.string().nullable() })),
  match: z.enum(STATEMENT_MATCHES),
  eventId: z.uuid().nullable(),
  procedureRowId: z.uuid().nullable(),
  /** The matched event and row, for people. */
  numGuide: z.string().nullable(),
  patientName: z.string().nullable(),
  procedureLabel: z.string().nullable(),
  billedValue: z.string().nullable().optional(),
  posted: z.boolean(),
});
export type StatementLineView = z.infer<typeof statementLineSchema>;

export const statementLinesQuerySchema = z.object({
  match: z.enum(STATEMENT_MATCHES).optional(),
  /** Only lines still to match by hand (not found or ambiguous, not posted). */
  open: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const statementListQuerySchema = z.object({
  healthInsuranceId: z.uuid({ error: v.invalidId }).optional(),
  status: z.enum(STATEMENT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const statementLineMatchBodySchema = z.object({
  /** The event and procedure row the line is; both null to undo a match. */
  eventId: z.uuid({ error: v.invalidId }).nullable(),
  procedureRowId: z.uuid({ error: v.invalidId }).nullable(),
});

export const statementConfirmBodySchema = z.object({
  /** The payment date of the receipts (default: the statement's payment or issue date). */
  date: isoDateSchema.optional(),
});

export const statementColumnsQuerySchema = z.object({ healthInsuranceId: z.uuid({ error: v.invalidId }) });

const tags = ['statements'];
const idParams = z.object({ id: z.uuid({ error: v.invalidId }) });
const lineParams = z.object({ id: z.uuid({ error: v.invalidId }), lineId: z.uuid({ error: v.invalidId }) });

export const statementRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/statements',
    summary: 'Demonstrativos importados da empresa, do mais novo ao mais antigo',
    tags,
    querystring: statementListQuerySchema,
    response: z.object({ items: z.array(statementSummarySchema), total: z.number().int() }),
  }),
  upload: defineRoute({
    method: 'POST',
    path: '/api/statements',
    summary: 'Importar um demonstrativo TISS (análise de conta ou pagamento) e conciliá-lo com os eventos',
    tags,
    body: statementUploadBodySchema,
    response: statementSchema,
    bodyLimit: STATEMENT_BODY_LIMIT,
  }),
  columns: defineRoute({
    method: 'GET',
    path: '/api/statements/columns',
    summary: 'As colunas da última planilha de demonstrativo do convênio (para ler a próxima do mesmo jeito)',
    tags,
    querystring: statementColumnsQuerySchema,
    response: z.object({ columns: statementColumnsSchema.nullable() }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/statements/:id',
    summary: 'Um demonstrativo: totais, conciliação, problemas e o que está no Honora e não no demonstrativo',
    tags,
    params: idParams,
    response: statementSchema,
  }),
  lines: defineRoute({
    method: 'GET',
    path: '/api/statements/:id/lines',
    summary: 'As linhas do demonstrativo com o evento e o item de cada uma; páginas de 100',
    tags,
    params: idParams,
    querystring: statementLinesQuerySchema,
    response: z.object({ items: z.array(statementLineSchema), total: z.number().int() }),
  }),
  matchLine: defineRoute({
    method: 'POST',
    path: '/api/statements/:id/lines/:lineId/match',
    summary: 'Vincular à mão uma linha ao evento e item (ou desfazer o vínculo)',
    tags,
    params: lineParams,
    body: statementLineMatchBodySchema,
    response: statementLineSchema,
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/api/statements/:id/confirm',
    summary: 'Lançar os recebimentos e glosas das linhas conciliadas (tudo ou nada; nunca duas vezes a mesma linha)',
    tags,
    params: idParams,
    body: statementConfirmBodySchema,
    response: statementSchema,
  }),
} as const;
