import { z } from 'zod';
import { fmt, messages } from '../i18n';
import { defineRoute } from '../route';

/**
 * OCR of paper guides (platform.md §2 guidesOcr, GuideOcrAmazon, DashboardOcr, OcrAmazonCredit;
 * §3 OCR guide statuses and errors, company OCR credits; decision 041): uploads read as a job,
 * each page a guide with its fields, reviewed and confirmed into an event; support's view and
 * the credits and figures of the admin workspace.
 */

const v = messages.validation;
/** Read when a message is needed: in the web build the OCR screen's texts load with the screen (decision 029). */
const o = messages.screens.ocr;

export const OCR_LIMITS = {
  fileMb: 20,
  fileName: 200,
  /** Pages one upload may have (each is a guide and costs a credit). */
  pages: 50,
  /** Fields a confirmation may carry, and a field's length. */
  fields: 400,
  fieldLength: 200,
} as const;
export const OCR_BODY_LIMIT = Math.ceil((OCR_LIMITS.fileMb * 1024 * 1024 * 4) / 3) + 64 * 1024;

/** platform.md §3 OCR guide statuses and error statuses. */
export const OCR_GUIDE_STATUSES = [
  'CREATED',
  'NEED_CLIENT',
  'NEED_DEVELOPER',
  'NEED_SUPPORT',
  'ON_TEST',
  'READY',
] as const;
export type OcrGuideStatus = (typeof OCR_GUIDE_STATUSES)[number];
export const OCR_GUIDE_ERRORS = ['KError', 'KErrorThreshold', 'KErrorNotFoundMatriz', 'KErrorEmptyCredits'] as const;
export type OcrGuideError = (typeof OCR_GUIDE_ERRORS)[number];
export const OCR_UPLOAD_STATUSES = ['NOT_STARTED', 'RUNNING', 'FINISH', 'FAILED'] as const;
export const OCR_GUIDE_TYPES = ['Honorario', 'SPSADT', 'Consulta'] as const;

/** The statuses support may set by hand (READY comes only from a confirmation). */
export const OCR_SUPPORT_STATUSES = ['NEED_CLIENT', 'NEED_DEVELOPER', 'NEED_SUPPORT', 'ON_TEST'] as const;

/** A field under this confidence (0–100) is highlighted for review. */
export const OCR_LOW_CONFIDENCE = 80;
/** A page whose fields average under this confidence is KErrorThreshold (support looks at it). */
export const OCR_MIN_PAGE_CONFIDENCE = 60;

export const ocrUploadBodySchema = z.object({
  fileName: z
    .string({ error: v.required })
    .trim()
    .min(1, v.required)
    .max(OCR_LIMITS.fileName, fmt(v.maxLength, { max: OCR_LIMITS.fileName }))
    .regex(/\.(pdf|png|jpe?g)$/i, { error: () => o.fileErrors.typeNotAllowed }),
  /** The file's bytes, base64. */
  contentBase64: z
    .string({ error: v.required })
    .min(1, v.required)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: () => o.fileErrors.unreadable }),
});
export type OcrUploadBody = z.input<typeof ocrUploadBodySchema>;

export const ocrUploadSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  status: z.enum(OCR_UPLOAD_STATUSES),
  totalPages: z.number().int(),
  processedPages: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  createdByName: z.string(),
  jobId: z.uuid().nullable(),
});
export type OcrUpload = z.infer<typeof ocrUploadSchema>;

export const ocrGuideSummarySchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  uploadId: z.uuid(),
  fileName: z.string(),
  page: z.number().int(),
  status: z.enum(OCR_GUIDE_STATUSES),
  error: z.enum(OCR_GUIDE_ERRORS).nullable(),
  guideType: z.enum(OCR_GUIDE_TYPES).nullable(),
  confidence: z.number().nullable(),
  patientName: z.string(),
  guideNumber: z.string(),
  eventId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type OcrGuideSummary = z.infer<typeof ocrGuideSummarySchema>;

/** A field as read, with what its check says and whether the reviewer should look at it. */
export const ocrFieldSchema = z.object({
  key: z.string(),
  value: z.string(),
  /** What the reviewer confirmed (differs from `value` when corrected). */
  confirmed: z.string(),
  confidence: z.number(),
  box: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
  problem: z.string().nullable(),
  low: z.boolean(),
  required: z.boolean(),
});
export type OcrField = z.infer<typeof ocrFieldSchema>;

const option = z.object({ id: z.uuid(), name: z.string() });

export const ocrGuideSchema = ocrGuideSummarySchema.extend({
  layoutVersion: z.string().nullable(),
  imageWidth: z.number().int().nullable(),
  imageHeight: z.number().int().nullable(),
  fields: z.array(ocrFieldSchema),
  /** The registries' records the fields point at (the review's choices start from them). */
  matches: z.object({
    healthInsurance: option.nullable(),
    hospital: option.nullable(),
    anesthetist: option.nullable(),
    patient: option.nullable(),
  }),
  /** Why the page could not be read or reviewed (pt-BR), when it could not. */
  statusMessage: z.string().nullable(),
  recognitionMs: z.number().int().nullable(),
});
export type OcrGuide = z.infer<typeof ocrGuideSchema>;

const listQuery = z.object({
  page: z.coerce.number({ error: v.numeric }).int(v.numeric).min(1, v.numeric).max(100_000, v.numeric).default(1),
  status: z.enum(OCR_GUIDE_STATUSES, { error: () => o.invalidStatus }).optional(),
  uploadId: z.uuid({ error: v.invalidId }).optional(),
});

/** Field key → the value a reviewer sets (fields left out keep what they hold). */
export const ocrFieldValuesSchema = z
  .record(
    z.string().max(60, fmt(v.maxLength, { max: 60 })),
    z.string({ error: v.required }).max(OCR_LIMITS.fieldLength, fmt(v.maxLength, { max: OCR_LIMITS.fieldLength })),
  )
  .refine((r) => Object.keys(r).length <= OCR_LIMITS.fields, fmt(v.maxLength, { max: OCR_LIMITS.fields }));

export const ocrConfirmBodySchema = z.object({
  /** Field key → the value the reviewer confirms (every field shown; missing ones keep what was read or corrected). */
  values: ocrFieldValuesSchema,
  healthInsuranceId: z.uuid({ error: () => o.insurerRequired }),
  hospitalId: z.uuid({ error: v.invalidId }).nullable().default(null),
  anesthetistId: z.uuid({ error: v.invalidId }).nullable().default(null),
  patientId: z.uuid({ error: v.invalidId }).nullable().default(null),
  /** With no patient chosen, the patient is registered by the name read. */
  createPatient: z.boolean({ error: v.required }).default(false),
});
export type OcrConfirmBody = z.input<typeof ocrConfirmBodySchema>;

export const ocrCreditBalanceSchema = z.object({ balance: z.number().int(), creditCompanyName: z.string().nullable() });

/** Support's corrections of a guide's fields (admin GuideOcrAmazon): kept until the client confirms. */
export const ocrSupportFieldsBodySchema = z.object({ values: ocrFieldValuesSchema });
export type OcrSupportFieldsBody = z.input<typeof ocrSupportFieldsBodySchema>;

export const ocrSupportStatusBodySchema = z.object({
  status: z.enum(OCR_SUPPORT_STATUSES, { error: () => o.invalidStatus }),
});

const idParams = z.object({ id: z.uuid({ error: v.invalidId }) });
const page = <T extends z.ZodTypeAny>(item: T) => z.object({ items: z.array(item), total: z.number().int() });
const tags = ['ocr'];

export const ocrRoutes = {
  upload: defineRoute({
    method: 'POST',
    path: '/api/ocr-uploads',
    summary: 'Enviar guias escaneadas (PDF, PNG, JPEG) para leitura por OCR: uma tarefa lê cada página',
    tags,
    body: ocrUploadBodySchema,
    response: ocrUploadSchema,
    bodyLimit: OCR_BODY_LIMIT,
  }),
  uploads: defineRoute({
    method: 'GET',
    path: '/api/ocr-uploads',
    summary: 'Envios de guias para OCR da empresa, do mais novo ao mais antigo, com o andamento',
    tags,
    querystring: listQuery.pick({ page: true }),
    response: page(ocrUploadSchema),
  }),
  guides: defineRoute({
    method: 'GET',
    path: '/api/ocr-guides',
    summary: 'Guias lidas por OCR da empresa (20 por página), por situação ou envio',
    tags,
    querystring: listQuery,
    response: page(ocrGuideSummarySchema),
  }),
  guide: defineRoute({
    method: 'GET',
    path: '/api/ocr-guides/:id',
    summary: 'Uma guia lida: cada campo com confiança, recorte e validação, e os cadastros encontrados',
    tags,
    params: idParams,
    response: ocrGuideSchema,
  }),
  image: defineRoute({
    method: 'GET',
    path: '/api/ocr-guides/:id/image',
    summary: 'A imagem da página da guia (PNG ou JPEG)',
    tags,
    params: idParams,
    response: z.unknown(),
    fileTypes: ['image/png', 'image/jpeg'],
  }),
  confirm: defineRoute({
    method: 'POST',
    path: '/api/ocr-guides/:id/confirm',
    summary: 'Confirmar a guia revisada: cria o evento com os campos corrigidos',
    tags,
    params: idParams,
    body: ocrConfirmBodySchema,
    response: ocrGuideSchema,
  }),
  credits: defineRoute({
    method: 'GET',
    path: '/api/ocr-credits',
    summary: 'Saldo de créditos de OCR da empresa selecionada (os da matriz, numa filial)',
    tags,
    response: ocrCreditBalanceSchema,
  }),
} as const;
