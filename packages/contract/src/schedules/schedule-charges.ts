import { z } from 'zod';
import { messages } from '../i18n';
import { scheduleChargesScreenMessages } from '../i18n/screen-texts/schedule-charges';
import { PDF_FILE, XLSX_FILE } from '../files';
import { defineRoute } from '../route';
import { optionalText, registryIdParamsSchema, requiredText } from '../registries/common';

/** Imported from the screen's texts directly: in the web the catalog mounts them empty (decision 029). */
const e = scheduleChargesScreenMessages.errors;
const v = messages.validation;

export const SCHEDULE_CHARGE_STATUSES = ['ISSUED', 'CANCELLED'] as const;
export const SCHEDULE_CHARGE_NOTES_MAX = 500;

const monthSchema = z
  .string({ error: v.invalidDate })
  .regex(/^20\d\d-(0[1-9]|1[0-2])$/, v.invalidDate)
  .meta({ description: 'Mês AAAA-MM', example: '2027-03' });
const ref = z.object({ id: z.uuid(), name: z.string() });

/** One line of a statement (decision 048): money as decimal text, minutes whole. */
export const scheduleChargeLineSchema = z.object({
  workplace: z.string(),
  shift: z.string(),
  category: z.string(),
  ratePerHour: z.string(),
  rateSource: z.enum(['shift', 'contract', 'none']),
  share: z.string(),
  slots: z.number().int(),
  minutes: z.number().int(),
  amount: z.string(),
});
export type ScheduleChargeLine = z.infer<typeof scheduleChargeLineSchema>;

const contractRefSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  /** The installment whose payment period holds the month, if any. */
  installment: z.object({ id: z.uuid(), seq: z.number().int(), dueOn: z.string(), value: z.string() }).nullable(),
});

/** An issued (or cancelled) statement. */
export const scheduleChargeSchema = z.object({
  id: z.uuid(),
  hospital: ref,
  month: z.string(),
  status: z.enum(SCHEDULE_CHARGE_STATUSES),
  contract: contractRefSchema.nullable(),
  minutes: z.number().int(),
  total: z.string(),
  lines: z.array(scheduleChargeLineSchema),
  notes: z.string().nullable(),
  issuedAt: z.string(),
  issuedByName: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type ScheduleCharge = z.infer<typeof scheduleChargeSchema>;

/** A hospital's month: the live figures from the roster, its contracts in force and its statements. */
export const scheduleChargeHospitalSchema = z.object({
  hospital: ref,
  minutes: z.number().int(),
  slots: z.number().int(),
  total: z.string(),
  lines: z.array(scheduleChargeLineSchema),
  contracts: z.array(contractRefSchema),
  /** The statement in force (ISSUED), or null. */
  issued: scheduleChargeSchema.nullable(),
  /** Cancelled statements of the month, newest first. */
  cancelled: z.array(scheduleChargeSchema),
});
export type ScheduleChargeHospital = z.infer<typeof scheduleChargeHospitalSchema>;

export const scheduleChargesQuerySchema = z.object({ month: monthSchema });
export type ScheduleChargesQuery = z.output<typeof scheduleChargesQuerySchema>;

export const scheduleChargesResponseSchema = z.object({
  month: z.string(),
  /** Whether the month is closed in the core: only then a statement may be issued. */
  closed: z.boolean(),
  hospitals: z.array(scheduleChargeHospitalSchema),
});
export type ScheduleCharges = z.infer<typeof scheduleChargesResponseSchema>;

export const issueScheduleChargeBodySchema = z.object({
  hospitalId: z.uuid({ error: e.hospital }),
  month: monthSchema,
  contractId: z
    .uuid({ error: e.contract })
    .nullish()
    .transform((s) => s ?? null),
  notes: optionalText(SCHEDULE_CHARGE_NOTES_MAX),
});
export type IssueScheduleChargeBody = z.input<typeof issueScheduleChargeBodySchema>;

export const cancelScheduleChargeBodySchema = z.object({ reason: requiredText(300) });

const tags = ['schedules'];
const params = registryIdParamsSchema;

/** Routes of /client/ScheduleCharge (platform.md §2 ScheduleCharge; decision 048). */
export const scheduleChargeRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/schedule-charges',
    summary: 'Cobrança do mês por hospital: horas cobertas, valores, contratos e demonstrativos',
    tags,
    querystring: scheduleChargesQuerySchema,
    response: scheduleChargesResponseSchema,
  }),
  issue: defineRoute({
    method: 'POST',
    path: '/api/schedule-charges',
    summary: 'Emitir o demonstrativo de um hospital num mês fechado',
    tags,
    body: issueScheduleChargeBodySchema,
    response: scheduleChargeSchema,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/api/schedule-charges/:id/cancel',
    summary: 'Cancelar um demonstrativo emitido, com o motivo',
    tags,
    params,
    body: cancelScheduleChargeBodySchema,
    response: scheduleChargeSchema,
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/api/schedule-charges/:id/pdf',
    summary: 'O demonstrativo em PDF',
    tags,
    params,
    response: z.unknown(),
    fileTypes: PDF_FILE,
  }),
  xlsx: defineRoute({
    method: 'GET',
    path: '/api/schedule-charges/:id/xlsx',
    summary: 'O demonstrativo em Excel',
    tags,
    params,
    response: z.unknown(),
    fileTypes: XLSX_FILE,
  }),
} as const;
