import { z } from 'zod';
import { messages } from '../i18n';
import { openingHoursScreenMessages } from '../i18n/screen-texts/opening-hours';
import { instantQuerySchema } from '../instant';
import { defineRoute } from '../route';

const v = messages.validation;
const e = openingHoursScreenMessages.errors;

/**
 * A company's opening hours (platform.md §4: hours open and close delivery, on-site and takeout
 * acceptance unless a manual lock time is in force; isOpen when any is accepted; decision 064:
 * delivery = public form responses, onSite = visitor chat, takeout = contact requests). The
 * overlap and period-count rules are the domain's checkWeeklyHours, applied by the server.
 */
export const OPENING_SWITCH_NAMES = ['delivery', 'onSite', 'takeout'] as const;
/** At most this many periods a day (the domain's MAX_PERIODS_PER_DAY). */
export const OPENING_PERIODS_PER_DAY = 6;
/** A manual lock lasts at most this many days. */
export const OPENING_LOCK_MAX_DAYS = 31;

const timeSchema = z.string({ error: v.invalidTime }).regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, v.invalidTime);

export const openingPeriodSchema = z.object({ start: timeSchema, end: timeSchema });

export const weeklyHoursSchema = z
  .array(z.array(openingPeriodSchema).max(OPENING_PERIODS_PER_DAY, e.tooManyPeriods), { error: e.weekShape })
  .length(7, e.weekShape);

export const openingSwitchesSchema = z.object({
  delivery: z.boolean(),
  onSite: z.boolean(),
  takeout: z.boolean(),
});

const lockSchema = z.object({ isOpen: z.boolean(), until: z.string() });

const switchStateSchema = z.object({
  isOpen: z.boolean(),
  mode: z.enum(['automatic', 'locked', 'off']),
  lockedUntil: z.string().nullable(),
  nextChange: z.string().nullable(),
});

export const openingStateSchema = z.object({
  delivery: switchStateSchema,
  onSite: switchStateSchema,
  takeout: switchStateSchema,
  isOpen: z.boolean(),
  nextChange: z.string().nullable(),
});
export type OpeningStateView = z.infer<typeof openingStateSchema>;

export const openingHoursSchema = z.object({
  /** Seven lists of periods (index 0 = Sunday), or null: no hours set, always open. */
  hours: z.array(z.array(openingPeriodSchema)).nullable(),
  switches: openingSwitchesSchema,
  locks: z.object({
    delivery: lockSchema.nullable(),
    onSite: lockSchema.nullable(),
    takeout: lockSchema.nullable(),
  }),
  timeZone: z.string(),
  state: openingStateSchema,
});
export type OpeningHoursView = z.infer<typeof openingHoursSchema>;

export const updateOpeningHoursBodySchema = z.object({
  hours: weeklyHoursSchema.nullable(),
  switches: openingSwitchesSchema,
});
export type UpdateOpeningHoursBody = z.input<typeof updateOpeningHoursBodySchema>;

/** A manual lock of one switch: forced open or closed until `until`; `lock: null` unlocks it. */
export const openingLockBodySchema = z.object({
  switch: z.enum(OPENING_SWITCH_NAMES, { error: e.unknownSwitch }),
  lock: z.object({ isOpen: z.boolean(), until: instantQuerySchema }).nullable(),
});
export type OpeningLockBody = z.input<typeof openingLockBodySchema>;

/** What a visitor of a public page sees of the hours: whether the channel accepts now, when it opens, the week. */
export const publicOpeningSchema = z.object({
  isOpen: z.boolean(),
  opensAt: z.string().nullable(),
  hours: z.array(z.array(openingPeriodSchema)).nullable(),
});
export type PublicOpening = z.infer<typeof publicOpeningSchema>;

const tags = ['companies'];

export const openingHoursRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/api/company/opening-hours',
    summary: 'Horário de atendimento da empresa selecionada, com o estado atual de cada canal',
    tags,
    response: openingHoursSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/company/opening-hours',
    summary: 'Alterar o horário de atendimento (períodos por dia da semana) e os canais em uso',
    tags,
    body: updateOpeningHoursBodySchema,
    response: openingHoursSchema,
  }),
  lock: defineRoute({
    method: 'PUT',
    path: '/api/company/opening-hours/lock',
    summary: 'Travar um canal aberto ou fechado até uma hora (trava manual), ou destravá-lo',
    tags,
    body: openingLockBodySchema,
    response: openingHoursSchema,
  }),
} as const;
