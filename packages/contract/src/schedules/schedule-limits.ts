import { z } from 'zod';
import { fmt, messages } from '../i18n';
import { scheduleLimitsScreenMessages } from '../i18n/screen-texts/schedule-limits';
import { defineRoute } from '../route';

/** Imported from the screen's texts directly: in the web the catalog mounts them empty (decision 029). */
const e = scheduleLimitsScreenMessages.errors;
const v = messages.validation;

/**
 * The bounds of each limit (platform.md §2 SchedulesLimits; migration 0047's checks): hours are
 * typed whole and stored as minutes — a week has 168 hours (10080 min), the longest month 744
 * (44640 min); presential shifts a month 1 to 999; nights in a row 1 to 31.
 */
export const SCHEDULE_LIMIT_BOUNDS = {
  weeklyHours: { min: 1, max: 168 },
  monthlyHours: { min: 1, max: 744 },
  monthlyShifts: { min: 1, max: 999 },
  consecutiveNights: { min: 1, max: 31 },
} as const;
export type ScheduleLimitField = keyof typeof SCHEDULE_LIMIT_BOUNDS;
export const SCHEDULE_LIMIT_FIELDS = Object.keys(SCHEDULE_LIMIT_BOUNDS) as ScheduleLimitField[];
/** The cooperative's cap on presential shifts a doctor takes a month (platform.md §6). */
export const MONTHLY_SHIFTS_CAP_BOUNDS = { min: 1, max: 999 } as const;

/** A whole number within the bounds, or null (no limit); anything else is refused with the range message. */
function limitSchema(bounds: { min: number; max: number }, description: string) {
  const range = fmt(v.range, bounds);
  return z
    .number({ error: range })
    .int(range)
    .min(bounds.min, range)
    .max(bounds.max, range)
    .nullable()
    .meta({ description: `${description}; null: sem limite` });
}

/** One doctor of the company with their limits (null: no limit). */
export const scheduleLimitSchema = z.object({
  doctorId: z.uuid(),
  name: z.string(),
  /** The person's initials (sigla), or null when none is registered. */
  initials: z.string().nullable(),
  /** A resident: one without the anesthetist type (decision 043). */
  isResident: z.boolean(),
  /** Hours (stored as minutes; whole hours when written here). */
  weeklyHours: z.number().nullable(),
  monthlyHours: z.number().nullable(),
  monthlyShifts: z.number().int().nullable(),
  consecutiveNights: z.number().int().nullable(),
});
export type ScheduleLimit = z.infer<typeof scheduleLimitSchema>;

export const scheduleLimitsResponseSchema = z.object({
  /** Every active anesthetist and resident of the company, by name; those without limits have nulls. */
  items: z.array(scheduleLimitSchema),
  /** The cooperative's cap on presential shifts a month (null: none). */
  monthlyShiftsCap: z.number().int().nullable(),
  /** Whether the signed-in user may change the cap (module schedule, action manager). */
  canManage: z.boolean(),
});
export type ScheduleLimits = z.infer<typeof scheduleLimitsResponseSchema>;

const b = SCHEDULE_LIMIT_BOUNDS;
/** A doctor's limits, all four named: null is no limit; all null removes the doctor's limits. */
export const scheduleLimitBodySchema = z
  .object({
    weeklyHours: limitSchema(b.weeklyHours, 'Horas por semana, inteiras, de 1 a 168; não acima das horas do mês'),
    monthlyHours: limitSchema(b.monthlyHours, 'Horas por mês, inteiras, de 1 a 744'),
    monthlyShifts: limitSchema(b.monthlyShifts, 'Plantões presenciais por mês, de 1 a 999'),
    consecutiveNights: limitSchema(b.consecutiveNights, 'Noites seguidas, de 1 a 31'),
  })
  .superRefine((body, ctx) => {
    if (body.weeklyHours !== null && body.monthlyHours !== null && body.weeklyHours > body.monthlyHours)
      ctx.addIssue({ code: 'custom', path: ['weeklyHours'], message: e.weeklyAboveMonthly });
  });
export type ScheduleLimitBody = z.input<typeof scheduleLimitBodySchema>;
export type ScheduleLimitValues = z.output<typeof scheduleLimitBodySchema>;

export const scheduleLimitParamsSchema = z.object({ doctorId: z.uuid({ error: v.invalidId }) });

export const monthlyShiftsCapBodySchema = z.object({
  monthlyShiftsCap: limitSchema(
    MONTHLY_SHIFTS_CAP_BOUNDS,
    'Plantões presenciais por mês de cada médico sem limite próprio, de 1 a 999',
  ),
});
export type MonthlyShiftsCapBody = z.input<typeof monthlyShiftsCapBodySchema>;
export type MonthlyShiftsCapValues = z.output<typeof monthlyShiftsCapBodySchema>;
export const monthlyShiftsCapSchema = z.object({ monthlyShiftsCap: z.number().int().nullable() });

const tags = ['schedules'];

/** Routes of /client/SchedulesLimits (platform.md §2; §6 the cooperative's cap). */
export const scheduleLimitRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/schedule-limits',
    summary: 'Limites da escala: os anestesistas e residentes da empresa com seus limites, e o limite da cooperativa',
    tags,
    response: scheduleLimitsResponseSchema,
  }),
  saveSettings: defineRoute({
    method: 'PUT',
    path: '/api/schedule-limits/settings',
    summary: 'Alterar o limite da cooperativa: plantões presenciais por mês de quem não tem limite próprio',
    tags,
    body: monthlyShiftsCapBodySchema,
    response: monthlyShiftsCapSchema,
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/api/schedule-limits/:doctorId',
    summary: 'Alterar os limites de um médico (todos em branco: sem limites)',
    tags,
    params: scheduleLimitParamsSchema,
    body: scheduleLimitBodySchema,
    response: scheduleLimitSchema,
  }),
} as const;
