import { ISO_WEEKDAYS, PREFERENCE_DAYS_MAX, UNDESIRED_WEEKDAYS_MAX } from '@honora/domain/schedules/day-preferences';
import { z } from 'zod';
import { formatMessage, messages } from '../i18n';
import { dayPreferencesErrors } from '../i18n/screen-texts/day-preferences';
import { defineRoute } from '../route';
import { optionalText } from '../registries/common';

/**
 * A doctor's preferred and undesired days (decision 051): ISO weekdays and specific dates the
 * automatic roster weighs as a soft goal (decision 046). The doctor keeps their own on "Minha
 * escala"; the coordinators list everyone's.
 */
const e = dayPreferencesErrors;
const v = messages.validation;

export { ISO_WEEKDAYS, PREFERENCE_DAYS_MAX, UNDESIRED_WEEKDAYS_MAX };
export const DAY_PREFERENCE_NOTE_MAX = 500;

const weekdaySchema = z
  .number({ error: e.weekday })
  .int(e.weekday)
  .min(1, e.weekday)
  .max(7, e.weekday)
  .meta({ description: 'Dia da semana ISO: 1 segunda … 7 domingo' });
const daySchema = z.iso
  .date({ error: v.invalidDate })
  .regex(/^20\d\d-/, v.invalidDate)
  .meta({ description: 'Data AAAA-MM-DD, de hoje em diante', example: '2027-03-12' });

const weekdays = (max: number, tooMany: string) =>
  z.array(weekdaySchema, { error: e.weekdays }).max(max, tooMany).default([]);
const days = () =>
  z
    .array(daySchema, { error: e.days })
    .max(PREFERENCE_DAYS_MAX, formatMessage(e.tooManyDays, { max: PREFERENCE_DAYS_MAX }))
    .default([]);

export const dayPreferencesBodySchema = z.object({
  preferredWeekdays: weekdays(ISO_WEEKDAYS.length, e.weekday),
  undesiredWeekdays: weekdays(
    UNDESIRED_WEEKDAYS_MAX,
    formatMessage(e.tooManyUndesiredWeekdays, { max: UNDESIRED_WEEKDAYS_MAX }),
  ),
  preferredDays: days(),
  undesiredDays: days(),
  note: optionalText(DAY_PREFERENCE_NOTE_MAX),
});
export type DayPreferencesBody = z.input<typeof dayPreferencesBodySchema>;
export type DayPreferencesValues = z.output<typeof dayPreferencesBodySchema>;

/** The values as stored, the dates before today left out; `updatedAt` null before the first save. */
export const dayPreferencesSchema = z.object({
  preferredWeekdays: z.array(z.number().int()),
  undesiredWeekdays: z.array(z.number().int()),
  preferredDays: z.array(z.string()),
  undesiredDays: z.array(z.string()),
  note: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type DayPreferencesAnswer = z.infer<typeof dayPreferencesSchema>;

export const doctorDayPreferencesSchema = dayPreferencesSchema.extend({
  doctor: z.object({ id: z.uuid(), name: z.string(), initials: z.string().nullable() }),
});
export type DoctorDayPreferences = z.infer<typeof doctorDayPreferencesSchema>;

const tags = ['schedules'];

export const dayPreferenceRoutes = {
  mine: defineRoute({
    method: 'GET',
    path: '/api/on-call/my-preferences',
    summary: 'Os dias preferidos e a evitar do próprio médico na empresa selecionada',
    tags,
    response: dayPreferencesSchema,
  }),
  saveMine: defineRoute({
    method: 'PUT',
    path: '/api/on-call/my-preferences',
    summary: 'Gravar os dias preferidos e a evitar do próprio médico (substitui os anteriores)',
    tags,
    body: dayPreferencesBodySchema,
    response: dayPreferencesSchema,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/on-call/preferences',
    summary: 'Os dias preferidos e a evitar de cada médico da empresa, para montar a escala',
    tags,
    response: z.object({ items: z.array(doctorDayPreferencesSchema) }),
  }),
} as const;
