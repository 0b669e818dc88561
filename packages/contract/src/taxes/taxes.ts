import { z } from 'zod';
import {
  TAX_BASES,
  TAX_CALCULATIONS,
  TAX_IDENTIFIERS,
  TAX_KINDS,
  TAX_PERSON_TYPES,
} from '@honora/domain/taxes/vocabulary';
import { fmt, messages } from '../i18n';
import { defineRoute } from '../route';
import { requiredText } from '../registries/common';
import { taxesScreenMessages } from '../i18n/screen-texts/taxes';

const v = messages.validation;
const e = taxesScreenMessages.errors;

/** Limits of the tax registry (billing.md §3 Tax). */
export const TAX_LIMITS = { name: 80, order: 999, receivers: 500, insurers: 200, taxes: 200 } as const;

/** A calendar month, 'YYYY-MM' (the validity of a tax version, the month of a transfer). */
export const monthSchema = z
  .string({ error: e.month })
  .trim()
  .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, e.month);

const percentText = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,4})?$/, e.taxRateRange)
  .nullish()
  .transform((s) => (s ? s : null));
const amountText = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, e.taxAmountPositive)
  .nullish()
  .transform((s) => (s ? s : null));

/** One version of a tax: how it is computed from `validFrom` on. */
export const taxVersionBodySchema = z.object({
  validFrom: monthSchema,
  base: z.enum(TAX_BASES, { error: v.required }),
  calculation: z.enum(TAX_CALCULATIONS, { error: v.required }),
  ratePercent: percentText,
  amount: amountText,
  personType: z.enum(TAX_PERSON_TYPES).default('ALL'),
  receiverIds: z
    .array(z.string({ error: v.invalidId }).trim().min(1, v.invalidId).max(64, v.invalidId))
    .max(TAX_LIMITS.receivers, fmt(e.tooMany, { max: TAX_LIMITS.receivers }))
    .default([]),
  healthInsuranceIds: z
    .array(z.uuid({ error: v.invalidId }))
    .max(TAX_LIMITS.insurers, fmt(e.tooMany, { max: TAX_LIMITS.insurers }))
    .default([]),
  withheldByPayer: z.boolean().default(false),
});
export type TaxVersionBody = z.input<typeof taxVersionBodySchema>;

const range = fmt(v.range, { min: 0, max: TAX_LIMITS.order });
const taxFields = {
  name: requiredText(TAX_LIMITS.name),
  identifier: z.enum(TAX_IDENTIFIERS, { error: v.required }),
  kind: z.enum(TAX_KINDS, { error: v.required }),
  order: z.number({ error: v.numeric }).int(range).min(0, range).max(TAX_LIMITS.order, range).default(0),
  validUntil: monthSchema.nullish().transform((s) => s ?? null),
};
export const taxUpdateBodySchema = z.object(taxFields);
export type TaxUpdateBody = z.input<typeof taxUpdateBodySchema>;
export const taxCreateBodySchema = z.object({ ...taxFields, version: taxVersionBodySchema });
export type TaxCreateBody = z.input<typeof taxCreateBodySchema>;

export const taxVersionSchema = z.object({
  id: z.uuid(),
  validFrom: z.string(),
  base: z.enum(TAX_BASES),
  calculation: z.enum(TAX_CALCULATIONS),
  ratePercent: z.string().nullable(),
  amount: z.string().nullable(),
  personType: z.enum(TAX_PERSON_TYPES),
  receiverIds: z.array(z.string()),
  healthInsuranceIds: z.array(z.string()),
  withheldByPayer: z.boolean(),
});
export type TaxVersion = z.infer<typeof taxVersionSchema>;

export const taxSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  name: z.string(),
  identifier: z.enum(TAX_IDENTIFIERS),
  kind: z.enum(TAX_KINDS),
  order: z.number().int(),
  validUntil: z.string().nullable(),
  /** Oldest first. */
  versions: z.array(taxVersionSchema),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
});
export type Tax = z.infer<typeof taxSchema>;

export const taxListQuerySchema = z.object({
  deleted: z.enum(['true', 'false']).default('false'),
});

/** The built-in tables (decision 028): monthly IRRF tables and INSS ceilings, by validity. */
export const taxTablesSchema = z.object({
  irrf: z.array(
    z.object({
      validFrom: z.string(),
      source: z.string(),
      brackets: z.array(z.object({ upTo: z.string().nullable(), ratePercent: z.string(), deduction: z.string() })),
      dependantDeduction: z.string(),
      simplifiedDiscount: z.string(),
      reduction: z
        .object({
          fullUpTo: z.string(),
          fullMax: z.string(),
          partialUpTo: z.string(),
          partialConstant: z.string(),
          partialFactor: z.string(),
        })
        .nullable(),
    }),
  ),
  inssCeilings: z.array(z.object({ validFrom: z.string(), ceiling: z.string(), source: z.string() })),
});
export type TaxTables = z.infer<typeof taxTablesSchema>;

const tags = ['taxes'];
const params = z.object({ id: z.uuid({ error: v.invalidId }) });
const versionParams = params.extend({ versionId: z.uuid({ error: v.invalidId }) });

export const taxesRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/taxes',
    summary: 'Impostos e taxas da empresa, com as vigências (ordem de cálculo)',
    tags,
    querystring: taxListQuerySchema,
    response: z.object({ items: z.array(taxSchema) }),
  }),
  tables: defineRoute({
    method: 'GET',
    path: '/api/taxes/tables',
    summary: 'Tabelas oficiais: IRRF mensal e teto do INSS, por vigência',
    tags,
    response: taxTablesSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/taxes/:id',
    summary: 'Um imposto ou taxa',
    tags,
    params,
    response: taxSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/taxes',
    summary: 'Cadastrar imposto ou taxa com a primeira vigência',
    tags,
    body: taxCreateBodySchema,
    response: taxSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/taxes/:id',
    summary: 'Alterar nome, identificador, tipo, ordem ou último mês em vigor',
    tags,
    params,
    body: taxUpdateBodySchema,
    response: taxSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/taxes/:id',
    summary: 'Excluir imposto',
    tags,
    params,
    response: taxSchema,
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/api/taxes/:id/restore',
    summary: 'Restaurar imposto excluído',
    tags,
    params,
    response: taxSchema,
  }),
  addVersion: defineRoute({
    method: 'POST',
    path: '/api/taxes/:id/versions',
    summary: 'Nova vigência de um imposto',
    tags,
    params,
    body: taxVersionBodySchema,
    response: taxSchema,
  }),
  updateVersion: defineRoute({
    method: 'PUT',
    path: '/api/taxes/:id/versions/:versionId',
    summary: 'Alterar uma vigência',
    tags,
    params: versionParams,
    body: taxVersionBodySchema,
    response: taxSchema,
  }),
  removeVersion: defineRoute({
    method: 'DELETE',
    path: '/api/taxes/:id/versions/:versionId',
    summary: 'Excluir uma vigência (não a única)',
    tags,
    params: versionParams,
    response: taxSchema,
  }),
} as const;
