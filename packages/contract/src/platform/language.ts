import { z } from 'zod';
import { fmt, messages } from '../i18n';
import { languageScreenMessages } from '../i18n/screen-texts/language';
import { defineRoute } from '../route';

/** Imported from the screen's texts directly: in the web the catalog mounts them empty (decision 029). */
const e = languageScreenMessages.errors;
const v = messages.validation;

/** The longest text an administrator may write for one key (the longest shipped one is far shorter). */
export const LANGUAGE_TEXT_MAX = 4_000;
export const LANGUAGE_KEY_MAX = 300;
export const LANGUAGE_PAGE_SIZE = 50;

/** /tools/Language's list: by key or text, shipped or edited, optionally only the edited ones. */
export const languageListQuerySchema = z.object({
  q: z
    .string({ error: v.numeric })
    .max(200, fmt(v.maxLength, { max: 200 }))
    .optional()
    .meta({ description: 'Parte da chave ou do texto (original ou editado)', example: 'Pacientes' }),
  edited: z.enum(['true', 'false'], { error: v.numeric }).optional().meta({ description: 'true: só os editados' }),
  page: z.coerce.number({ error: v.numeric }).int(v.numeric).min(1, v.numeric).max(100_000, v.numeric).default(1),
});
export type LanguageListQuery = z.input<typeof languageListQuerySchema>;

export const languageKeyParamsSchema = z.object({
  key: z
    .string({ error: v.required })
    .min(1, v.required)
    .max(LANGUAGE_KEY_MAX, fmt(v.maxLength, { max: LANGUAGE_KEY_MAX }))
    .meta({ description: 'Chave do texto no catálogo', example: 'screens.patients.title' }),
});

/** A new text for a key: validated against the shipped text on the server (it parses, same placeholders). */
export const languageTextBodySchema = z.object({
  text: z
    .string({ error: e.empty })
    .max(LANGUAGE_TEXT_MAX, fmt(e.tooLong, { max: LANGUAGE_TEXT_MAX }))
    // A pattern, not a refinement, so the OpenAPI document states it too: something besides spaces.
    .regex(/\S/, e.empty)
    .meta({ description: 'O novo texto (modelo ICU, decisão 025)', example: 'Pacientes atendidos' }),
});
export type LanguageTextBody = z.infer<typeof languageTextBodySchema>;

export const languageEntrySchema = z.object({
  key: z.string(),
  shipped: z.string(),
  /** The text in force: the edited one, or the shipped one. */
  text: z.string(),
  isEdited: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type LanguageEntry = z.infer<typeof languageEntrySchema>;

export const languageListSchema = z.object({
  items: z.array(languageEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LanguageList = z.infer<typeof languageListSchema>;

export const languageHistoryItemSchema = z.object({
  id: z.uuid(),
  action: z.enum(['edit', 'reset']),
  /** The text before (null when it was the shipped one). */
  oldText: z.string().nullable(),
  /** The text after (null after a reset: the shipped one). */
  newText: z.string().nullable(),
  changedByName: z.string(),
  changedAt: z.string(),
});
export type LanguageHistoryItem = z.infer<typeof languageHistoryItemSchema>;

export const languageDetailSchema = languageEntrySchema.extend({
  placeholders: z.array(z.string()),
  history: z.array(languageHistoryItemSchema),
});
export type LanguageDetail = z.infer<typeof languageDetailSchema>;

const tags = ['admin'];

/** /tools/Language (platform.md §2; decision 062): super admins only. */
export const languageRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/language',
    summary: 'Textos do catálogo pt-BR, com busca e filtro dos editados — apenas para Super Admin',
    tags,
    querystring: languageListQuerySchema,
    response: languageListSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/admin/language/:key',
    summary: 'Um texto: o original, o atual, os marcadores e o histórico — apenas para Super Admin',
    tags,
    params: languageKeyParamsSchema,
    response: languageDetailSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/admin/language/:key',
    summary: 'Editar um texto (vale para todos sem nova versão) — apenas para Super Admin',
    tags,
    params: languageKeyParamsSchema,
    body: languageTextBodySchema,
    response: languageDetailSchema,
  }),
  reset: defineRoute({
    method: 'DELETE',
    path: '/api/admin/language/:key',
    summary: 'Restaurar o texto original de uma chave — apenas para Super Admin',
    tags,
    params: languageKeyParamsSchema,
    response: languageDetailSchema,
  }),
} as const;
