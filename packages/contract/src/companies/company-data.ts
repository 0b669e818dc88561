import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { fmt, messages } from '../i18n';
import { defineRoute } from '../route';
import { CNPJ_DESCRIPTION, orEmpty } from '../document-rules';

const v = messages.validation;

/** Company flags of platform.md §3 / §6 and billing.md §6. */
export const companyFlagNames = [
  'filialHiddenMatrizData',
  'hidePricesFromResidents',
  'eventsByBranch',
  'eventsByHeadquarters',
  'surgeonVisibleToAll',
  'receiveOnlyByCollections',
  'disableDuplicateGuideCheck',
  'notChangeProcedureProportionInReportEvents',
  /** Closing a batch sends the guides of its checked events and blocks editing them (billing.md §4 Batch). */
  'closeBatchSendsAndLocks',
] as const;
export const companyFlagsSchema = z.object(
  Object.fromEntries(companyFlagNames.map((name) => [name, z.boolean().default(false)])) as Record<
    (typeof companyFlagNames)[number],
    z.ZodDefault<z.ZodBoolean>
  >,
);

export const companyDataSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['COMPANY', 'ONG']),
  name: z.string(),
  legalName: z.string().nullable(),
  cnpj: z.string().nullable(),
  cnes: z.string().nullable(),
  isMatriz: z.boolean(),
  isFilial: z.boolean(),
  matrizId: z.uuid().nullable(),
  filiaisIds: z.array(z.uuid()),
  billingType: z.enum(['MEDICAL', 'ANESTHETIST']),
  isPayer: z.boolean(),
  registrationType: z.enum(['personal', 'company']),
  agendaDisplay: z.enum(['SHIFT', 'DEMAND']),
  flags: companyFlagsSchema,
});
export type CompanyData = z.infer<typeof companyDataSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, fmt(v.maxLength, { max }))
    .transform((s) => (s === '' ? null : s))
    .nullable();

/** The editable part of a company; the server also checks the CNPJ's digits and the id rules. */
export const updateCompanyBodySchema = z.object({
  id: z.uuid({ error: messages.errors.idNotFound }),
  name: z
    .string({ error: v.required })
    .trim()
    .min(1, v.required)
    .min(TEXT_LIMITS.minLength, fmt(v.minLength, { min: 3 }))
    .max(120),
  legalName: optionalText(200),
  cnpj: z
    .string()
    .trim()
    .regex(orEmpty(new RegExp(`^[\\s\\S]{${TEXT_LIMITS.cnpjLength},}$`)), v.cnpjShort)
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .meta({ description: CNPJ_DESCRIPTION }),
  cnes: z
    .string()
    .trim()
    .regex(orEmpty(/^\d{7}$/), 'CNES deve ter 7 dígitos')
    .transform((s) => (s === '' ? null : s))
    .nullable(),
  billingType: z.enum(['MEDICAL', 'ANESTHETIST']),
  isPayer: z.boolean(),
  registrationType: z.enum(['personal', 'company']),
  agendaDisplay: z.enum(['SHIFT', 'DEMAND']),
  flags: companyFlagsSchema,
});

export const companyDataRoutes = {
  current: defineRoute({
    method: 'GET',
    path: '/api/company',
    summary: 'Dados da empresa selecionada',
    tags: ['companies'],
    response: companyDataSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/company',
    summary: 'Alterar os dados da empresa (o id precisa ser o da empresa selecionada)',
    tags: ['companies'],
    body: updateCompanyBodySchema,
    response: companyDataSchema,
  }),
} as const;
