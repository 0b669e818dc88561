import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { messages } from '../i18n';
import { defineRoute } from '../route';
import { ATTACHMENT_FILE, XLSX_FILE } from '../files';
import { JSON_QUERY_KEYWORD } from '../document-rules';
import { csvOf } from '../query-list';
import { accommodations, eventTypes } from '../registries/common';
import { customFieldSchema } from '../registries/billing-settings/custom-fields';
import { pricedProcedureSchema } from '../pricing/pricing';
import {
  isoDateSchema,
  moneyTextSchema,
  procedureCodeSchema,
  PROPORTION_VALUES,
  TECHNIQUE_VALUES,
  TEAM_ROLE_VALUES,
} from '../pricing/pricing-values';
import {
  ATTACHMENT_KIND_VALUES,
  EVENT_ACTION_VALUES,
  EVENT_STATUS_GROUP_VALUES,
  EVENT_STATUS_VALUES,
  OBSERVATION_TYPE_VALUES,
} from './event-values';

const v = messages.validation;
const m = messages.screens.events.validation;

/**
 * Events (issue 6; billing.md §3 Event and Procedure, §5). Money travels as decimal text
 * ("1234.56") and is left out for users who may not see values (hasValues routes strip it).
 */
export const EVENT_LIMITS = {
  procedures: 50,
  actors: 20,
  expenseLines: 100,
  observation: 2000,
  numGuide: 20,
  customStatus: 40,
  /** billing.md §5: a search takes at most 10 companies. */
  searchCompanies: 10,
  /** Events one bulk action takes (a lote holds at most 100 guides). */
  bulk: 500,
  attachmentMb: 15,
} as const;

const timeSchema = z.string({ error: m.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.time);
const optionalTime = timeSchema.nullish().transform((t) => t ?? null);
const optionalDate = isoDateSchema.nullish().transform((d) => d ?? null);
const optionalId = z
  .uuid({ error: v.invalidId })
  .nullish()
  .transform((id) => id ?? null);
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, v.maxLength(max))
    .nullish()
    .transform((s) => (s ? s : null));

// ---- guide data ----------------------------------------------------------------------------

/** One expense line of the guide (billing.md §3 "expense lines"); expenseCode 01..08. */
export const expenseLineSchema = z.object({
  expenseCode: z.string().regex(/^0[1-8]$/, messages.screens.negotiations.validation.expenseCode),
  tableCode: text(2),
  itemCode: text(10),
  description: text(150),
  realizedDate: optionalDate,
  startTime: optionalTime,
  endTime: optionalTime,
  amountRealized: z
    .string()
    .regex(/^\d{1,7}(\.\d{1,4})?$/, v.numeric)
    .nullish()
    .transform((s) => s ?? null),
  unityOfMeasurement: text(3),
  reductOrAcresc: z
    .string()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, m.money)
    .nullish()
    .transform((s) => s ?? null),
  unityValue: moneyTextSchema.nullish().transform((s) => s ?? null),
  totalValue: moneyTextSchema.nullish().transform((s) => s ?? null),
  anvisaRegister: text(15),
  manufacturerRefCode: text(60),
  functionAuthorizationNumber: text(30),
});
export type ExpenseLine = z.output<typeof expenseLineSchema>;

const guideTotalsSchema = z.object({
  totalProcedures: moneyTextSchema.nullish().transform((s) => s ?? null),
  totalTaxes: moneyTextSchema.nullish().transform((s) => s ?? null),
  totalDayly: moneyTextSchema.nullish().transform((s) => s ?? null),
  totalMaterials: moneyTextSchema.nullish().transform((s) => s ?? null),
  totalOPME: moneyTextSchema.nullish().transform((s) => s ?? null),
  totalDrugs: moneyTextSchema.nullish().transform((s) => s ?? null),
  totalGasesMedicinals: moneyTextSchema.nullish().transform((s) => s ?? null),
  total: moneyTextSchema.nullish().transform((s) => s ?? null),
  totalFees: moneyTextSchema.nullish().transform((s) => s ?? null),
});

/**
 * The additional (guide) data of billing.md §3. Codes follow the TISS domains of §9: consult
 * type 1–4, accident 0/1/2/9, attendance type two digits (the server checks it against the
 * code list of the insurer's TISS version: 4.x has 23 and no longer 05), ending reason 11–67.
 * Digit limits per insurer are checked by the server (guide error, billing.md §5).
 */
export const guideDataSchema = z.object({
  numberProviderGuide: text(20),
  numberProtocol: text(20),
  authorizationDate: optionalDate,
  password: text(20),
  passwordExpirationDate: optionalDate,
  numberWallet: text(20),
  walletExpirationDate: optionalDate,
  healthCard: text(20),
  attendanceRN: z
    .enum(['S', 'N'], { error: m.codeDomain })
    .nullish()
    .transform((s) => s ?? null),
  clinicIndication: text(500),
  attendimentType: z
    .string()
    .regex(/^\d{2}$/, m.codeDomain)
    .nullish()
    .transform((s) => s ?? null),
  accidenteIndication: z
    .enum(['0', '1', '2', '9'], { error: m.codeDomain })
    .nullish()
    .transform((s) => s ?? null),
  consultType: z
    .enum(['1', '2', '3', '4'], { error: m.codeDomain })
    .nullish()
    .transform((s) => s ?? null),
  reasonToFinishAttendiment: z
    .string()
    .regex(/^(1[1-9]|[2-5]\d|6[0-7])$/, m.codeDomain)
    .nullish()
    .transform((s) => s ?? null),
  codeProcedureConsult: procedureCodeSchema.nullish().transform((s) => s ?? null),
  valueProcedureConsult: moneyTextSchema.nullish().transform((s) => s ?? null),
  grauPart: text(2),
  totals: guideTotalsSchema.prefault({}),
  startDateBilling: optionalDate,
  endDateBilling: optionalDate,
  emissionDate: optionalDate,
  attendanceDateConsult: optionalDate,
  expenses: z.array(expenseLineSchema).max(EVENT_LIMITS.expenseLines).default([]),
});
export type GuideData = z.output<typeof guideDataSchema>;
export type GuideDataInput = z.input<typeof guideDataSchema>;

// ---- input ---------------------------------------------------------------------------------

/**
 * One procedure row as typed. `rowId` names an existing row on update (its money and
 * history stay); a row without it is new. The engine fills name, type, porte and values.
 */
export const eventProcedureInputSchema = z.object({
  rowId: z.uuid({ error: v.invalidId }).optional(),
  idProc: procedureCodeSchema,
  order: z.number().int().min(1).max(999),
  proportion: z.enum(PROPORTION_VALUES, { error: m.proportion }).default('1'),
  techniqueUsed: z.enum(TECHNIQUE_VALUES).default('KConventional'),
  /** A value typed by the user (kept as `value`; the engine still computes valueOriginal). */
  userCustom: z.boolean().default(false),
  value: moneyTextSchema.optional(),
  skipAppeal: z.boolean().default(false),
});

/** A team member beyond the event's anesthetists, resident and surgeon (assistants, nurses…). */
export const eventActorInputSchema = z.object({
  id: z.string().trim().min(1, v.required).max(64),
  type: z.enum(TEAM_ROLE_VALUES),
  order: z.number().int().min(1).max(9),
});

const customFieldValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

/** The fields a person types (create and update); the status object, values and actors are the server's. */
export const eventInputShape = {
  type: z.enum(eventTypes).default('Honorario'),
  isEmergency: z.boolean().default(false),
  isFollowUp: z.boolean().default(false),
  shouldBeFollowUp: z.boolean().default(false),
  followUpById: optionalId,
  numGuide: text(EVENT_LIMITS.numGuide),
  dtProcedure: isoDateSchema,
  dtRecourse: optionalDate,
  procedureStart: optionalTime,
  procedureEnd: optionalTime,
  anesthesiaStart: optionalTime,
  anesthesiaEnd: optionalTime,
  healthInsuranceId: z.uuid({ error: v.required }),
  healthInsuranceWallet: text(20),
  hospitalId: optionalId,
  patientId: optionalId,
  surgeonId: optionalId,
  anesthetistId: optionalId,
  secondaryAnesthetistId: optionalId,
  thirdAnesthetistId: optionalId,
  residentId: optionalId,
  accommodation: z.enum(accommodations).default('NURSERY'),
  urgent: z.boolean().default(false),
  /** The complementation billed beyond the procedures (billing.md §3 values; a COMPLEMENTATION item of the ledger). */
  complementation: moneyTextSchema.default('0'),
  /** The patient's co-participation fee (attendance fee; an ATTENDANCEFEE item of the ledger). */
  attendanceFee: moneyTextSchema.default('0'),
  procedures: z
    .array(eventProcedureInputSchema)
    .min(1, m.atLeastOneProcedure)
    .max(EVENT_LIMITS.procedures, m.tooManyProcedures(EVENT_LIMITS.procedures)),
  actors: z.array(eventActorInputSchema).max(EVENT_LIMITS.actors).default([]),
  guideData: guideDataSchema.prefault({}),
  customFields: z.record(z.string(), customFieldValue).default({}),
};

export const eventCreateBodySchema = z.object({
  companyId: z.uuid({ error: v.invalidId }),
  ...eventInputShape,
});
export type EventCreateBody = z.input<typeof eventCreateBodySchema>;

/** An update names the version it was read at: a stale one is refused with `otherUser`. */
export const eventUpdateBodySchema = z.object({
  version: z.number().int().min(1),
  ...eventInputShape,
});
export type EventUpdateBody = z.input<typeof eventUpdateBodySchema>;

// ---- output --------------------------------------------------------------------------------

const dec = z.string();
const money = dec.optional();

export const eventStatusObjectSchema = z.object({
  status: z.enum(EVENT_STATUS_VALUES),
  /** The label of a Custom status (or of CustomInfo). */
  customStatus: z.string().nullable(),
  isProcessing: z.boolean(),
  isLocked: z.boolean(),
  received: z.boolean(),
  guiaSent: z.boolean(),
  recourseSent: z.boolean(),
  recourseIdentify: z.boolean(),
  hasCuted: z.boolean(),
  hasLoss: z.boolean(),
  hasComplementation: z.boolean(),
  urgent: z.boolean(),
  alertSendRecourse: z.boolean(),
  alertReceive: z.boolean(),
  alertSendGuia: z.boolean(),
});
export type EventStatusObject = z.infer<typeof eventStatusObjectSchema>;

/** The value fields of billing.md §3 (derived totals; the Money issue fills receipts, losses and glosas). */
export const EVENT_VALUE_FIELDS = [
  'totalProduced',
  'totalReceived',
  'totalInProcessing',
  'totalLoss',
  'totalOver',
  'totalDiscount',
  'totalGlosado',
  'totalProcedures',
  'totalProceduresReceived',
  'totalProceduresLoss',
  'totalProceduresOver',
  'totalProceduresGlosado',
  'complementation',
  'complementationReceived',
  'complementationLoss',
  'complementationOver',
  'complementationGlosado',
  'complementationDiscount',
  'attendanceFee',
  'attendanceFeeReceived',
  'attendanceFeeLoss',
  'attendanceFeeOver',
  'attendanceFeeGlosado',
  'attendanceFeeDiscount',
  'expenses',
  'expensesReceived',
  'expensesLoss',
  'expensesOver',
  'expensesGlosado',
  'expensesDiscount',
  'totalAppealed',
  'totalReceivedByAppeal',
  'totalAcceptedByAppeal',
  'totalChangedPlus',
  'totalChangedLess',
] as const;
export type EventValueField = (typeof EVENT_VALUE_FIELDS)[number];
export const eventValuesSchema = z.object(
  Object.fromEntries(EVENT_VALUE_FIELDS.map((f) => [f, dec])) as Record<EventValueField, typeof dec>,
);

export const eventActorSchema = z.object({
  id: z.string(),
  type: z.enum(TEAM_ROLE_VALUES),
  order: z.number().int(),
  revenue: money,
  percentRevenue: money,
  grauPart: z.string(),
});

/** A procedure row as stored: the priced fields plus its money totals and cut reasons. */
export const eventProcedureSchema = pricedProcedureSchema.omit({ code: true }).extend({
  idProc: z.string(),
  portePercent: dec.nullable(),
  received: money,
  loss: money,
  glosado: money,
  discount: money,
  over: money,
  skipAppeal: z.boolean(),
  cutReason: z.string().nullable(),
  cutReasonCode: z.string().nullable(),
  cuteReasonIds: z.array(z.string()),
});
export type EventProcedure = z.infer<typeof eventProcedureSchema>;

export const eventObservationSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  date: z.string(),
  userId: z.string(),
  userName: z.string(),
  type: z.enum(OBSERVATION_TYPE_VALUES),
});
export type EventObservation = z.infer<typeof eventObservationSchema>;

export const eventAttachmentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(ATTACHMENT_KIND_VALUES),
  fileName: z.string(),
  mime: z.string(),
  size: z.number().int(),
  /** The download address (GET, same session). */
  url: z.string(),
  createdAt: z.string(),
  createdByName: z.string(),
});
export type EventAttachment = z.infer<typeof eventAttachmentSchema>;

/** What the current user may do with the event now (billing.md §4 flags), for the actions menu. */
export const eventActionFlagsSchema = z.partialRecord(z.enum(EVENT_ACTION_VALUES), z.boolean());

export const eventSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  matrizId: z.uuid().nullable(),
  active: z.boolean(),
  version: z.number().int(),
  type: z.enum(eventTypes),
  isEmergency: z.boolean(),
  isFollowUp: z.boolean(),
  shouldBeFollowUp: z.boolean(),
  followUpById: z.uuid().nullable(),
  protocolId: z.uuid().nullable(),
  numGuide: z.string().nullable(),
  dtProcedure: z.string().nullable(),
  dtRecourse: z.string().nullable(),
  procedureStart: z.string().nullable(),
  procedureEnd: z.string().nullable(),
  anesthesiaStart: z.string().nullable(),
  anesthesiaEnd: z.string().nullable(),
  healthInsuranceId: z.uuid().nullable(),
  healthInsuranceWallet: z.string().nullable(),
  hospitalId: z.uuid().nullable(),
  patientId: z.uuid().nullable(),
  surgeonId: z.uuid().nullable(),
  anesthetistId: z.uuid().nullable(),
  secondaryAnesthetistId: z.uuid().nullable(),
  thirdAnesthetistId: z.uuid().nullable(),
  residentId: z.uuid().nullable(),
  batchesIds: z.array(z.uuid()),
  invoicesIds: z.array(z.uuid()),
  appealsIds: z.array(z.uuid()),
  revenueIds: z.array(z.string()),
  revenueTypes: z.array(z.string()),
  cobrancaId: z.uuid().nullable(),
  accommodation: z.enum(accommodations),
  status: eventStatusObjectSchema,
  observationGuideSent: z.string().nullable(),
  observationRecourse: z.string().nullable(),
  actors: z.array(eventActorSchema),
  /** Absent for users who may not see values. */
  values: eventValuesSchema.optional(),
  /** The guide data as stored; its money fields (totals, consult value, expense values) are absent without values. */
  guideData: z.object(
    Object.fromEntries(Object.keys(guideDataSchema.shape).map((k) => [k, z.unknown().optional()])) as Record<
      keyof typeof guideDataSchema.shape,
      z.ZodOptional<z.ZodUnknown>
    >,
  ),
  customFields: z.record(z.string(), customFieldValue),
  procedures: z.array(eventProcedureSchema),
  observations: z.array(eventObservationSchema),
  attachments: z.array(eventAttachmentSchema),
  /** Names for the pickers' current choices (a removed registry record still shows). */
  names: z.object({
    healthInsurance: z.string().nullable(),
    hospital: z.string().nullable(),
    patient: z.string().nullable(),
    surgeon: z.string().nullable(),
    anesthetist: z.string().nullable(),
    secondaryAnesthetist: z.string().nullable(),
    thirdAnesthetist: z.string().nullable(),
    resident: z.string().nullable(),
    company: z.string(),
  }),
  actions: eventActionFlagsSchema,
  /**
   * The surgeon and the surgeon-side team are left out for this user (company flag
   * surgeonVisibleToAll off, an event they do not take part in); their saves keep them as stored.
   */
  surgeonHidden: z.boolean(),
  createdAt: z.string(),
  createdByName: z.string(),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
  deletedAt: z.string().nullable(),
});
export type EventView = z.infer<typeof eventSchema>;

// ---- list ----------------------------------------------------------------------------------

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
    m.tooManyCompanies(EVENT_LIMITS.searchCompanies),
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

// ---- history -------------------------------------------------------------------------------

export const eventHistoryEntrySchema = z.object({
  at: z.string(),
  userId: z.string(),
  userName: z.string(),
  byAdmin: z.boolean(),
  /** What changed: the event, one of its procedures, observations or attachments, or a revert copy. */
  target: z.enum(['event', 'procedure', 'observation', 'attachment', 'revert']),
  operation: z.enum(['INSERT', 'UPDATE', 'DELETE', 'REVERT']),
  /** field → { from, to }; money fields are left out for users who may not see values. */
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
});
export const eventHistorySchema = z.object({ items: z.array(eventHistoryEntrySchema) });

// ---- attachments and observations ----------------------------------------------------------

export const eventAttachmentBodySchema = z.object({
  kind: z.enum(ATTACHMENT_KIND_VALUES),
  fileName: z.string().trim().min(1, v.required).max(200, v.maxLength(200)),
  /** The file in base64; its type is checked by content (PDF, PNG, JPEG). */
  contentBase64: z.string().min(1, v.required),
});
/** base64 makes 4 bytes of 3; leave room for the JSON around it. */
export const EVENT_ATTACHMENT_BODY_LIMIT = Math.ceil((EVENT_LIMITS.attachmentMb * 1024 * 1024 * 4) / 3) + 64 * 1024;

export const eventObservationBodySchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, m.observationRequired)
    .max(EVENT_LIMITS.observation, v.maxLength(EVENT_LIMITS.observation)),
});

export const eventIdParamsSchema = z.object({ id: z.uuid({ error: v.invalidId }) });
export const eventAttachmentParamsSchema = z.object({
  id: z.uuid({ error: v.invalidId }),
  attachmentId: z.uuid({ error: v.invalidId }),
});
export const eventProcedureParamsSchema = z.object({
  id: z.uuid({ error: v.invalidId }),
  rowId: z.uuid({ error: v.invalidId }),
});

/** The events list's proportion edit (billing.md §5 proportion rules and their four messages). */
export const eventProportionBodySchema = z.object({
  version: z.number().int().min(1),
  proportion: z.enum(PROPORTION_VALUES, { error: m.proportion }),
});

const tags = ['events'];

export const eventRoutes = {
  customFields: defineRoute({
    method: 'GET',
    path: '/api/events/custom-fields',
    summary:
      'Campos personalizados ativos dos eventos da empresa, na ordem de posição (formulário e filtros do evento)',
    tags,
    response: z.object({ items: z.array(customFieldSchema) }),
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/events',
    summary: 'Eventos com filtros, ordenação, páginas de 100 e totais do conjunto filtrado (até 10 empresas)',
    tags,
    querystring: eventListQuerySchema,
    response: eventListResponseSchema,
  }),
  export: defineRoute({
    method: 'GET',
    path: '/api/events/export',
    summary: 'Exportar os eventos filtrados para Excel (XLSX) com as colunas escolhidas',
    tags,
    querystring: eventExportQuerySchema,
    response: z.unknown(),
    fileTypes: XLSX_FILE,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/events',
    summary: 'Registrar um evento: valida, precifica pela negociação vigente e salva em Aguardando conferência',
    tags,
    body: eventCreateBodySchema,
    response: eventSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/events/:id',
    summary: 'Um evento com procedimentos, observações, anexos e as ações permitidas ao usuário',
    tags,
    params: eventIdParamsSchema,
    response: eventSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/events/:id',
    summary: 'Alterar um evento (com a versão lida: se outro usuário salvou antes, responde otherUser)',
    tags,
    params: eventIdParamsSchema,
    body: eventUpdateBodySchema,
    response: eventSchema,
  }),
  history: defineRoute({
    method: 'GET',
    path: '/api/events/:id/history',
    summary: 'Histórico de alterações do evento: quem, quando e o quê',
    tags,
    params: eventIdParamsSchema,
    response: eventHistorySchema,
  }),
  addObservation: defineRoute({
    method: 'POST',
    path: '/api/events/:id/observations',
    summary: 'Adicionar uma observação ao evento',
    tags,
    params: eventIdParamsSchema,
    body: eventObservationBodySchema,
    response: eventObservationSchema,
  }),
  addAttachment: defineRoute({
    method: 'POST',
    path: '/api/events/:id/attachments',
    summary: 'Anexar um arquivo (PDF, PNG ou JPEG, conferido pelo conteúdo) ao evento',
    tags,
    params: eventIdParamsSchema,
    body: eventAttachmentBodySchema,
    response: eventAttachmentSchema,
    bodyLimit: EVENT_ATTACHMENT_BODY_LIMIT,
  }),
  downloadAttachment: defineRoute({
    method: 'GET',
    path: '/api/events/:id/attachments/:attachmentId',
    summary: 'Baixar um anexo do evento',
    tags,
    params: eventAttachmentParamsSchema,
    response: z.unknown(),
    fileTypes: ATTACHMENT_FILE,
  }),
  removeAttachment: defineRoute({
    method: 'DELETE',
    path: '/api/events/:id/attachments/:attachmentId',
    summary: 'Remover um anexo do evento',
    tags,
    params: eventAttachmentParamsSchema,
    response: z.object({ ok: z.literal(true) }),
  }),
  setProportion: defineRoute({
    method: 'PUT',
    path: '/api/events/:id/procedures/:rowId/proportion',
    summary: 'Alterar a proporção de um procedimento pelo relatório de eventos (regras da proporção)',
    tags,
    params: eventProcedureParamsSchema,
    body: eventProportionBodySchema,
    response: eventSchema,
  }),
} as const;
