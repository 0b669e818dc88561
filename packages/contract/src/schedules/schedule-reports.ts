import { z } from 'zod';
import { fmt } from '../i18n';
import { scheduleReportsErrors } from '../i18n/screen-texts/schedule-reports';
import { defineRoute } from '../route';
import { XLSX_FILE } from '../files';

/** Imported from the screen's texts directly: in the web the catalog mounts them empty (decision 029). */
const e = scheduleReportsErrors;

/** The longest period a report covers, in months (both ends included). */
export const SCHEDULE_REPORT_MAX_MONTHS = 12;
/** The open places a report lists at most (`holesTruncated` says there are more). */
export const SCHEDULE_REPORT_HOLES_MAX = 500;

const MONTH = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;

/** Months from `from` to `until`, both included ('2026-11', '2027-02' → 4). */
export function monthsInPeriod(from: string, until: string): number {
  const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  return index(until) - index(from) + 1;
}

const monthSchema = z
  .string({ error: e.month })
  .regex(MONTH, e.month)
  .meta({ description: 'Mês AAAA-MM', example: '2026-12' });

/**
 * The period of a report: `from` and `until` are months, both included, `until` not before
 * `from`, at most 12 months. Without either, the current month in São Paulo; with one, that month.
 */
export const scheduleReportQuerySchema = z
  .object({
    from: monthSchema.optional(),
    until: monthSchema.optional().meta({
      description: 'Não antes de `from` e no máximo 12 meses com as duas pontas: regra que o JSON Schema não expressa',
    }),
  })
  .superRefine((q, ctx) => {
    if (!q.from || !q.until) return;
    if (q.until < q.from) ctx.addIssue({ code: 'custom', path: ['until'], message: e.untilBeforeFrom });
    else if (monthsInPeriod(q.from, q.until) > SCHEDULE_REPORT_MAX_MONTHS)
      ctx.addIssue({ code: 'custom', path: ['until'], message: fmt(e.tooLong, { max: SCHEDULE_REPORT_MAX_MONTHS }) });
  });
export type ScheduleReportQuery = z.input<typeof scheduleReportQuerySchema>;

/** A doctor's share of the period (decision 043: the slots as they stand, every kind). */
export const scheduleReportDoctorSchema = z.object({
  doctorId: z.uuid(),
  name: z.string(),
  /** The person's initials (sigla), or null when none is registered. */
  initials: z.string().nullable(),
  slots: z.number().int(),
  /** Hours of every slot (plantão, eletiva, rotina and sobreaviso), 2 decimals. */
  hours: z.number(),
  /** Hours of the sobreaviso slots, also in `hours`. */
  onCallHours: z.number(),
  /** Slots of a night shift (more than half of it between 19:00 and 07:00). */
  nights: z.number().int(),
  /** Slots starting on a Saturday or a Sunday (the slot's São Paulo day). */
  weekends: z.number().int(),
  /** Slots of the period that came to the doctor through accepted swaps and hand-overs. */
  received: z.number().int(),
  /** Slots of the period the doctor gave away through them. */
  given: z.number().int(),
});
export type ScheduleReportDoctor = z.infer<typeof scheduleReportDoctorSchema>;

/** A workplace's coverage: the places of its live lines on every day of the period. */
export const scheduleReportWorkplaceSchema = z.object({
  workplaceId: z.uuid(),
  name: z.string(),
  cells: z.number().int(),
  filled: z.number().int(),
  open: z.number().int(),
  /** Hours of the filled places. */
  hours: z.number(),
});
export type ScheduleReportWorkplace = z.infer<typeof scheduleReportWorkplaceSchema>;

/** An open place of a published month, from today on. */
export const scheduleReportHoleSchema = z.object({
  day: z.string(),
  workplaceName: z.string(),
  shiftName: z.string(),
  /** ISO instants of the place, from its shift. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** The place in its line's day, from 0 (the screens show it from 1). */
  position: z.number().int(),
});
export type ScheduleReportHole = z.infer<typeof scheduleReportHoleSchema>;

export const scheduleReportTotalsSchema = z.object({
  doctors: z.number().int(),
  slots: z.number().int(),
  hours: z.number(),
  onCallHours: z.number(),
  nights: z.number().int(),
  weekends: z.number().int(),
  /** Slots that changed hands through accepted swaps and hand-overs. */
  swapped: z.number().int(),
  cells: z.number().int(),
  filled: z.number().int(),
  open: z.number().int(),
  /** Every open place of the published months from today on (the list shows at most 500). */
  holes: z.number().int(),
});
export type ScheduleReportTotals = z.infer<typeof scheduleReportTotalsSchema>;

export const scheduleReportSchema = z.object({
  /** The period answered, 'YYYY-MM' both. */
  from: z.string(),
  until: z.string(),
  /** By name; only the doctors with a slot or a swap in the period. */
  doctors: z.array(scheduleReportDoctorSchema),
  /** By name; the workplaces with a live line. */
  workplaces: z.array(scheduleReportWorkplaceSchema),
  /** By day and time, at most 500. */
  holes: z.array(scheduleReportHoleSchema),
  holesTruncated: z.boolean(),
  totals: scheduleReportTotalsSchema,
});
export type ScheduleReport = z.infer<typeof scheduleReportSchema>;

const tags = ['schedules'];

/** Routes of /client/ReportsSchedule (platform.md §2 ReportsSchedule; decision 043). */
export const scheduleReportRoutes = {
  report: defineRoute({
    method: 'GET',
    path: '/api/schedule-reports',
    summary:
      'Relatório da escala de um período de meses: por médico (vagas, horas, noites, fins de semana, trocas), por local (cobertura) e vagas em aberto',
    tags,
    querystring: scheduleReportQuerySchema,
    response: scheduleReportSchema,
  }),
  export: defineRoute({
    method: 'GET',
    path: '/api/schedule-reports/export',
    summary: 'Planilha Excel do relatório da escala do período: uma linha por médico e uma por local',
    tags,
    querystring: scheduleReportQuerySchema,
    response: z.unknown(),
    fileTypes: XLSX_FILE,
  }),
} as const;
