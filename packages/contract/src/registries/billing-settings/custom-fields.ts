import { z } from 'zod';
import { fmt, messages } from '../../i18n';
import { defineRoute } from '../../route';
import { XLSX_FILE } from '../../files';
import {
  registryIdParamsSchema,
  registryListQuerySchema,
  registryListResponse,
  registryRecordShape,
  requiredText,
} from '../common';

const v = messages.validation;
const e = messages.screens.billingSettings.customFields.errors;

/** Where a custom field appears: on events or on patients. */
export const customFieldEntities = ['event', 'patient'] as const;
export type CustomFieldEntity = (typeof customFieldEntities)[number];

export const customFieldTypes = ['text', 'number', 'date', 'select', 'boolean'] as const;
export type CustomFieldType = (typeof customFieldTypes)[number];

/** platform.md §5 / §9: "Filterable custom fields at most 10" — per company, counting its live (not deleted) fields. */
export const MAX_FILTERABLE_CUSTOM_FIELDS = 10;
export const MAX_CUSTOM_FIELD_OPTIONS = 100;
export const CUSTOM_FIELD_POSITION_MAX = 9999;

/**
 * The key a custom field's values are stored under: a lower-case letter, then up to 39
 * letters (no accents), digits or '_' — safe as a JSON key and in a spreadsheet header.
 */
export const CUSTOM_FIELD_KEY_PATTERN = /^[a-z][a-zA-Z0-9_]{0,39}$/;

export function isCustomFieldKey(key: string): boolean {
  return CUSTOM_FIELD_KEY_PATTERN.test(key);
}

/**
 * What is wrong with the options of a field, or null: a select needs 1 to 100 distinct
 * options (compared trimmed, case-insensitively); other types take no options (the
 * schema drops them).
 */
export function customFieldOptionsProblem(type: CustomFieldType, options: readonly string[]): string | null {
  if (type !== 'select') return null;
  if (options.length === 0) return e.optionsRequired;
  if (options.length > MAX_CUSTOM_FIELD_OPTIONS) return fmt(e.tooManyOptions, { max: MAX_CUSTOM_FIELD_OPTIONS });
  const seen = new Set<string>();
  for (const option of options) {
    const folded = option.trim().toLocaleLowerCase('pt-BR');
    if (seen.has(folded)) return fmt(e.duplicateOption, { option: option.trim() });
    seen.add(folded);
  }
  return null;
}

export const customFieldSchema = z.object({
  ...registryRecordShape,
  entity: z.enum(customFieldEntities),
  key: z.string(),
  label: z.string(),
  type: z.enum(customFieldTypes),
  options: z.array(z.string()),
  filterable: z.boolean(),
  required: z.boolean(),
  position: z.number().int(),
});
export type CustomField = z.infer<typeof customFieldSchema>;

const positionRange = fmt(v.range, { min: 0, max: CUSTOM_FIELD_POSITION_MAX });

/**
 * Create / change a custom field. `entity`, `key` and `type` cannot change after creation
 * (values are stored under the key with that type); the server refuses a change.
 */
export const customFieldBodySchema = z
  .object({
    entity: z.enum(customFieldEntities, { error: v.required }),
    key: z.string({ error: v.required }).trim().min(1, v.required).regex(CUSTOM_FIELD_KEY_PATTERN, e.key),
    label: requiredText(100),
    type: z.enum(customFieldTypes, { error: v.required }),
    options: z
      .array(
        z
          .string({ error: v.required })
          .trim()
          .min(1, v.required)
          .max(100, fmt(v.maxLength, { max: 100 })),
      )
      .default([])
      .meta({
        description: `Só para o tipo select: de 1 a ${MAX_CUSTOM_FIELD_OPTIONS} opções sem repetir (sem distinguir maiúsculas), regra que o JSON Schema não expressa; nos outros tipos são ignoradas`,
      }),
    filterable: z.boolean().default(false),
    required: z.boolean().default(false),
    position: z
      .number({ error: positionRange })
      .int(positionRange)
      .min(0, positionRange)
      .max(CUSTOM_FIELD_POSITION_MAX, positionRange)
      .default(0),
    active: z.boolean().default(true),
  })
  .superRefine((body, ctx) => {
    const problem = customFieldOptionsProblem(body.type, body.options);
    if (problem) ctx.addIssue({ code: 'custom', path: ['options'], message: problem });
  })
  .transform((body) => (body.type === 'select' ? body : { ...body, options: [] }));
export type CustomFieldBody = z.input<typeof customFieldBodySchema>;
export type CustomFieldValues = z.output<typeof customFieldBodySchema>;

export const customFieldListQuerySchema = registryListQuerySchema.extend({
  entity: z.enum(customFieldEntities).optional(),
});
export type CustomFieldListQuery = z.output<typeof customFieldListQuerySchema>;

export const customFieldExportQuerySchema = customFieldListQuerySchema.omit({
  page: true,
  pageSize: true,
  updatedSince: true,
});

const tags = ['billing-settings'];

export const customFieldRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/custom-fields',
    summary:
      'Campos personalizados da empresa (eventos e pacientes): busca pelo rótulo, ordenação, páginas, updatedSince',
    tags,
    querystring: customFieldListQuerySchema,
    response: registryListResponse(customFieldSchema),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/api/custom-fields/export',
    summary: 'Planilha Excel dos campos personalizados com os mesmos filtros da lista',
    tags,
    querystring: customFieldExportQuerySchema,
    response: z.unknown(),
    fileTypes: XLSX_FILE,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/custom-fields/:id',
    summary: 'Um campo personalizado (também excluído)',
    tags,
    params: registryIdParamsSchema,
    response: customFieldSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/custom-fields',
    summary: 'Criar campo personalizado (chave única por empresa e entidade; no máximo 10 filtráveis)',
    tags,
    body: customFieldBodySchema,
    response: customFieldSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/custom-fields/:id',
    summary: 'Alterar campo personalizado (entidade, chave e tipo não mudam)',
    tags,
    params: registryIdParamsSchema,
    body: customFieldBodySchema,
    response: customFieldSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/custom-fields/:id',
    summary: 'Excluir campo personalizado (exclusão lógica)',
    tags,
    params: registryIdParamsSchema,
    response: customFieldSchema,
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/api/custom-fields/:id/restore',
    summary: 'Restaurar campo personalizado excluído',
    tags,
    params: registryIdParamsSchema,
    response: customFieldSchema,
  }),
} as const;
