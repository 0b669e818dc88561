import { z } from 'zod';
import { fmt, messages } from '../i18n';
import {
  scheduleExceptionsScreenMessages,
  scheduleVacationsScreenMessages,
} from '../i18n/screen-texts/schedule-absences';
import { registryIdParamsSchema, requiredText } from '../registries/common';
import { defineRoute } from '../route';

/** Imported from the screens' texts directly: in the web the catalog mounts them empty (decision 029). */
const xe = scheduleExceptionsScreenMessages.errors;
const ve = scheduleVacationsScreenMessages.errors;
const v = messages.validation;

/** The longest period of one exception or vacation, in days (both ends included): a year. */
export const ABSENCE_MAX_DAYS = 366;
export const EXCEPTION_REASON_MAX = 300;
export const VACATION_NOTES_MAX = 500;
/** platform.md §2 VacationConfig: how many doctors may be away on one day, when the company caps it. */
export const VACATION_CAP_MAX = 999;
export const EXCEPTION_KINDS = ['DOCTOR', 'WORKPLACE'] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

const DAY_MS = 86_400_000;
/** The days of a period from `startsOn` to `endsOn`, both included ('YYYY-MM-DD'). */
export function periodDays(startsOn: string, endsOn: string): number {
  return Math.round((Date.parse(`${endsOn}T00:00:00Z`) - Date.parse(`${startsOn}T00:00:00Z`)) / DAY_MS) + 1;
}

/** A calendar day of this century, 'YYYY-MM-DD' (a day that does not exist, 2026-02-30, is refused). */
const daySchema = z.iso
  .date({ error: v.invalidDate })
  .regex(/^20\d\d-/, v.invalidDate)
  .meta({ description: 'Data AAAA-MM-DD (anos 2000 a 2099)', example: '2027-03-10' });

/**
 * platform.md §5 "start before end": the end is not before the start (a one-day period has both
 * equal), and a period has at most a year of days.
 */
function checkPeriod(body: { startsOn: string; endsOn: string }, ctx: z.RefinementCtx, tooLong: string): void {
  if (body.endsOn < body.startsOn) ctx.addIssue({ code: 'custom', path: ['endsOn'], message: v.dateRange });
  else if (periodDays(body.startsOn, body.endsOn) > ABSENCE_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['endsOn'], message: fmt(tooLong, { max: ABSENCE_MAX_DAYS }) });
}

const periodDescription =
  'Não antes de `startsOn` e no máximo 366 dias com as duas pontas: regra que o JSON Schema não expressa';

/** A doctor as the absences' forms offer them: the company's active anesthetists and residents. */
export const absenceDoctorSchema = z.object({ id: z.uuid(), name: z.string(), initials: z.string().nullable() });
export type AbsenceDoctor = z.infer<typeof absenceDoctorSchema>;

// ---------------------------------------------------------------- work exceptions (exceptionServices)

export const scheduleExceptionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(EXCEPTION_KINDS),
  doctorId: z.uuid().nullable(),
  doctorName: z.string().nullable(),
  workplaceId: z.uuid().nullable(),
  workplaceName: z.string().nullable(),
  startsOn: z.string(),
  endsOn: z.string(),
  reason: z.string(),
  /** Today (São Paulo) is within the period: it can be neither changed nor deleted (platform.md §4). */
  inForce: z.boolean(),
  /** The period ended before today: kept as it was. */
  past: z.boolean(),
});
export type ScheduleException = z.infer<typeof scheduleExceptionSchema>;

export const scheduleExceptionListQuerySchema = z
  .object({
    from: daySchema.optional(),
    until: daySchema.optional().meta({ description: 'Não antes de `from`: regra que o JSON Schema não expressa' }),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.until && q.until < q.from) ctx.addIssue({ code: 'custom', path: ['until'], message: v.dateRange });
  });
export type ScheduleExceptionListQuery = z.output<typeof scheduleExceptionListQuerySchema>;

export const scheduleExceptionListSchema = z.object({
  items: z.array(scheduleExceptionSchema),
  doctors: z.array(absenceDoctorSchema),
  workplaces: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type ScheduleExceptionList = z.infer<typeof scheduleExceptionListSchema>;

/** A doctor's exception names the doctor only, a workplace's the workplace only (the table's check too). */
function checkTarget(
  body: { kind: ExceptionKind; doctorId: string | null; workplaceId: string | null },
  ctx: z.RefinementCtx,
) {
  const [own, other, required] =
    body.kind === 'DOCTOR'
      ? (['doctorId', 'workplaceId', xe.doctorRequired] as const)
      : (['workplaceId', 'doctorId', xe.workplaceRequired] as const);
  if (body[own] === null) ctx.addIssue({ code: 'custom', path: [own], message: required });
  if (body[other] !== null) ctx.addIssue({ code: 'custom', path: [other], message: xe.mismatch });
}

const optionalId = (message: string) =>
  z
    .uuid({ error: message })
    .nullish()
    .transform((id) => id ?? null);

export const scheduleExceptionBodySchema = z
  .object({
    kind: z.enum(EXCEPTION_KINDS, { error: xe.kind }),
    doctorId: optionalId(xe.doctor).meta({ description: 'O médico, só numa exceção DOCTOR' }),
    workplaceId: optionalId(xe.workplace).meta({ description: 'O local, só numa exceção WORKPLACE' }),
    startsOn: daySchema,
    endsOn: daySchema.meta({ description: periodDescription }),
    reason: requiredText(EXCEPTION_REASON_MAX),
  })
  .superRefine((body, ctx) => {
    checkTarget(body, ctx);
    checkPeriod(body, ctx, xe.tooLong);
  });
export type ScheduleExceptionBody = z.input<typeof scheduleExceptionBodySchema>;
export type ScheduleExceptionValues = z.output<typeof scheduleExceptionBodySchema>;

// ---------------------------------------------------------------- vacations (VacationConfig)

export const scheduleVacationSchema = z.object({
  id: z.uuid(),
  doctorId: z.uuid(),
  doctorName: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  notes: z.string().nullable(),
  /** The days of the period, both ends included. */
  days: z.number().int(),
});
export type ScheduleVacation = z.infer<typeof scheduleVacationSchema>;

export const scheduleVacationListQuerySchema = z.object({
  year: z.coerce
    .number({ error: ve.year })
    .int(ve.year)
    .min(2000, ve.year)
    .max(2099, ve.year)
    .optional()
    .meta({ description: 'Ano AAAA (sem ele, o ano corrente em São Paulo)', example: 2027 }),
});
export type ScheduleVacationListQuery = z.output<typeof scheduleVacationListQuerySchema>;

export const scheduleVacationListSchema = z.object({
  year: z.number().int(),
  items: z.array(scheduleVacationSchema),
  doctors: z.array(absenceDoctorSchema),
  /** How many doctors may be on vacation on one day; null: no cap. */
  maxConcurrentVacations: z.number().int().nullable(),
});
export type ScheduleVacationList = z.infer<typeof scheduleVacationListSchema>;

export const scheduleVacationBodySchema = z
  .object({
    doctorId: z.uuid({ error: ve.doctor }),
    startsOn: daySchema,
    endsOn: daySchema.meta({ description: periodDescription }),
    notes: z
      .string({ error: ve.notes })
      .trim()
      .max(VACATION_NOTES_MAX, ve.notes)
      .nullish()
      .transform((text) => text || null),
  })
  .superRefine((body, ctx) => checkPeriod(body, ctx, ve.tooLong));
export type ScheduleVacationBody = z.input<typeof scheduleVacationBodySchema>;
export type ScheduleVacationValues = z.output<typeof scheduleVacationBodySchema>;

export const vacationSettingsSchema = z.object({ maxConcurrentVacations: z.number().int().nullable() });
export type VacationSettings = z.infer<typeof vacationSettingsSchema>;
export const vacationSettingsBodySchema = z.object({
  maxConcurrentVacations: z
    .number({ error: ve.capRange })
    .int(ve.capRange)
    .min(1, ve.capRange)
    .max(VACATION_CAP_MAX, ve.capRange)
    .nullable(),
});
export type VacationSettingsBody = z.input<typeof vacationSettingsBodySchema>;

const tags = ['schedules'];
const params = registryIdParamsSchema;

export const scheduleExceptionRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/schedule-exceptions',
    summary:
      'Exceções de trabalho (médico indisponível, local fechado) que tocam o período; sem `from`, desde 31 dias atrás',
    tags,
    querystring: scheduleExceptionListQuerySchema,
    response: scheduleExceptionListSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/schedule-exceptions',
    summary: 'Criar exceção de trabalho (não pode começar no passado)',
    tags,
    body: scheduleExceptionBodySchema,
    response: scheduleExceptionSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/schedule-exceptions/:id',
    summary: 'Alterar exceção de trabalho (não se em vigor nem se encerrada)',
    tags,
    params,
    body: scheduleExceptionBodySchema,
    response: scheduleExceptionSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/schedule-exceptions/:id',
    summary: 'Excluir exceção de trabalho (não se em vigor nem se encerrada)',
    tags,
    params,
    response: scheduleExceptionSchema,
  }),
} as const;

export const scheduleVacationRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/schedule-vacations',
    summary: 'Férias dos médicos que tocam o ano, os médicos e o limite de médicos de férias no mesmo dia',
    tags,
    querystring: scheduleVacationListQuerySchema,
    response: scheduleVacationListSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/schedule-vacations',
    summary: 'Lançar férias (sem sobrepor outras do médico nem passar do limite da empresa)',
    tags,
    body: scheduleVacationBodySchema,
    response: scheduleVacationSchema,
  }),
  settings: defineRoute({
    method: 'PUT',
    path: '/api/schedule-vacations/settings',
    summary: 'Alterar o limite de médicos de férias no mesmo dia (null: sem limite)',
    tags,
    body: vacationSettingsBodySchema,
    response: vacationSettingsSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/schedule-vacations/:id',
    summary: 'Alterar férias (não se já encerradas)',
    tags,
    params,
    body: scheduleVacationBodySchema,
    response: scheduleVacationSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/schedule-vacations/:id',
    summary: 'Excluir férias (não se já encerradas)',
    tags,
    params,
    response: scheduleVacationSchema,
  }),
} as const;
