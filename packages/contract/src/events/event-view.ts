import { z } from 'zod';
import { accommodations, eventTypes } from '../registries/common';
import { pricedProcedureSchema } from '../pricing/pricing';
import { TEAM_ROLE_VALUES } from '../pricing/pricing-values';
import {
  ATTACHMENT_KIND_VALUES,
  EVENT_ACTION_VALUES,
  EVENT_STATUS_VALUES,
  OBSERVATION_TYPE_VALUES,
} from './event-values';
import { customFieldValue, dec, money } from './event-fields';
import { guideDataSchema } from './event-guide-data';

// The event as the API answers it (billing.md §3 Event and Procedure), part of the event's contract (events.ts).

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
  /** Its company receives only through collections and the event is in none: no receipt until it is charged. */
  receivesOnlyByCollections: z.boolean().optional(),
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
