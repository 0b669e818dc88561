import { z } from 'zod';
import { messages } from '../i18n';
import { integrationsScreenMessages } from '../i18n/screen-texts/integrations';
import { requiredText } from '../registries/common';
import { defineRoute } from '../route';

const e = integrationsScreenMessages.errors;
const v = messages.validation;

/** The record kinds mapped to the external registry (platform.md §3 mapping type). */
export const AXREG_TYPES = ['surgeon', 'anesthetist', 'healthInsurance', 'hospital'] as const;
export type AxregType = (typeof AXREG_TYPES)[number];

/** platform.md §8: a missing (or not positive whole) axregId answers 'axregId não informado'. */
export const axregIdSchema = z
  .number({ error: e.axregIdMissing })
  .int(e.axregIdMissing)
  .min(1, e.axregIdMissing)
  .max(Number.MAX_SAFE_INTEGER, e.axregIdMissing)
  .meta({ description: 'Id do registro no cadastro externo (inteiro positivo)', example: 1042 });

const companyIdSchema = z.uuid({ error: v.invalidId });
const typeSchema = z.enum(AXREG_TYPES);

export const axregCompanyParamsSchema = z.object({ companyId: companyIdSchema });
export const axregIntegrationParamsSchema = z.object({
  id: z.uuid({ error: v.invalidId }).meta({ description: 'Id da empresa ou da integração' }),
});
export const axregConsumeParamsSchema = z.object({
  companyId: companyIdSchema,
  axregId: z
    .string({ error: e.axregIdMissing })
    .regex(/^[1-9]\d{0,14}$/, e.axregIdMissing)
    .transform(Number)
    .meta({ description: 'Id do registro no cadastro externo (inteiro positivo)', example: '1042' }),
});
export const axregTypeQuerySchema = z.object({ type: typeSchema });

/** POST /axreg/tofrom (platform.md §7: type, {product}Id, axregId, companyId, userId). */
export const axregMapBodySchema = z.object({
  type: typeSchema,
  productId: z.uuid({ error: v.invalidId }),
  axregId: axregIdSchema,
  companyId: companyIdSchema,
  /** Who mapped: the session's user is recorded whatever is sent. */
  userId: z.uuid().nullish(),
});
export type AxregMapBody = z.input<typeof axregMapBodySchema>;

/** DELETE /axreg/tofrom (platform.md §7: type, axregId, companyId). */
export const axregUnmapBodySchema = z.object({ type: typeSchema, axregId: axregIdSchema, companyId: companyIdSchema });

/** POST /axreg/update_tofrom_visibility (platform.md §7: type, axregId, companyId, userId, visible). */
export const axregVisibilityBodySchema = axregUnmapBodySchema.extend({
  userId: z.uuid().nullish(),
  visible: z.boolean(),
});

export const axregMappingSchema = z.object({
  id: z.uuid(),
  type: typeSchema,
  productId: z.uuid(),
  /** The product record's name (null when it was removed since). */
  productName: z.string().nullable(),
  axregId: z.number().int(),
  companyId: z.uuid(),
  userId: z.uuid().nullable(),
  visible: z.boolean(),
  createdAt: z.string(),
});
export type AxregMapping = z.infer<typeof axregMappingSchema>;

/** POST /axreg/integration: the registry's address and credentials; the secret may be left out to keep it. */
export const axregIntegrationBodySchema = z.object({
  companyId: companyIdSchema.optional(),
  baseUrl: z
    .string({ error: e.baseUrl })
    .trim()
    .max(300, e.baseUrl)
    .regex(/^https?:\/\/[^\s/]+[^\s]*$/, e.baseUrl),
  clientId: requiredText(200),
  secret: z.string().max(500).optional(),
  active: z.boolean().optional(),
});
export type AxregIntegrationBody = z.input<typeof axregIntegrationBodySchema>;

const countsSchema = z.object({
  new: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
});
/** What a sync found, per type: registry records not mapped yet, mapped ones that changed (brought in), the rest. */
export const axregSyncReportSchema = z.object({
  syncedAt: z.string(),
  types: z.record(typeSchema, countsSchema),
});
export type AxregSyncReport = z.infer<typeof axregSyncReportSchema>;

/** The company's registry settings as answered: never the secret nor the token. */
export const axregIntegrationSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  provider: z.literal('AXREG'),
  baseUrl: z.string(),
  clientId: z.string(),
  hasSecret: z.boolean(),
  active: z.boolean(),
  institutionId: z.string().nullable(),
  /** The institution's name when the sync was activated. */
  institutionName: z.string().nullable(),
  syncActivatedAt: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  lastSyncReport: axregSyncReportSchema.nullable(),
});
export type AxregIntegration = z.infer<typeof axregIntegrationSchema>;
export const axregIntegrationAnswerSchema = z.object({ integration: axregIntegrationSchema.nullable() });

export const axregInstitutionBodySchema = z.object({ companyId: companyIdSchema.optional() });
export const axregInstitutionSchema = z.object({ id: z.string(), name: z.string(), cnpj: z.string().nullable() });
export const axregSyncBodySchema = z.object({
  companyId: companyIdSchema.optional(),
  institutionId: requiredText(100),
});

/** A suggested match (decision 053): the product record, the registry's, and the key they share. */
export const axregSuggestionSchema = z.object({
  productId: z.uuid(),
  productName: z.string(),
  axregId: z.number().int(),
  axregName: z.string(),
  reason: z.enum(['crm', 'cnpj', 'registerAns', 'name']),
});
export type AxregSuggestion = z.infer<typeof axregSuggestionSchema>;

export const axregConsumeAnswerSchema = z.object({ mapping: axregMappingSchema, created: z.boolean() });

const tags = ['integrations'];
const MAPPING = '/api/axreg/tofrom';
const INTEGRATION = '/api/axreg/integration';
const REMOTE = [502, 503] as const;

/**
 * The /axreg calls of platform.md §7 under the API's base (decision 053): the mapping of product
 * records to the external registry's, the registry settings, and the calls that reach it.
 */
export const axregRoutes = {
  mappings: defineRoute({
    method: 'GET',
    path: `${MAPPING}/:companyId`,
    summary: 'Vínculos entre os cadastros da empresa e o cadastro externo',
    tags,
    params: axregCompanyParamsSchema,
    response: z.object({ items: z.array(axregMappingSchema) }),
  }),
  map: defineRoute({
    method: 'POST',
    path: MAPPING,
    summary: 'Vincular um cadastro da empresa a um registro do cadastro externo',
    tags,
    body: axregMapBodySchema,
    response: axregMappingSchema,
  }),
  unmap: defineRoute({
    method: 'DELETE',
    path: MAPPING,
    summary: 'Desfazer um vínculo com o cadastro externo',
    tags,
    body: axregUnmapBodySchema,
    response: axregMappingSchema,
  }),
  visibility: defineRoute({
    method: 'POST',
    path: '/api/axreg/update_tofrom_visibility',
    summary: 'Mostrar ou esconder um registro do cadastro externo',
    tags,
    body: axregVisibilityBodySchema,
    response: axregMappingSchema,
  }),
  saveIntegration: defineRoute({
    method: 'POST',
    path: INTEGRATION,
    summary: 'Configurar o acesso ao cadastro externo (o segredo nunca é devolvido)',
    tags,
    body: axregIntegrationBodySchema,
    response: axregIntegrationSchema,
  }),
  integration: defineRoute({
    method: 'GET',
    path: INTEGRATION,
    summary: 'A configuração do cadastro externo da empresa da sessão',
    tags,
    response: axregIntegrationAnswerSchema,
  }),
  integrationById: defineRoute({
    method: 'GET',
    path: `${INTEGRATION}/:id`,
    summary: 'A configuração do cadastro externo, pelo id da empresa ou da integração',
    tags,
    params: axregIntegrationParamsSchema,
    response: axregIntegrationAnswerSchema,
  }),
  institutions: defineRoute({
    method: 'POST',
    path: '/api/axreg/institution',
    summary: 'Instituições disponíveis no cadastro externo',
    tags,
    body: axregInstitutionBodySchema,
    response: z.object({ items: z.array(axregInstitutionSchema) }),
    errorStatuses: REMOTE,
  }),
  syncActivation: defineRoute({
    method: 'POST',
    path: '/api/axreg/sync_activation',
    summary: 'Ativar a sincronização e trazer as mudanças do cadastro externo',
    tags,
    body: axregSyncBodySchema,
    response: axregSyncReportSchema,
    errorStatuses: REMOTE,
  }),
  suggestions: defineRoute({
    method: 'GET',
    path: '/api/axreg/suggestions/:companyId',
    summary: 'Sugestões de vínculo entre os cadastros da empresa e os do cadastro externo',
    tags,
    params: axregCompanyParamsSchema,
    querystring: axregTypeQuerySchema,
    response: z.object({ items: z.array(axregSuggestionSchema) }),
    errorStatuses: REMOTE,
  }),
  consumeSingle: defineRoute({
    method: 'GET',
    path: '/api/axreg/consume_single/:companyId/:axregId',
    summary: 'Importar um registro do cadastro externo e vinculá-lo',
    tags,
    writes: true,
    params: axregConsumeParamsSchema,
    querystring: axregTypeQuerySchema,
    response: axregConsumeAnswerSchema,
    errorStatuses: REMOTE,
  }),
};
