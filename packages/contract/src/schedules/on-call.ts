import { VIOLATION_CODES } from '@honora/domain/schedules/types';
import { z } from 'zod';
import { messages } from '../i18n';
import { onCallLinesErrors, onCallScheduleErrors } from '../i18n/screen-texts/on-call-errors';
import { PDF_FILE, XLSX_FILE } from '../files';
import { defineRoute } from '../route';
import { registryIdParamsSchema } from '../registries/common';
import { SCHEDULE_TAG_COLORS } from './schedule-tags';
import { SLOT_CATEGORIES } from './slot-categories';

/** The refusals apart from the screens' texts, which load with the screens (decision 029). */
const e = onCallScheduleErrors;
const le = onCallLinesErrors;
const v = messages.validation;

/** platform.md §5 "range between 1 and 20": the doctors a line takes per day. */
export const LINE_POSITIONS_MAX = 20;
/** scheduleConfig: the least rest between presential slots, in whole hours (0 = none). */
export const MIN_REST_HOURS_MAX = 48;

// ---------------------------------------------------------------- lines (ConfigOnCallSchedule)

/** One line of the roster: a shift staffed at a workplace (decision 043). */
export const scheduleLineSchema = z.object({
  id: z.uuid(),
  workplaceId: z.uuid(),
  workplaceName: z.string(),
  shiftId: z.uuid(),
  shiftName: z.string(),
  /** The shift's clock times "HH:mm" (an end at or before the start is the next day). */
  start: z.string(),
  end: z.string(),
  slotCategory: z.enum(SLOT_CATEGORIES),
  positions: z.number().int(),
  /** Decimal text "33.33", or null. */
  onCallPercentage: z.string().nullable(),
  /** The tag its doctors must hold (TagsSchedule; decision 044), or null. */
  requiredTag: z.object({ id: z.uuid(), name: z.string(), color: z.enum(SCHEDULE_TAG_COLORS) }).nullable(),
  active: z.boolean(),
});
export type ScheduleLine = z.infer<typeof scheduleLineSchema>;

/** platform.md §5 "on-call percentage at most 100": 0 to 100, up to 2 decimals, or blank. */
const PERCENTAGE = /^\s*(?:100(?:\.0{1,2})?|\d{1,2}(?:\.\d{1,2})?)?\s*$/;

export const scheduleLineBodySchema = z.object({
  workplaceId: z.uuid({ error: le.workplace }),
  shiftId: z.uuid({ error: le.shift }),
  positions: z
    .number({ error: le.positions })
    .int(le.positions)
    .min(1, le.positions)
    .max(LINE_POSITIONS_MAX, le.positions),
  onCallPercentage: z
    .string({ error: le.percentage })
    .regex(PERCENTAGE, le.percentage)
    .nullish()
    .transform((text) => (text?.trim() ? text.trim() : null))
    .meta({ description: 'Percentual de 0 a 100 como texto decimal com ponto e até 2 casas', example: '33.33' }),
  requiredTagId: z
    .uuid({ error: le.tag })
    .nullish()
    .transform((id) => id ?? null)
    .meta({ description: 'A etiqueta que os médicos da linha precisam ter; em branco, nenhuma' }),
  active: z.boolean().default(true),
});
export type ScheduleLineBody = z.input<typeof scheduleLineBodySchema>;
export type ScheduleLineValues = z.output<typeof scheduleLineBodySchema>;

/** What the line form offers: the company's live workplaces and shifts. */
export const scheduleLineOptionsSchema = z.object({
  workplaces: z.array(z.object({ id: z.uuid(), name: z.string() })),
  shifts: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      start: z.string(),
      end: z.string(),
      slotCategory: z.enum(SLOT_CATEGORIES),
      /** The one workplace the shift belongs to, or null (any). */
      workplaceId: z.uuid().nullable(),
    }),
  ),
  /** The company's active tags a line may ask for (decision 044). */
  tags: z.array(z.object({ id: z.uuid(), name: z.string(), color: z.enum(SCHEDULE_TAG_COLORS) })),
});
export type ScheduleLineOptions = z.infer<typeof scheduleLineOptionsSchema>;

/** The company's schedule settings (scheduleConfig). */
export const scheduleSettingsSchema = z.object({
  minRestHours: z.number().int(),
  swapNeedsApproval: z.boolean(),
});
export type ScheduleSettings = z.infer<typeof scheduleSettingsSchema>;
export const scheduleSettingsBodySchema = z.object({
  minRestHours: z.number({ error: le.minRest }).int(le.minRest).min(0, le.minRest).max(MIN_REST_HOURS_MAX, le.minRest),
  swapNeedsApproval: z.boolean({ error: v.required }),
});
export type ScheduleSettingsBody = z.input<typeof scheduleSettingsBodySchema>;

// ---------------------------------------------------------------- the month (onCallSchedule)

/** A month of the roster, 'YYYY-MM'. */
export const rosterMonthSchema = z
  .string({ error: e.month })
  .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, e.month)
  .meta({ description: 'Mês AAAA-MM', example: '2026-12' });
export const rosterMonthParamsSchema = z.object({ month: rosterMonthSchema });

export const rosterDoctorSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The person's initials (sigla), or null when none is registered. */
  initials: z.string().nullable(),
  isResident: z.boolean(),
  /** False for a person no longer among the company's doctors, named by a slot of the month: shown, never offered. */
  active: z.boolean(),
});
export type RosterDoctor = z.infer<typeof rosterDoctorSchema>;

/** A cell's stored place. `version` is what a change must name (0: the cell was never filled). */
export const rosterSlotSchema = z.object({
  id: z.uuid(),
  lineId: z.uuid(),
  day: z.string(),
  position: z.number().int(),
  doctorId: z.uuid().nullable(),
  version: z.number().int(),
  /** ISO instants of the slot, from its shift when the doctor was placed. */
  startsAt: z.string(),
  endsAt: z.string(),
  changedByName: z.string(),
  changedAt: z.string(),
});
export type RosterSlot = z.infer<typeof rosterSlotSchema>;

/** A breach of the roster's rules (domain `Violation`), with its pt-BR text. */
export const rosterViolationSchema = z.object({
  code: z.enum(VIOLATION_CODES),
  slotId: z.string(),
  otherSlotId: z.string().optional(),
  doctorId: z.string().nullable(),
  message: z.string(),
});
export type RosterViolation = z.infer<typeof rosterViolationSchema>;

export const rosterMonthHeaderSchema = z.object({
  month: z.string(),
  /** Grows at each publication or closing (0: the month was never published nor closed). */
  version: z.number().int(),
  publishedAt: z.string().nullable(),
  publishedById: z.uuid().nullable(),
  publishedByName: z.string().nullable(),
  closedAt: z.string().nullable(),
  closedByName: z.string().nullable(),
  /** Whether the signed-in user may change the month's slots now (permission, publisher, closing). */
  canEdit: z.boolean(),
  canPublish: z.boolean(),
  /** The first day still open to changes, 'YYYY-MM-DD' (platform.md §5: not in the past). */
  firstEditableDay: z.string(),
});
export type RosterMonthHeader = z.infer<typeof rosterMonthHeaderSchema>;

export const rosterMonthSchemaResponse = z.object({
  header: rosterMonthHeaderSchema,
  lines: z.array(scheduleLineSchema),
  /** With the tags each holds (decision 044): a line asking for one offers its holders. */
  doctors: z.array(rosterDoctorSchema.extend({ tagIds: z.array(z.uuid()) })),
  slots: z.array(rosterSlotSchema),
  /** Every breach of the month as it stands (the whole roster validated). */
  violations: z.array(rosterViolationSchema),
});
export type RosterMonth = z.infer<typeof rosterMonthSchemaResponse>;

/** Place a doctor in a cell (or clear it with null), naming the version of the cell seen. */
export const rosterAssignBodySchema = z.object({
  lineId: z.uuid({ error: e.line }),
  day: z.iso.date({ error: e.day }),
  position: z
    .number({ error: e.position })
    .int(e.position)
    .min(0, e.position)
    .max(LINE_POSITIONS_MAX - 1, e.position),
  doctorId: z.uuid({ error: e.doctor }).nullable(),
  version: z.number({ error: v.required }).int(v.numeric).min(0, v.numeric).max(2_147_483_647, v.numeric),
});
export type RosterAssignBody = z.input<typeof rosterAssignBodySchema>;

export const rosterAssignResponseSchema = z.object({ slot: rosterSlotSchema });

export const rosterPublishBodySchema = z.object({
  version: z.number({ error: v.required }).int(v.numeric).min(0, v.numeric).max(2_147_483_647, v.numeric),
});

/** Copy into the month's open cells: from the previous month's same weekday, or from the month's first week. */
export const rosterCopyBodySchema = z.object({
  source: z.enum(['previousMonth', 'firstWeek'], { error: v.required }),
});
export const rosterCopyResponseSchema = z.object({ placed: z.number().int(), skipped: z.number().int() });
export const rosterPrintQuerySchema = z.object({
  workplaceId: z.uuid({ error: v.invalidId }).optional(),
});

const tags = ['schedules'];
const lineParams = registryIdParamsSchema;

export const onCallRoutes = {
  lines: defineRoute({
    method: 'GET',
    path: '/api/on-call/lines',
    summary: 'Linhas da escala de plantão (local × turno, médicos por dia, percentual do plantão)',
    tags,
    response: z.object({ items: z.array(scheduleLineSchema) }),
  }),
  lineOptions: defineRoute({
    method: 'GET',
    path: '/api/on-call/lines/options',
    summary: 'Locais e turnos ativos que uma linha pode ter',
    tags,
    response: scheduleLineOptionsSchema,
  }),
  createLine: defineRoute({
    method: 'POST',
    path: '/api/on-call/lines',
    summary: 'Criar linha da escala de plantão',
    tags,
    body: scheduleLineBodySchema,
    response: scheduleLineSchema,
  }),
  updateLine: defineRoute({
    method: 'PUT',
    path: '/api/on-call/lines/:id',
    summary: 'Alterar linha (menos vagas só se as retiradas estiverem vazias a partir de hoje)',
    tags,
    params: lineParams,
    body: scheduleLineBodySchema,
    response: scheduleLineSchema,
  }),
  removeLine: defineRoute({
    method: 'DELETE',
    path: '/api/on-call/lines/:id',
    summary: 'Excluir linha (só sem médicos escalados a partir de hoje)',
    tags,
    params: lineParams,
    response: scheduleLineSchema,
  }),
  settings: defineRoute({
    method: 'GET',
    path: '/api/on-call/settings',
    summary: 'Configuração das escalas da empresa (descanso mínimo, aprovação de trocas)',
    tags,
    response: scheduleSettingsSchema,
  }),
  saveSettings: defineRoute({
    method: 'PUT',
    path: '/api/on-call/settings',
    summary: 'Alterar a configuração das escalas',
    tags,
    body: scheduleSettingsBodySchema,
    response: scheduleSettingsSchema,
  }),
  month: defineRoute({
    method: 'GET',
    path: '/api/on-call/months/:month',
    summary: 'A escala de plantão do mês: linhas, médicos, vagas preenchidas e conflitos',
    tags,
    params: rosterMonthParamsSchema,
    response: rosterMonthSchemaResponse,
  }),
  assign: defineRoute({
    method: 'PUT',
    path: '/api/on-call/months/:month/slots',
    summary: 'Escalar um médico numa vaga (ou esvaziá-la), conferindo as regras da escala',
    tags,
    params: rosterMonthParamsSchema,
    body: rosterAssignBodySchema,
    response: rosterAssignResponseSchema,
  }),
  copy: defineRoute({
    method: 'POST',
    path: '/api/on-call/months/:month/copy',
    summary:
      'Preencher as vagas abertas a partir de hoje copiando o mês anterior ou a primeira semana (cada médico conferido pelas regras)',
    tags,
    params: rosterMonthParamsSchema,
    body: rosterCopyBodySchema,
    response: rosterCopyResponseSchema,
  }),
  export: defineRoute({
    method: 'GET',
    path: '/api/on-call/months/:month/export',
    summary: 'A escala do mês em Excel: um dia por linha, uma linha da escala por coluna, com os nomes',
    tags,
    params: rosterMonthParamsSchema,
    response: z.unknown(),
    fileTypes: XLSX_FILE,
  }),
  print: defineRoute({
    method: 'GET',
    path: '/api/on-call/months/:month/print',
    summary: 'A escala do mês em PDF para imprimir, uma página por local (ou só o local pedido)',
    tags,
    params: rosterMonthParamsSchema,
    querystring: rosterPrintQuerySchema,
    response: z.unknown(),
    fileTypes: PDF_FILE,
  }),
  publish: defineRoute({
    method: 'POST',
    path: '/api/on-call/months/:month/publish',
    summary: 'Publicar a escala do mês (depois, só quem publicou altera)',
    tags,
    params: rosterMonthParamsSchema,
    body: rosterPublishBodySchema,
    response: rosterMonthHeaderSchema,
  }),
} as const;
