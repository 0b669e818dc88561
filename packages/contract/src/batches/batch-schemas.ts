import { z } from 'zod';
import { localizedFields } from '../errors';
import { fmt, messages } from '../i18n';
import { EVENT_STATUS_VALUES } from '../events/event-values';
import { tissVersions, hashEncodings } from '../registries/health-insurer-settings';
import { eventTypes } from '../registries/common';

const v = messages.validation;
const m = messages.screens.batches.validation;

/**
 * Batches (lotes; issue 8, billing.md §2–§5, §8, §9): events of one insurer and one guide type
 * sent together in one TISS lote. Money travels as decimal text and is stripped for users who
 * may not see values (hasValues routes). The schemas; the routes are in batches.ts.
 */
export const BATCH_LIMITS = {
  /** A TISS lote holds at most 100 guides (NOTES.md §2); the insurer's autoBatchMaxEvents (default 99) caps it. */
  maxEvents: 100,
  /** numeroLote is text 1–12 (NOTES.md §2). */
  code: 12,
  name: 120,
  protocol: 30,
  /** Events one add / remove request takes. */
  eventsPerRequest: 100,
  attachmentMb: 15,
} as const;

export const BATCH_STATUSES = ['OPEN', 'CLOSED', 'ON_GOING', 'ACCEPTED'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
/** A batch's guide type: the event types (billing.md §3). */
export const BATCH_TYPES = eventTypes;
export const XML_FILE_STATUSES = ['Creating', 'Successful', 'Error'] as const;
export type XmlFileStatus = (typeof XML_FILE_STATUSES)[number];
export const XML_DOWNLOAD_TYPES = ['xml', 'zip'] as const;

/**
 * Why an event cannot go into (or leave) a batch (billing.md §8 batch warnings). `noBatch`:
 * no batch selected; `closed`: the batch is not open; `full`: autoBatchMaxEvents reached;
 * `typeMismatch` / `insurerMismatch`: event and batch differ; `noInsurer`: the batch has none;
 * `status`: the event's status does not allow it (§4); `hasTransactions`: money already moved;
 * `alreadyInBatch`: the event is in this batch already (or, adding, in another open one).
 */
export const BATCH_WARNINGS = [
  'noBatch',
  'closed',
  'full',
  'typeMismatch',
  'insurerMismatch',
  'noInsurer',
  'status',
  'hasTransactions',
  'alreadyInBatch',
  'notInBatch',
  'inactive',
  'notWritable',
] as const;
export type BatchWarning = (typeof BATCH_WARNINGS)[number];

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, fmt(v.maxLength, { max }))
    .nullish()
    .transform((s) => (s ? s : null));

/** numeroLote: 1–12 letters or digits (the TISS text ≤ 12). */
const codeSchema = z
  .string({ error: v.required })
  .trim()
  .min(1, v.required)
  .max(BATCH_LIMITS.code, fmt(v.maxLength, { max: BATCH_LIMITS.code }))
  .regex(/^[0-9A-Za-z-]+$/, m.code);

export const batchAttachmentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  mime: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
  createdByName: z.string(),
});

export const batchSummarySchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  version: z.number().int(),
  code: z.string(),
  name: z.string().nullable(),
  protocol: z.string().nullable(),
  status: z.enum(BATCH_STATUSES),
  healthInsuranceId: z.uuid(),
  insurerName: z.string().nullable(),
  type: z.enum(BATCH_TYPES),
  hospitalId: z.uuid().nullable(),
  hospitalName: z.string().nullable(),
  competence: z.string().nullable(),
  automatic: z.boolean(),
  active: z.boolean(),
  closed: z.boolean(),
  accepted: z.boolean(),
  xmlGenerated: z.boolean(),
  eventCount: z.number().int(),
  /** Sum of the active events' totalProduced (decimal text); absent without values (hasValues). */
  totalProduced: z.string().optional(),
  /** The last XML generation's status, if any. */
  lastXmlStatus: z.enum(XML_FILE_STATUSES).nullable(),
  createdAt: z.string(),
  createdByName: z.string(),
});
export type BatchSummary = z.infer<typeof batchSummarySchema>;

/** One event of the batch screen. */
export const batchEventSchema = z.object({
  id: z.uuid(),
  numGuide: z.string().nullable(),
  patientName: z.string().nullable(),
  dtProcedure: z.string().nullable(),
  status: z.enum(EVENT_STATUS_VALUES),
  active: z.boolean(),
  anesthetistName: z.string().nullable(),
  /** Money: absent for users who may not see values (hasValues). */
  totalProduced: z.string().optional(),
  totalReceived: z.string().optional(),
  totalGlosado: z.string().optional(),
  totalLoss: z.string().optional(),
  hasTransactions: z.boolean(),
  addedToBatchAt: z.string().nullable(),
});
export type BatchEvent = z.infer<typeof batchEventSchema>;

export const batchTotalsSchema = z.object({
  events: z.number().int(),
  totalProduced: z.string().optional(),
  totalReceived: z.string().optional(),
  totalGlosado: z.string().optional(),
  totalLoss: z.string().optional(),
});

/** One XML generation (billing.md §4 XML generation: Creating, Successful, Error). */
export const batchXmlFileSchema = z.object({
  id: z.uuid(),
  status: z.enum(XML_FILE_STATUSES),
  versionXML: z.enum(tissVersions),
  hashEncoding: z.enum(hashEncodings),
  sequence: z.string(),
  fileName: z.string().nullable(),
  hash: z.string().nullable(),
  guides: z.number().int(),
  size: z.number().int(),
  /** 'Houve um erro ao gerar o xml' on Error. */
  errorMessage: z.string().nullable(),
  /**
   * Each problem explained in pt-BR, per guide: what is wrong and where to fix it, with the web
   * path of that record (`link`); on a Successful file only warnings (`warning`: characters left
   * out of a value).
   */
  problems: z.array(
    z.object({
      eventId: z.uuid().nullable(),
      numGuide: z.string().nullable(),
      field: z.string(),
      message: z.string(),
      link: z.string().nullable().optional(),
      warning: z.boolean().optional(),
    }),
  ),
  /** null when not checked against the XSD (TISS_SCHEMA_DIR unset). */
  xsdValid: z.boolean().nullable(),
  xsdErrors: z.array(z.string()),
  createdAt: z.string(),
  createdByName: z.string(),
  /** The job generating the file (GET /api/jobs/:id): its step and progress while Creating. */
  jobId: z.uuid().nullable().optional(),
});
export type BatchXmlFile = z.infer<typeof batchXmlFileSchema>;

/** What the user may do with the batch now (the screen shows only these). */
export const batchActionsSchema = z.object({
  edit: z.boolean(),
  addEvents: z.boolean(),
  removeEvents: z.boolean(),
  close: z.boolean(),
  reopen: z.boolean(),
  startChecking: z.boolean(),
  accept: z.boolean(),
  unaccept: z.boolean(),
  sendGuides: z.boolean(),
  generateXml: z.boolean(),
  remove: z.boolean(),
});
export type BatchActions = z.infer<typeof batchActionsSchema>;

export const batchSchema = batchSummarySchema.extend({
  attachments: z.array(batchAttachmentSchema),
  cobrancas: z.array(z.uuid()),
  events: z.array(batchEventSchema),
  /** Absent for users who may not see values (hasValues strips every total). */
  totals: batchTotalsSchema.optional(),
  xmlFiles: z.array(batchXmlFileSchema),
  /** The insurer's TISS settings the XML will use. */
  versionXML: z.enum(tissVersions),
  hashEncoding: z.enum(hashEncodings),
  /** The insurer's default download (xml, or zip when its flag xmlAsZip is on; billing.md §9). */
  downloadType: z.enum(XML_DOWNLOAD_TYPES),
  /** The insurer's autoBatchMaxEvents (default 99). */
  maxEvents: z.number().int(),
  actions: batchActionsSchema,
});
export type Batch = z.infer<typeof batchSchema>;

export const batchListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(BATCH_STATUSES).optional(),
  healthInsuranceId: z.uuid({ error: v.invalidId }).optional(),
  type: z.enum(BATCH_TYPES).optional(),
  /** Only batches that can take this event (open, same insurer and type). */
  forEventId: z.uuid({ error: v.invalidId }).optional(),
  active: z
    .enum(['true', 'false', 'all'])
    .default('true')
    .transform((s) => (s === 'all' ? null : s === 'true')),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(100),
});
export type BatchListQuery = z.output<typeof batchListQuerySchema>;

export const batchCreateBodySchema = z.object({
  companyId: z.uuid({ error: v.invalidId }),
  /** Empty: the company's next batch number. */
  code: codeSchema.nullish().transform((s) => s ?? null),
  name: optionalText(BATCH_LIMITS.name),
  protocol: optionalText(BATCH_LIMITS.protocol),
  /** billing.md §5: a batch must have an insurer. */
  healthInsuranceId: z.uuid({ error: m.noInsurer }),
  type: z.enum(BATCH_TYPES, { error: v.required }).default('Honorario'),
  hospitalId: z
    .uuid({ error: v.invalidId })
    .nullish()
    .transform((s) => s ?? null),
});
export type BatchCreateBody = z.input<typeof batchCreateBodySchema>;

export const batchUpdateBodySchema = z.object({
  version: z.number().int(),
  code: codeSchema,
  name: optionalText(BATCH_LIMITS.name),
  protocol: optionalText(BATCH_LIMITS.protocol),
});
export type BatchUpdateBody = z.input<typeof batchUpdateBodySchema>;

/**
 * Status actions (billing.md §4 Batch): close (OPEN → CLOSED), reopen (CLOSED / ON_GOING → OPEN),
 * startChecking (OPEN / CLOSED → ON_GOING), accept (CLOSED / ON_GOING → ACCEPTED, its events →
 * WaitPayment), unaccept (ACCEPTED → CLOSED, refused once an XML was generated).
 */
export const BATCH_STATUS_ACTIONS = ['close', 'reopen', 'startChecking', 'accept', 'unaccept'] as const;
export type BatchStatusAction = (typeof BATCH_STATUS_ACTIONS)[number];

export const batchStatusBodySchema = z.object({
  version: z.number().int(),
  action: z.enum(BATCH_STATUS_ACTIONS),
});

export const batchEventsBodySchema = z.object({
  eventIds: z
    .array(z.uuid({ error: v.invalidId }))
    .min(1, m.noEvents)
    .max(BATCH_LIMITS.eventsPerRequest, fmt(v.maxLength, { max: BATCH_LIMITS.eventsPerRequest })),
});

/** One event's answer to add / remove: success, or the warning that kept it out. */
export const batchEventResultSchema = z.object({
  eventId: z.uuid(),
  numGuide: z.string().nullable(),
  result: z.union([z.literal('success'), z.enum(BATCH_WARNINGS)]),
  /** The warning in pt-BR; its catalog key and params when it has one. */
  message: z.string().nullable(),
  ...localizedFields.shape,
});
export type BatchEventResult = z.infer<typeof batchEventResultSchema>;

export const batchEventsResultSchema = z.object({
  results: z.array(batchEventResultSchema),
  batch: batchSummarySchema,
});

export const batchAttachmentBodySchema = z.object({
  fileName: z
    .string()
    .trim()
    .min(1, v.required)
    .max(200, fmt(v.maxLength, { max: 200 })),
  /** The file, base64 (PDF, PNG or JPEG; at most 15 MB). */
  content: z.string().min(1, v.required),
});
export const BATCH_ATTACHMENT_BODY_LIMIT = Math.ceil((BATCH_LIMITS.attachmentMb * 1024 * 1024 * 4) / 3) + 64 * 1024;
