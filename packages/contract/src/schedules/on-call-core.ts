import { z } from 'zod';
import { messages } from '../i18n';
import { scheduleCoreErrors } from '../i18n/screen-texts/on-call-errors';
import { defineRoute } from '../route';
import { SLOT_CATEGORIES } from './slot-categories';
import { rosterMonthHeaderSchema, rosterMonthParamsSchema, rosterMonthSchema } from './on-call';

/** The refusals apart from the screens' texts, which load with the screens (decision 029). */
const ce = scheduleCoreErrors;
const v = messages.validation;
const versionSchema = z.number({ error: v.required }).int(v.numeric).min(0, v.numeric).max(2_147_483_647, v.numeric);

// ---------------------------------------------------------------- the core (/client/core)

export const coreYearParamsSchema = z.object({
  year: z.string({ error: v.numeric }).regex(/^(19|20)\d{2}$/, v.numeric),
});

/** One month of the core: its publication, closing and last reopening, and how full it is. */
export const coreMonthSchema = z.object({
  month: z.string(),
  version: z.number().int(),
  publishedAt: z.string().nullable(),
  publishedByName: z.string().nullable(),
  closedAt: z.string().nullable(),
  closedByName: z.string().nullable(),
  reopenedAt: z.string().nullable(),
  reopenedByName: z.string().nullable(),
  reopenObservation: z.string().nullable(),
  /** Cells with a doctor, and the month's cells (live lines' positions × days). */
  filled: z.number().int(),
  total: z.number().int(),
});
export type CoreMonth = z.infer<typeof coreMonthSchema>;

export const coreYearSchema = z.object({
  items: z.array(coreMonthSchema),
  /** Whether the signed-in user may close and reopen months (module core, action manager). */
  canManage: z.boolean(),
});
export type CoreYear = z.infer<typeof coreYearSchema>;

export const coreCloseBodySchema = z.object({ version: versionSchema });
export const coreReopenBodySchema = z.object({
  version: versionSchema,
  observation: z
    .string({ error: ce.observation })
    .trim()
    .min(3, ce.observation)
    .max(500, ce.observation)
    .refine((text) => !text.includes('\u0000'), v.nulCharacter),
});

// ---------------------------------------------------------------- the doctor's own roster

export const mySlotSchema = z.object({
  id: z.uuid(),
  day: z.string(),
  workplaceName: z.string(),
  shiftName: z.string(),
  slotCategory: z.enum(SLOT_CATEGORIES),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type MySlot = z.infer<typeof mySlotSchema>;

export const myMonthQuerySchema = z.object({ month: rosterMonthSchema });
export const myMonthSchema = z.object({
  month: z.string(),
  /** The doctor's slots of the month, only where the month is published (platform.md §4). */
  slots: z.array(mySlotSchema),
});
export type MyMonth = z.infer<typeof myMonthSchema>;

export const calendarLinkSchema = z.object({
  /** The private feed's address, or null before one is made. */
  url: z.string().nullable(),
});
export const calendarFeedParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, v.invalidId),
});

const tags = ['schedules'];

export const onCallCoreRoutes = {
  core: defineRoute({
    method: 'GET',
    path: '/api/on-call/core/:year',
    summary: 'Os meses do ano na escala de plantão: publicação, fechamento, reabertura e preenchimento',
    tags,
    params: coreYearParamsSchema,
    response: coreYearSchema,
  }),
  close: defineRoute({
    method: 'POST',
    path: '/api/on-call/months/:month/close',
    summary: 'Fechar o mês (a escala fica bloqueada para todos)',
    tags,
    params: rosterMonthParamsSchema,
    body: coreCloseBodySchema,
    response: rosterMonthHeaderSchema,
  }),
  reopen: defineRoute({
    method: 'POST',
    path: '/api/on-call/months/:month/reopen',
    summary: 'Reabrir um mês fechado, com observação (registrada no histórico)',
    tags,
    params: rosterMonthParamsSchema,
    body: coreReopenBodySchema,
    response: rosterMonthHeaderSchema,
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/api/on-call/mine',
    summary: 'Os plantões do próprio médico no mês, nas escalas publicadas',
    tags,
    querystring: myMonthQuerySchema,
    response: myMonthSchema,
  }),
  calendarLink: defineRoute({
    method: 'GET',
    path: '/api/on-call/calendar-link',
    summary: 'O link privado da agenda (iCalendar) do próprio usuário, se já existe',
    tags,
    response: calendarLinkSchema,
  }),
  renewCalendarLink: defineRoute({
    method: 'POST',
    path: '/api/on-call/calendar-link',
    summary: 'Gerar um novo link privado da agenda (o anterior deixa de funcionar)',
    tags,
    response: z.object({ url: z.string() }),
  }),
  calendarFeed: defineRoute({
    method: 'GET',
    path: '/api/on-call/calendar/:token',
    summary: 'Agenda iCalendar (RFC 5545) das escalas publicadas do dono do link',
    tags,
    params: calendarFeedParamsSchema,
    response: z.unknown(),
    isPublic: true,
    fileTypes: ['text/calendar; charset=utf-8'],
  }),
} as const;

// ---------------------------------------------------------------- the day (front desk)

export const rosterDayParamsSchema = z.object({
  day: z.iso.date({ error: messages.validation.invalidDate }),
});

/** One place of the day: a cell of the day's lines, or a slot of the day before still running. */
export const dayPlaceSchema = z.object({
  lineId: z.uuid(),
  shiftName: z.string(),
  slotCategory: z.enum(SLOT_CATEGORIES),
  position: z.number().int(),
  /** The cell's day: the day asked, or the day before for a night still running. */
  day: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  doctorId: z.uuid().nullable(),
  doctorName: z.string().nullable(),
  doctorInitials: z.string().nullable(),
  doctorPhone: z.string().nullable(),
});
export type DayPlace = z.infer<typeof dayPlaceSchema>;

export const rosterDaySchema = z.object({
  day: z.string(),
  /** Whether the day's month is published (else the day shows the roster being built). */
  published: z.boolean(),
  workplaces: z.array(z.object({ workplaceId: z.uuid(), workplaceName: z.string(), places: z.array(dayPlaceSchema) })),
});
export type RosterDay = z.infer<typeof rosterDaySchema>;

export const onCallDayRoutes = {
  day: defineRoute({
    method: 'GET',
    path: '/api/on-call/days/:day',
    summary:
      'Quem está de plantão no dia, por local (vagas abertas incluídas; a noite da véspera que entra no dia também)',
    tags,
    params: rosterDayParamsSchema,
    response: rosterDaySchema,
  }),
} as const;
