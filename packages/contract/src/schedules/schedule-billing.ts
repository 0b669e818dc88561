import { z } from 'zod';
import { fmt } from '../i18n';
import { scheduleBillingErrors } from '../i18n/screen-texts/schedule-billing';
import { defineRoute } from '../route';

/** Imported from the screen's texts directly: in the web the catalog mounts them empty (decision 029). */
const e = scheduleBillingErrors;

/** The longest period of the check, in days (both ends included; decision 050). */
export const SCHEDULE_BILLING_MAX_DAYS = 62;
/** The entries each list answers at most (`…Total` counts them all). */
export const SCHEDULE_BILLING_LIST_MAX = 1000;

const DAY = /^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DAY_MS = 86_400_000;
/** A real day of the calendar (not 2026-02-30); false for any other text (zod runs it after a failed regex too). */
function isCalendarDay(day: string): boolean {
  if (!DAY.test(day)) return false;
  const instant = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(instant) && new Date(instant).toISOString().slice(0, 10) === day;
}

/** Days from `from` to `to`, both included ('2026-03-01', '2026-03-31' → 31). */
export function daysInPeriod(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

const daySchema = z
  .string({ error: e.day })
  .regex(DAY, e.day)
  .refine(isCalendarDay, e.day)
  .meta({ description: 'Dia AAAA-MM-DD', example: '2026-03-01' });

/** The period of the check: `from` and `to` are days, both included, `to` not before `from`, at most 62 days. */
export const scheduleBillingQuerySchema = z
  .object({
    from: daySchema,
    to: daySchema.meta({
      description: 'Não antes de `from` e no máximo 62 dias com as duas pontas: regra que o JSON Schema não expressa',
    }),
  })
  .superRefine((q, ctx) => {
    if (!DAY.test(q.from) || !DAY.test(q.to)) return;
    if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: e.toBeforeFrom });
    else if (daysInPeriod(q.from, q.to) > SCHEDULE_BILLING_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: fmt(e.tooLong, { max: SCHEDULE_BILLING_MAX_DAYS }) });
  });
export type ScheduleBillingQuery = z.input<typeof scheduleBillingQuerySchema>;

/** An event as the lists name it: its guide number and doctors, never an id alone. */
export const scheduleBillingEventRefSchema = z.object({
  eventId: z.uuid(),
  numGuide: z.string().nullable(),
  /** The event's anesthetists by name, in their order (first, second, third). */
  doctorNames: z.array(z.string()),
});
export type ScheduleBillingEventRef = z.infer<typeof scheduleBillingEventRefSchema>;

/** A presential slot with no event of its doctor ("plantão sem produção"). */
export const scheduleBillingSlotSchema = z.object({
  slotId: z.uuid(),
  /** The slot's São Paulo day and its roster month ('YYYY-MM', for the link to the roster). */
  day: z.string(),
  month: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  workplaceName: z.string(),
  shiftName: z.string(),
  hospitalName: z.string(),
  doctorName: z.string(),
  /** Events of other doctors at the hospital in the slot's time ("produção de outro médico"). */
  others: z.array(scheduleBillingEventRefSchema),
});
export type ScheduleBillingSlot = z.infer<typeof scheduleBillingSlotSchema>;

/** A doctor on a presential slot at the event's hospital in its time. */
export const scheduleBillingScheduledSchema = z.object({
  doctorName: z.string(),
  workplaceName: z.string(),
  shiftName: z.string(),
});

/** An event whose anesthetists were not on the roster there then. */
export const scheduleBillingEventSchema = scheduleBillingEventRefSchema.extend({
  kind: z.enum(['wrongDoctor', 'offRoster']),
  day: z.string(),
  /** The span checked: the anesthesia's, else the procedure's, else the whole day (`basis`). */
  startsAt: z.string(),
  endsAt: z.string(),
  basis: z.enum(['anesthesia', 'procedure', 'day']),
  hospitalName: z.string(),
  /** The patient's name on the billing manager's route; always null on the coordinator's. */
  patientName: z.string().nullable(),
  /** wrongDoctor: who was on the roster there then, by name. */
  scheduled: z.array(scheduleBillingScheduledSchema),
});
export type ScheduleBillingEvent = z.infer<typeof scheduleBillingEventSchema>;

export const scheduleBillingSummarySchema = z.object({
  slots: z.number().int(),
  slotsWithProduction: z.number().int(),
  /** Slots with production ÷ slots, in percent with one decimal (half-up); null without slots. */
  coveragePercent: z.number().nullable(),
  events: z.number().int(),
  eventsMatched: z.number().int(),
  eventsOnCall: z.number().int(),
  eventsWrongDoctor: z.number().int(),
  eventsOffRoster: z.number().int(),
  eventsUnchecked: z.number().int(),
});
export type ScheduleBillingSummary = z.infer<typeof scheduleBillingSummarySchema>;

export const scheduleBillingSchema = z.object({
  from: z.string(),
  to: z.string(),
  summary: scheduleBillingSummarySchema,
  /** By day, start, workplace; at most 1000 (`slotsTotal` counts them all). */
  slotsWithoutProduction: z.array(scheduleBillingSlotSchema),
  slotsTotal: z.number().int(),
  /** By day, start, hospital; at most 1000 (`eventsTotal` counts them all). */
  eventsWithoutDoctor: z.array(scheduleBillingEventSchema),
  eventsTotal: z.number().int(),
});
export type ScheduleBilling = z.infer<typeof scheduleBillingSchema>;

/** Routes of the schedule × billing check (decision 050): the same answer on two screens. */
export const scheduleBillingRoutes = {
  /** The coordinator's, on /client/ReportsSchedule (module scheduleOnCall, list): no patient names. */
  schedule: defineRoute({
    method: 'GET',
    path: '/api/schedule-billing',
    summary: 'Escala × faturamento do período (coordenação): plantões sem produção e eventos sem o médico na escala',
    tags: ['schedules'],
    querystring: scheduleBillingQuerySchema,
    response: scheduleBillingSchema,
  }),
  /** The billing manager's, on /client/reports (module billing, list). */
  billing: defineRoute({
    method: 'GET',
    path: '/api/billing/schedule-check',
    summary: 'Escala × faturamento do período (faturamento): plantões sem produção e eventos sem o médico na escala',
    tags: ['reports'],
    querystring: scheduleBillingQuerySchema,
    response: scheduleBillingSchema,
  }),
} as const;
