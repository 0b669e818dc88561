import { healthInsurersMessages } from '../i18n/screen-texts/health-insurers';
import { z } from 'zod';
import { fmt, messages } from '../i18n';
import { defineRoute } from '../route';
import { XLSX_FILE } from '../files';
import {
  configPdfSchema,
  dayLimitsSchema,
  hashEncodings,
  insurerConfigsInputSchema,
  insurerConfigsSchema,
  insurerCustomFieldsSchema,
  insurerFinancialOutputSchema,
  insurerFinancialSchema,
  insurerFlagsSchema,
  insurerTaxSettingsSchema,
  insurerTransferSettingsSchema,
  optionalCnpjSchema,
  tissVersions,
  xmlFieldsSchema,
} from './health-insurer-settings';
import {
  optionalText,
  registryIdParamsSchema,
  registryListQuerySchema,
  registryListResponse,
  registryRecordShape,
  requiredText,
} from './common';

export * from './health-insurer-settings';
export * from './types-of-payment';

const v = messages.validation;
const m = healthInsurersMessages.validation;

export const insurerPayers = ['HEALTH_INSURANCE', 'HOSPITAL'] as const;

/**
 * An insurer as lists and pickers show it (the patient's insurer, the event's insurer).
 * The full record with every setting is healthInsurerSchema (below, issue 4).
 */
export const healthInsurerSummarySchema = z.object({
  ...registryRecordShape,
  name: z.string(),
  code: z.string().nullable(),
  registerANS: z.string().nullable(),
  cnpj: z.string().nullable(),
  payer: z.enum(insurerPayers),
  isParticular: z.boolean(),
});
export type HealthInsurerSummary = z.infer<typeof healthInsurerSummarySchema>;

/** Filters payer and active; sort by name (pt-BR order), code, registerANS or createdAt; search by name, code or ANS register. */
export const healthInsurerListQuerySchema = registryListQuerySchema.extend({
  payer: z.enum(insurerPayers).optional(),
});
export type HealthInsurerListQuery = z.output<typeof healthInsurerListQuerySchema>;
export const healthInsurerSortColumns = ['name', 'code', 'registerANS', 'createdAt'] as const;

/** The export takes the list's filters and order, without pages. */
export const healthInsurerExportQuerySchema = healthInsurerListQuerySchema.omit({
  page: true,
  pageSize: true,
  updatedSince: true,
});

/** One insurer with every setting (billing.md §3); the settings documents are answered with their defaults filled. */
export const healthInsurerSchema = healthInsurerSummarySchema.extend({
  versionXML: z.enum(tissVersions),
  hashEncoding: z.enum(hashEncodings),
  typesOfPaymentIds: z.array(z.uuid()),
  hasSendGuia: z.boolean(),
  isNotValued: z.boolean(),
  /** Read-only: whether events point at the insurer (kept by the events issue). */
  hasEvents: z.boolean(),
  dayLimits: dayLimitsSchema,
  flags: insurerFlagsSchema,
  xmlFields: xmlFieldsSchema,
  configs: insurerConfigsSchema,
  configPdf: configPdfSchema,
  customFields: insurerCustomFieldsSchema,
  financial: insurerFinancialOutputSchema,
  taxSettings: insurerTaxSettingsSchema,
  transferSettings: insurerTransferSettingsSchema,
  createdByName: z.string(),
  updatedByName: z.string().nullable(),
});
export type HealthInsurer = z.infer<typeof healthInsurerSchema>;

/** ANS operator register: 6 digits, or empty. */
const registerAnsSchema = optionalText(
  20,
  { pattern: /^\d+$/, message: v.digitsOnly },
  { pattern: /^\d{6}$/, message: m.registerAns },
);

/**
 * Create / replace an insurer. Every setting may be left out (its default, billing.md §5, §9).
 * The super-admin settings (INSURER_SUPER_ADMIN_SETTINGS) left out keep their current value
 * (their default for a new insurer); anyone but a super admin who changes them is refused.
 * The server also checks the CNPJ digits and that the types of payment are live ones of the
 * insurer's company. `hasEvents` is not accepted: it is computed.
 */
export const healthInsurerBodySchema = z.object({
  name: requiredText(120),
  code: optionalText(30),
  registerANS: registerAnsSchema,
  cnpj: optionalCnpjSchema,
  payer: z.enum(insurerPayers, { error: v.required }).default('HEALTH_INSURANCE'),
  typesOfPaymentIds: z
    .array(z.uuid({ error: v.invalidId }))
    .max(50, fmt(m.tooMany, { max: 50 }))
    .default(() => [])
    .transform((ids) => [...new Set(ids)]),
  active: z.boolean().default(true),
  hasSendGuia: z.boolean().default(false),
  isParticular: z.boolean().default(false),
  isNotValued: z.boolean().default(false),
  dayLimits: dayLimitsSchema.prefault({}),
  flags: insurerFlagsSchema.prefault({}),
  configs: insurerConfigsInputSchema.prefault({}),
  customFields: insurerCustomFieldsSchema,
  financial: insurerFinancialSchema.prefault({}),
  taxSettings: insurerTaxSettingsSchema.prefault({}),
  transferSettings: insurerTransferSettingsSchema.prefault({}),
  versionXML: z.enum(tissVersions, { error: m.versionXml }).optional(),
  hashEncoding: z.enum(hashEncodings, { error: m.hashEncoding }).optional(),
  xmlFields: xmlFieldsSchema.optional(),
  configPdf: configPdfSchema.optional(),
});
export type HealthInsurerBody = z.input<typeof healthInsurerBodySchema>;
export type HealthInsurerValues = z.output<typeof healthInsurerBodySchema>;

const tags = ['health-insurers'];
const params = registryIdParamsSchema;

export const healthInsurerRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/health-insurers',
    summary: 'Convênios (operadoras e hospitais pagadores) da empresa: busca, ordenação, páginas de 100, updatedSince',
    tags,
    querystring: healthInsurerListQuerySchema,
    response: registryListResponse(healthInsurerSummarySchema),
  }),
  export: defineRoute({
    method: 'GET',
    path: '/api/health-insurers/export',
    summary: 'Planilha (.xlsx) dos convênios com os filtros e a ordem da lista',
    tags,
    querystring: healthInsurerExportQuerySchema,
    response: z.unknown(),
    fileTypes: XLSX_FILE,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/health-insurers/:id',
    summary: 'Um convênio com todas as configurações (prazos, opções, guias, XML, PDF, financeiro, impostos, repasse)',
    tags,
    params,
    response: healthInsurerSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/health-insurers',
    summary: 'Cadastrar convênio; as configurações técnicas do XML TISS são apenas para Super Admin',
    tags,
    body: healthInsurerBodySchema,
    response: healthInsurerSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/health-insurers/:id',
    summary: 'Alterar convênio; as configurações técnicas do XML TISS são apenas para Super Admin',
    tags,
    params,
    body: healthInsurerBodySchema,
    response: healthInsurerSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/health-insurers/:id',
    summary: 'Excluir convênio (exclusão lógica: deixa as listas, o histórico fica)',
    tags,
    params,
    response: healthInsurerSchema,
  }),
  restore: defineRoute({
    method: 'POST',
    path: '/api/health-insurers/:id/restore',
    summary: 'Restaurar convênio excluído',
    tags,
    params,
    response: healthInsurerSchema,
  }),
} as const;
