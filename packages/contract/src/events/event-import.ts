import { z } from 'zod';
import { XLSX_FILE } from '../files';
import { fmt, messages } from '../i18n';
import { eventTypes } from '../registries/common';
import { defineRoute } from '../route';

/**
 * Importing events from a spreadsheet (billing.md §2 ImportCustom; decision 040): a preview
 * that writes nothing, the import as a job, its report and rejection sheet, and its undo.
 */

const v = messages.validation;

export const EVENT_IMPORT_LIMITS = {
  /** billing.md: a hospital's month is a few thousand rows; the file travels as base64. */
  fileMb: 20,
  fileName: 200,
  /** The events a preview shows. */
  previewEvents: 20,
  /** The rejected rows a report lists (the counts and the rejection sheet cover them all). */
  reportRejections: 1000,
} as const;
export const EVENT_IMPORT_BODY_LIMIT = Math.ceil((EVENT_IMPORT_LIMITS.fileMb * 1024 * 1024 * 4) / 3) + 64 * 1024;

export const EVENT_IMPORT_STATUSES = ['NOT_STARTED', 'RUNNING', 'FINISH', 'FAILED', 'UNDONE'] as const;
export type EventImportStatus = (typeof EVENT_IMPORT_STATUSES)[number];
export const EVENT_IMPORT_OUTCOMES = ['created', 'updated', 'unchanged', 'rejected'] as const;
export type EventImportOutcome = (typeof EVENT_IMPORT_OUTCOMES)[number];

const fileTypeMessage = messages.screens.eventImport.fileErrors.unreadable;

export const eventImportBodySchema = z.object({
  eventType: z.enum(eventTypes, { error: v.required }).default('Honorario'),
  /** The spreadsheet configuration that reads the file; without one the header row 1 is detected. */
  spreadsheetConfigId: z.uuid({ error: v.invalidId }).nullable().default(null),
  /** Patients, surgeons and hospitals named by a row and missing from the registries are created. */
  createMissing: z.boolean({ error: v.required }).default(false),
  fileName: z
    .string({ error: v.required })
    .trim()
    .min(1, v.required)
    .max(EVENT_IMPORT_LIMITS.fileName, fmt(v.maxLength, { max: EVENT_IMPORT_LIMITS.fileName }))
    .regex(/\.(csv|xlsx)$/i, fileTypeMessage),
  /** The file's bytes, base64. */
  contentBase64: z
    .string({ error: v.required })
    .min(1, v.required)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, fileTypeMessage),
});
export type EventImportBody = z.input<typeof eventImportBodySchema>;

/** One event of the preview: what the rows become, priced by the event form's engine. */
export const eventImportPreviewEventSchema = z.object({
  lines: z.array(z.number().int()),
  outcome: z.enum(['create', 'update', 'unchanged', 'reject']),
  /** Why it would be rejected (pt-BR), with the row it comes from. */
  reason: z.string().nullable(),
  patientName: z.string(),
  dtProcedure: z.string().nullable(),
  healthInsuranceName: z.string(),
  hospitalName: z.string(),
  numGuide: z.string(),
  procedures: z.array(z.object({ code: z.string(), name: z.string(), value: z.string().nullable() })),
  /** The event's produced total (null for a user who may not see values, or a rejected event). */
  total: z.string().nullable(),
});
export type EventImportPreviewEvent = z.infer<typeof eventImportPreviewEventSchema>;

export const eventImportPreviewSchema = z.object({
  /** Field → the header of the column that fills it. */
  columns: z.record(z.string(), z.string()),
  /** Event custom fields found in the header, by their labels. */
  customFields: z.array(z.string()),
  totalRows: z.number().int(),
  totalEvents: z.number().int(),
  events: z.array(eventImportPreviewEventSchema),
});
export type EventImportPreview = z.infer<typeof eventImportPreviewSchema>;

export const eventImportRejectionSchema = z.object({ line: z.number().int(), reason: z.string() });

export const eventImportSummarySchema = z.object({
  id: z.uuid(),
  eventType: z.enum(eventTypes),
  fileName: z.string(),
  spreadsheetConfigName: z.string().nullable(),
  createMissing: z.boolean(),
  status: z.enum(EVENT_IMPORT_STATUSES),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  createdEvents: z.number().int(),
  updatedEvents: z.number().int(),
  unchangedEvents: z.number().int(),
  rejectedRows: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  createdByName: z.string(),
  finishedAt: z.string().nullable(),
  undoneAt: z.string().nullable(),
  undoneByName: z.string().nullable(),
  jobId: z.uuid().nullable(),
});
export type EventImportSummary = z.infer<typeof eventImportSummarySchema>;

export const eventImportSchema = eventImportSummarySchema.extend({
  /** The first rejected rows, by line. */
  rejections: z.array(eventImportRejectionSchema),
  /** Whether an undo would be accepted now (none of its events moved on). */
  canUndo: z.boolean(),
});
export type EventImport = z.infer<typeof eventImportSchema>;

export const eventImportListQuerySchema = z.object({
  page: z.coerce.number({ error: v.numeric }).int(v.numeric).min(1, v.numeric).max(100_000, v.numeric).default(1),
});

const idParams = z.object({ id: z.uuid({ error: v.invalidId }) });
const tags = ['events'];

export const eventImportRoutes = {
  preview: defineRoute({
    method: 'POST',
    path: '/api/event-imports/preview',
    summary:
      'Pré-visualizar a importação de uma planilha de eventos: os primeiros eventos como serão gravados, sem gravar nada',
    tags,
    body: eventImportBodySchema,
    response: eventImportPreviewSchema,
    bodyLimit: EVENT_IMPORT_BODY_LIMIT,
  }),
  start: defineRoute({
    method: 'POST',
    path: '/api/event-imports',
    summary:
      'Importar uma planilha de eventos (XLSX ou CSV) como uma tarefa: cada linha criada, atualizada ou recusada',
    tags,
    body: eventImportBodySchema,
    response: eventImportSchema,
    bodyLimit: EVENT_IMPORT_BODY_LIMIT,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/event-imports',
    summary: 'Importações de eventos da empresa, da mais nova à mais antiga (20 por página)',
    tags,
    querystring: eventImportListQuerySchema,
    response: z.object({ items: z.array(eventImportSummarySchema), total: z.number().int() }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/event-imports/:id',
    summary: 'Uma importação de eventos: andamento, contagens e linhas recusadas',
    tags,
    params: idParams,
    response: eventImportSchema,
  }),
  rejections: defineRoute({
    method: 'GET',
    path: '/api/event-imports/:id/rejections',
    summary:
      'Planilha das linhas recusadas: as linhas originais, a linha da planilha e o motivo, para corrigir e reenviar',
    tags,
    params: idParams,
    response: z.unknown(),
    fileTypes: XLSX_FILE,
  }),
  undo: defineRoute({
    method: 'POST',
    path: '/api/event-imports/:id/undo',
    summary: 'Desfazer uma importação inteira enquanto nenhum de seus eventos avançou',
    tags,
    params: idParams,
    response: eventImportSchema,
  }),
};
