import { shiftMinutes } from '@honora/domain/schedules/shift-times';
import { parseTimeOfDay } from '@honora/domain/validation/time-of-day';
import { z } from 'zod';
import { STORED_NUMERIC } from '../constants';
import { messages } from '../i18n';
import { scheduleShiftsScreenMessages } from '../i18n/screen-texts/schedule-shifts';
import { defineRoute } from '../route';
import { XLSX_FILE } from '../files';
import { SLOT_CATEGORIES } from '../schedules/slot-categories';
import {
  registryIdParamsSchema,
  registryListQuerySchema,
  registryListResponse,
  registryRecordShape,
  requiredText,
} from './common';

const v = messages.validation;
const money = messages.screens.negotiations.validation.money;
/** Imported from the screen's texts directly: in the web the catalog mounts them empty (decision 029). */
const workplaceError = scheduleShiftsScreenMessages.errors.workplace;

export const SHIFT_NAME_MAX = 80;

/** "HH:mm" → minutes since midnight (platform.md §5: a time of day is below 1440 minutes). */
export const minuteOfTime = (text: string): number | null => parseTimeOfDay(text);

/** Minutes since midnight → "HH:mm" (0 → "00:00", 1140 → "19:00"). */
export function timeOfMinute(minute: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

/** What a shift's two clock times derive (decision 042: never typed). */
export interface ShiftLength {
  /** 1..1440: equal times are a 24-hour shift. */
  minutes: number;
  hours: number;
  /** platform.md §5: an end at or before the start is the next day. */
  crossesMidnight: boolean;
}

/** The length of a shift from its "HH:mm" times, or null while either is not a time of day. */
export function shiftLengthOf(start: string, end: string): ShiftLength | null {
  const from = parseTimeOfDay(start);
  const to = parseTimeOfDay(end);
  if (from === null || to === null) return null;
  const minutes = shiftMinutes(start, end);
  return { minutes, hours: minutes / 60, crossesMidnight: to <= from };
}

/** "HH:mm" as parseTimeOfDay reads it (hours 0–23, minutes 00–59), blanks around allowed: JSON Schema says it too. */
const TIME_OF_DAY = /^\s*(?:[01]?\d|2[0-3]):[0-5]\d\s*$/;
/** A clock time "HH:mm" (00:00–23:59; "24:00" is refused, platform.md §5), answered as "HH:mm". */
const timeOfDaySchema = z
  .string({ error: v.invalidTime })
  .regex(TIME_OF_DAY, v.invalidTime)
  .transform((text) => timeOfMinute(parseTimeOfDay(text) as number))
  .meta({ description: 'Hora do dia HH:mm, de 00:00 a 23:59', example: '07:00' });

const { precision, scale } = STORED_NUMERIC.money;
/** R$ as decimal text that fits numeric(14, 2), or blank (no value); blanks around allowed. */
const MONEY_OR_BLANK = new RegExp(`^\\s*(?:\\d{1,${precision - scale}}(?:\\.\\d{1,${scale}})?)?\\s*$`);

export const scheduleShiftSchema = z.object({
  ...registryRecordShape,
  name: z.string(),
  start: z.string(),
  end: z.string(),
  /** Derived: shiftMinutes(start, end), 1..1440. */
  minutes: z.number().int(),
  hours: z.number(),
  crossesMidnight: z.boolean(),
  slotCategory: z.enum(SLOT_CATEGORIES),
  workplaceId: z.uuid().nullable(),
  workplaceName: z.string().nullable(),
  /** R$ as decimal text "1234.56". */
  valuePerHour: z.string().nullable(),
});
export type ScheduleShift = z.infer<typeof scheduleShiftSchema>;

/** Create / change a shift template; the workplace must be a live one of the shift's company (the server checks). */
export const scheduleShiftBodySchema = z.object({
  name: requiredText(SHIFT_NAME_MAX),
  start: timeOfDaySchema,
  end: timeOfDaySchema,
  slotCategory: z.enum(SLOT_CATEGORIES, { error: v.required }),
  workplaceId: z
    .union([z.uuid({ error: workplaceError }), z.literal('', { error: workplaceError })], { error: workplaceError })
    .nullish()
    .transform((id) => (id ? id : null)),
  valuePerHour: z
    .string({ error: money })
    .regex(MONEY_OR_BLANK, money)
    .nullish()
    .transform((text) => (text?.trim() ? text.trim() : null))
    .meta({ description: 'R$ por hora como texto decimal com ponto e até 2 casas, não negativo', example: '150.00' }),
  active: z.boolean().default(true),
});
export type ScheduleShiftBody = z.input<typeof scheduleShiftBodySchema>;
export type ScheduleShiftValues = z.output<typeof scheduleShiftBodySchema>;

export const scheduleShiftListQuerySchema = registryListQuerySchema;
export type ScheduleShiftListQuery = z.output<typeof scheduleShiftListQuerySchema>;
export const scheduleShiftExportQuerySchema = scheduleShiftListQuerySchema.omit({
  page: true,
  pageSize: true,
  updatedSince: true,
});

/** A workplace the select offers: the company's live ones. */
export const shiftWorkplaceOptionsSchema = z.object({
  items: z.array(z.object({ id: z.uuid(), name: z.string(), active: z.boolean() })),
});
export type ShiftWorkplaceOption = z.infer<typeof shiftWorkplaceOptionsSchema>['items'][number];

const tags = ['schedules'];

export const scheduleShiftRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/schedule-shifts',
    summary: 'Turnos da empresa (modelos de horário das escalas): busca, ordenação, páginas, updatedSince',
    tags,
    querystring: scheduleShiftListQuerySchema,
    response: registryListResponse(scheduleShiftSchema),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/api/schedule-shifts/export',
    summary: 'Planilha Excel dos turnos com os mesmos filtros da lista',
    tags,
    querystring: scheduleShiftExportQuerySchema,
    response: z.unknown(),
    fileTypes: XLSX_FILE,
  }),
  workplaces: defineRoute({
    method: 'GET',
    path: '/api/schedule-shifts/workplaces',
    summary: 'Locais de trabalho da empresa (não excluídos) que um turno pode ter',
    tags,
    response: shiftWorkplaceOptionsSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/schedule-shifts/:id',
    summary: 'Um turno (também excluído)',
    tags,
    params: registryIdParamsSchema,
    response: scheduleShiftSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/schedule-shifts',
    summary: 'Criar turno (fim igual ou antes do início: dia seguinte; horários iguais: 24 h)',
    tags,
    body: scheduleShiftBodySchema,
    response: scheduleShiftSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/schedule-shifts/:id',
    summary: 'Alterar turno',
    tags,
    params: registryIdParamsSchema,
    body: scheduleShiftBodySchema,
    response: scheduleShiftSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/schedule-shifts/:id',
    summary: 'Excluir turno (exclusão lógica)',
    tags,
    params: registryIdParamsSchema,
    response: scheduleShiftSchema,
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/api/schedule-shifts/:id/restore',
    summary: 'Restaurar turno excluído',
    tags,
    params: registryIdParamsSchema,
    response: scheduleShiftSchema,
  }),
} as const;
