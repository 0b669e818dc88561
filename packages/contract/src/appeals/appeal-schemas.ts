import { z } from 'zod';
import {
  APPEAL_DUE_COLOURS,
  APPEAL_ITEM_ANSWERS,
  APPEAL_RESPONSE_STAGES,
  APPEAL_STATUSES,
} from '@honora/domain/appeals/appeals';
import { fmt, messages } from '../i18n';
import { isoDateSchema } from '../pricing/pricing-values';
import { TRANSACTION_TYPE_VALUES } from '../money/money-values';
import { entryValueSchema, glosaCodesSchema } from '../money/transactions';
import { eventBulkResultSchema } from '../events/event-actions';

const v = messages.validation;
const e = messages.screens.appeals.errors;

/**
 * Appeals (recursos de glosa; billing.md §2 Appeals, §3 Appeal, §4 statuses and colours): the
 * schemas. Money travels as decimal text; the routes are in appeals.ts.
 */
export const APPEAL_STATUS_VALUES = APPEAL_STATUSES;
export const APPEAL_RESPONSE_STAGE_VALUES = APPEAL_RESPONSE_STAGES;
export const APPEAL_ITEM_ANSWER_VALUES = APPEAL_ITEM_ANSWERS;
export const APPEAL_DUE_COLOUR_VALUES = APPEAL_DUE_COLOURS;

export const APPEAL_LIMITS = {
  /** A RECURSO_GLOSA carries at most 100 guides; an appeal at most this many items. */
  items: 500,
  /** justificativaItem is ≤ 500 in TISS 4.x (150 in 3.05: the XML refuses longer ones there). */
  justification: 500,
  answerReason: 500,
  observation: 2000,
  operatorNumber: 20,
  bulkEvents: 500,
  pageSize: 100,
} as const;

const requiredText = (max: number) =>
  z
    .string({ error: e.justificationRequired })
    .trim()
    .min(1, e.justificationRequired)
    .max(max, fmt(v.maxLength, { max }));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, fmt(v.maxLength, { max }))
    .nullish()
    .transform((s) => (s ? s : null));

/** Money accepted by the insurer: may be zero (denied), never negative. */
const acceptedValueSchema = z
  .string({ error: e.valueInvalid })
  .trim()
  .regex(/^(?!-)[\s\S]*$/, e.acceptedNegative)
  .regex(/^\d{1,12}(\.\d{1,2})?$/, e.valueInvalid);

const itemKeySchema = z.object({
  eventId: z.uuid({ error: v.invalidId }),
  type: z.enum(TRANSACTION_TYPE_VALUES),
  procedureRowId: z.uuid({ error: v.invalidId }).nullable(),
});

/** One glosa chosen to appeal: the item, the value contested (default: all of its glosa) and why. */
export const appealItemInputSchema = itemKeySchema.extend({
  valueAppealed: entryValueSchema.optional(),
  justification: requiredText(APPEAL_LIMITS.justification),
  glosaCodes: glosaCodesSchema.optional(),
});

export const appealCreateBodySchema = z.object({
  items: z
    .array(appealItemInputSchema)
    .min(1, e.noItems)
    .max(APPEAL_LIMITS.items, fmt(e.tooManyItems, { max: APPEAL_LIMITS.items })),
  observation: optionalText(APPEAL_LIMITS.observation),
});
export type AppealCreateBody = z.infer<typeof appealCreateBodySchema>;

/** Identify appeals for many events at once: every appealable glosa of each, one justification. */
export const appealIdentifyBulkBodySchema = z.object({
  eventIds: z
    .array(z.uuid({ error: v.invalidId }))
    .min(1)
    .max(APPEAL_LIMITS.bulkEvents),
  justification: requiredText(APPEAL_LIMITS.justification),
});
export const appealIdentifyBulkResultSchema = z.object({
  results: z.array(eventBulkResultSchema),
  appealIds: z.array(z.uuid()),
});

/** recourseSend / recourseReceived in bulk: the events' appeals waiting to be sent, or answered and not yet received. */
export const appealBulkBodySchema = z.object({
  action: z.enum(['send', 'receive']),
  eventIds: z
    .array(z.uuid({ error: v.invalidId }))
    .min(1)
    .max(APPEAL_LIMITS.bulkEvents),
  date: isoDateSchema,
});
export const appealBulkResultSchema = z.object({ results: z.array(eventBulkResultSchema) });

export const appealSendBodySchema = z.object({ sentOn: isoDateSchema });
export const appealStageBodySchema = z.object({ stage: z.enum(['waitingAnalysis', 'analysing']) });
export const appealAnswerBodySchema = z.object({
  answeredOn: isoDateSchema,
  operatorNumber: optionalText(APPEAL_LIMITS.operatorNumber),
  items: z
    .array(
      z.object({
        id: z.uuid({ error: v.invalidId }),
        valueAccepted: acceptedValueSchema,
        answerReason: optionalText(APPEAL_LIMITS.answerReason),
      }),
    )
    .min(1, e.answerMissing)
    .max(APPEAL_LIMITS.items),
});
export type AppealAnswerBody = z.infer<typeof appealAnswerBodySchema>;
export const appealReceiveBodySchema = z.object({
  date: isoDateSchema,
  typeOfPaymentId: z.uuid({ error: v.invalidId }).nullish(),
});
export const appealFinishBodySchema = z.object({ finishedOn: isoDateSchema });

/** A glosa reason as shown beside a code. */
export const glosaCodeTextSchema = z.object({ code: z.string(), description: z.string().nullable() });

export const appealItemSchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  numGuide: z.string().nullable(),
  patientName: z.string().nullable(),
  dtProcedure: z.string().nullable(),
  type: z.enum(TRANSACTION_TYPE_VALUES),
  procedureRowId: z.uuid().nullable(),
  /** The procedure's code and name (PROCEDURE items), or the kind's label. */
  label: z.string(),
  glosaCodes: z.array(glosaCodeTextSchema),
  valueGlosado: z.string().optional(),
  valueAppealed: z.string().optional(),
  justification: z.string(),
  answer: z.enum(APPEAL_ITEM_ANSWER_VALUES),
  valueAccepted: z.string().optional(),
  answerReason: z.string().nullable(),
  valueReceived: z.string().optional(),
});
export type AppealItem = z.infer<typeof appealItemSchema>;

export const appealSummarySchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  code: z.number().int(),
  healthInsuranceId: z.uuid(),
  healthInsuranceName: z.string(),
  status: z.enum(APPEAL_STATUS_VALUES),
  responseStage: z.enum(APPEAL_RESPONSE_STAGE_VALUES),
  dueColour: z.enum(APPEAL_DUE_COLOUR_VALUES),
  lotNumber: z.string().nullable(),
  protocolNumber: z.string().nullable(),
  operatorNumber: z.string().nullable(),
  identifiedOn: z.string(),
  deadlineOn: z.string().nullable(),
  sentOn: z.string().nullable(),
  answeredOn: z.string().nullable(),
  finishedOn: z.string().nullable(),
  transactionSequence: z.number().int().nullable(),
  totalGlosado: z.string().optional(),
  totalAppealed: z.string().optional(),
  totalAccepted: z.string().optional(),
  totalReceived: z.string().optional(),
  eventCount: z.number().int(),
  observation: z.string().nullable(),
});
export type AppealSummary = z.infer<typeof appealSummarySchema>;

export const appealSchema = appealSummarySchema.extend({
  items: z.array(appealItemSchema),
  /** The insurer sends appeals in the TISS XML (its appealByXml flag). */
  isElectronic: z.boolean(),
});
export type Appeal = z.infer<typeof appealSchema>;

export const APPEAL_DUE_FILTERS = ['week', 'overdue'] as const;
export const appealListQuerySchema = z.object({
  status: z.enum(APPEAL_STATUS_VALUES).optional(),
  healthInsuranceId: z.uuid({ error: v.invalidId }).optional(),
  /** Unsent appeals due within a week (week) or past their deadline (overdue). */
  due: z.enum(APPEAL_DUE_FILTERS).optional(),
  eventId: z.uuid({ error: v.invalidId }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AppealListQuery = z.infer<typeof appealListQuerySchema>;

/** An appealable glosa of an event (the identify dialog's rows). */
export const appealCandidateSchema = itemKeySchema.extend({
  numGuide: z.string().nullable(),
  healthInsuranceId: z.uuid().nullable(),
  label: z.string(),
  valueGlosado: z.string().optional(),
  glosaCodes: z.array(glosaCodeTextSchema),
  glosaReason: z.string().nullable(),
  glosaDate: z.string(),
  deadlineOn: z.string().nullable(),
  skipAppeal: z.boolean(),
  /** Why it cannot be appealed now (skipAppeal, already in an open appeal, deadline), or null. */
  blockedReason: z.string().nullable(),
});
export type AppealCandidate = z.infer<typeof appealCandidateSchema>;
export const appealCandidatesQuerySchema = z.object({ eventId: z.uuid({ error: v.invalidId }) });

/** What managers ask for, per insurer and month (billing.md: glosa rate, share appealed and recovered, days to answer). */
export const appealStatsQuerySchema = z.object({
  from: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, v.invalidDate),
  to: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, v.invalidDate),
  healthInsuranceId: z.uuid({ error: v.invalidId }).optional(),
});
export const appealStatsRowSchema = z.object({
  healthInsuranceId: z.uuid(),
  healthInsuranceName: z.string(),
  /** YYYY-MM of the procedure date. */
  month: z.string(),
  produced: z.string().optional(),
  glosado: z.string().optional(),
  appealed: z.string().optional(),
  recovered: z.string().optional(),
  /** glosado ÷ produced, appealed ÷ glosado, recovered ÷ appealed: fractions (0.159), null without a base. */
  glosaRate: z.number().nullable(),
  appealedShare: z.number().nullable(),
  recoveredShare: z.number().nullable(),
  /** Average days from sending an appeal to its answer, null when none was answered. */
  averageDaysToAnswer: z.number().nullable(),
});
export type AppealStatsRow = z.infer<typeof appealStatsRowSchema>;
