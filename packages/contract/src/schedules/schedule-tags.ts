import { z } from 'zod';
import { fmt, messages } from '../i18n';
import { scheduleTagsScreenMessages } from '../i18n/screen-texts/schedule-tags';
import { defineRoute } from '../route';
import { optionalText, registryIdParamsSchema, requiredText } from '../registries/common';

/** Imported from the screen's texts directly: in the web the catalog mounts them empty (decision 029). */
const e = scheduleTagsScreenMessages.errors;
const v = messages.validation;

/**
 * The colours a tag may take (decision 044): a fixed palette whose shades the screens draw with
 * AA contrast, named in pt-BR — never a free colour no one can read.
 */
export const SCHEDULE_TAG_COLORS = ['BLUE', 'GREEN', 'ORANGE', 'PURPLE', 'RED', 'TEAL', 'PINK', 'GRAY'] as const;
export type ScheduleTagColor = (typeof SCHEDULE_TAG_COLORS)[number];

export const SCHEDULE_TAG_NAME_MAX = 60;
export const SCHEDULE_TAG_DESCRIPTION_MAX = 300;
/** The most doctors a tag lists (a group far larger than any anesthesia cooperative). */
export const SCHEDULE_TAG_DOCTORS_MAX = 1000;

/** A tag as answered: with the doctors who hold it and the live lines that ask for it. */
export const scheduleTagSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  color: z.enum(SCHEDULE_TAG_COLORS),
  description: z.string().nullable(),
  active: z.boolean(),
  /** The company's doctors (users) holding the tag. */
  doctorIds: z.array(z.uuid()),
  /** "Hospital Central — Noite" of each live line asking for the tag. */
  lines: z.array(z.object({ id: z.uuid(), label: z.string() })),
});
export type ScheduleTag = z.infer<typeof scheduleTagSchema>;

/** A doctor a tag may list: the company's active anesthetists and residents. */
export const scheduleTagDoctorSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  initials: z.string().nullable(),
  isResident: z.boolean(),
});

export const scheduleTagsResponseSchema = z.object({
  /** The company's live tags, by name. */
  items: z.array(scheduleTagSchema),
  doctors: z.array(scheduleTagDoctorSchema),
});
export type ScheduleTags = z.infer<typeof scheduleTagsResponseSchema>;

export const scheduleTagBodySchema = z.object({
  name: requiredText(SCHEDULE_TAG_NAME_MAX),
  color: z.enum(SCHEDULE_TAG_COLORS, { error: e.color }),
  description: optionalText(SCHEDULE_TAG_DESCRIPTION_MAX),
  active: z.boolean().default(true),
  doctorIds: z
    .array(z.uuid({ error: e.doctor }), { error: e.doctor })
    .max(SCHEDULE_TAG_DOCTORS_MAX, fmt(v.maxLength, { max: SCHEDULE_TAG_DOCTORS_MAX }))
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type ScheduleTagBody = z.input<typeof scheduleTagBodySchema>;
export type ScheduleTagValues = z.output<typeof scheduleTagBodySchema>;

const tags = ['schedules'];

/** Routes of /client/TagsSchedule (platform.md §2 TagsSchedule; decision 044). */
export const scheduleTagRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/schedule-tags',
    summary: 'Etiquetas da escala: as competências dos médicos, quem as tem e as linhas que as exigem',
    tags,
    response: scheduleTagsResponseSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/schedule-tags',
    summary: 'Criar uma etiqueta',
    tags,
    body: scheduleTagBodySchema,
    response: scheduleTagSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/schedule-tags/:id',
    summary: 'Alterar uma etiqueta (nome, cor, descrição, situação e médicos)',
    tags,
    params: registryIdParamsSchema,
    body: scheduleTagBodySchema,
    response: scheduleTagSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/schedule-tags/:id',
    summary: 'Excluir uma etiqueta que nenhuma linha exige',
    tags,
    params: registryIdParamsSchema,
    response: scheduleTagSchema,
  }),
} as const;
