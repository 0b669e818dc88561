import type { NegotiationTerms as EngineTerms } from '@honora/domain/pricing/types';
import { z } from 'zod';
import { fmt, messages } from '../i18n';
import { defineRoute } from '../route';
import { accommodations, eventTypes, registryIdParamsSchema, requiredText } from '../registries/common';
import {
  ANESTHETIC_INDICATOR_VALUES,
  ANESTHETIC_SIZE_VALUES,
  anestheticIndicatorSchema,
  bandTextSchema,
  FEE_BASIS_VALUES,
  factorTextSchema,
  grauPartSchema,
  isoDateSchema,
  moneyTextSchema,
  NOT_BILLED_GRAU_PART_VALUE,
  porteGradeSchema,
  procedureCodeSchema,
  shareTextSchema,
  TEAM_ROLE_VALUES,
  TECHNIQUE_VALUES,
} from './pricing-values';

const m = messages.screens.negotiations.validation;
const v = messages.validation;

/** Limits of a negotiation's lists (each list is edited on one screen and travels whole). */
export const NEGOTIATION_LIMITS = {
  /** Table configuration name (billing.md §5). */
  nameMax: 25,
  listItems: 2000,
  codesPerGroup: 500,
} as const;

/**
 * The defaults of a new negotiation: every constant of billing.md §9 that prices a procedure is
 * a term of the negotiation the billing manager can change, not a constant in code.
 */
export const NEGOTIATION_DEFAULTS = {
  feeBasis: 'ANESTHETIC',
  proportion: '0',
  automaticProportion: false,
  packages: [],
  billingPerHourGroups: [],
  expenses: [],
  overridesProcedures: [],
  customsProcedures: [],
  portesMap: {},
  anestheticPortes: { '1': '3A', '2': '3C', '3': '4C', '4': '6B', '5': '7C', '6': '9B', '7': '10C', '8': '12A' },
  missingAnestheticPorte: '3',
  anestheticIndicators: {
    A: '128', B: '150', C: '180', D: '220', E: '250', F: '280', G: '320', H: '350', I: '400', J: '450',
    K: '500', L: '550', M: '600', N: '650', P: '700', Q: '750', R: '850', S: '950', T: '1150', U: '1300',
    V: '1500', W: '1700', X: '1935', Y: '2380', Z: '2670',
  },
  utm: '1.17',
  accommodationFactors: { APARTMENT: '2', NURSERY: '1', OUTPATIENT: '1', ONE_DAY_CLINIC: '1.5', NONE: '1' },
  accommodationValues: { APARTMENT: '0', NURSERY: '0', OUTPATIENT: '0', ONE_DAY_CLINIC: '0', NONE: '0' },
  emergencyFactor: '1.3',
  techniquesUsed: { KConventional: '1', KVideo: '1.5', KRobotic: '2' },
  ucoByType: { Honorario: '0', SPSADT: null, Consulta: null },
  revenueConfigs: [
    { role: 'anesthetist', order: 1, share: '1', grauPart: '06' },
    { role: 'assistantAnesthetist', order: 1, share: '0.3', grauPart: '07' },
    { role: 'assistantAnesthetist', order: 2, share: '0', grauPart: NOT_BILLED_GRAU_PART_VALUE },
    { role: 'surgeon', order: 1, share: '1', grauPart: '00' },
    { role: 'assistantSurgeon', order: 1, share: '0.6', grauPart: '01' },
    { role: 'assistantSurgeon', order: 2, share: '0.4', grauPart: '02' },
    { role: 'assistantSurgeon', order: 3, share: '0.3', grauPart: '03' },
    { role: 'assistantSurgeon', order: 4, share: '0.3', grauPart: '04' },
  ],
  transfer: { payer: 'HEALTH_INSURANCE', receiver: 'ANESTHETIST', taxIds: [] },
} as const; // prettier-ignore

const d = NEGOTIATION_DEFAULTS;
const list = <T extends z.ZodType>(item: T) =>
  z.array(item).max(NEGOTIATION_LIMITS.listItems, fmt(m.tooMany, { max: NEGOTIATION_LIMITS.listItems }));
const codeList = z
  .array(procedureCodeSchema)
  .min(1, m.noCodes)
  .max(NEGOTIATION_LIMITS.codesPerGroup, fmt(m.tooMany, { max: NEGOTIATION_LIMITS.codesPerGroup }));
const configName = requiredText(NEGOTIATION_LIMITS.nameMax);
const description = requiredText(300);
/** A record with one value per key of `keys` (all required). */
const recordOf = <K extends readonly [string, ...string[]], T extends z.ZodType>(keys: K, value: T) =>
  z.object(Object.fromEntries(keys.map((k) => [k, value])) as { [P in K[number]]: T });

export const negotiationPackageSchema = z.object({
  id: z.string().min(1).max(64),
  name: configName,
  codes: codeList,
  value: moneyTextSchema,
});
export const billingPerHourGroupSchema = z.object({
  id: z.string().min(1).max(64),
  name: configName,
  codes: codeList,
  hourValue: moneyTextSchema,
});
export const negotiationExpenseSchema = z.object({
  id: z.string().min(1).max(64),
  code: z
    .string()
    .trim()
    .min(1, v.required)
    .max(10, fmt(v.maxLength, { max: 10 })),
  tableCode: z
    .string()
    .trim()
    .regex(/^\d{2}$/, v.required),
  description,
  expenseCode: z.string().regex(/^0[1-8]$/, m.expenseCode),
  unityOfMeasurement: z
    .string()
    .trim()
    .max(3, fmt(v.maxLength, { max: 3 }))
    .default('036'),
  unityValue: moneyTextSchema,
});
export const procedureOverrideSchema = z.discriminatedUnion('kind', [
  z.object({ code: procedureCodeSchema, kind: z.literal('VALUE'), value: moneyTextSchema }),
  z.object({ code: procedureCodeSchema, kind: z.literal('PORTE'), porte: porteGradeSchema }),
  z.object({ code: procedureCodeSchema, kind: z.literal('INDICATOR'), indicator: anestheticIndicatorSchema }),
]);
export const customProcedureSchema = z.object({ code: procedureCodeSchema, description, value: moneyTextSchema });
export const revenueConfigSchema = z.object({
  role: z.enum(TEAM_ROLE_VALUES),
  order: z.number().int().min(1).max(9),
  share: shareTextSchema,
  grauPart: grauPartSchema,
});

/** Codes must appear once in each list, and a code only once among packages and per-hour groups. */
const DUPLICATES_RULE =
  'Cada código aparece uma vez em cada lista, e uma vez só entre packages e billingPerHourGroups; cada papel e ordem uma vez em revenueConfigs: regras que o JSON Schema não expressa';

function checkDuplicateCodes(terms: NegotiationTermsInput, ctx: z.RefinementCtx): void {
  const once = (path: (string | number)[], codes: readonly string[], seen: Set<string>) => {
    for (const code of codes) {
      if (seen.has(code)) ctx.addIssue({ code: 'custom', path, message: fmt(m.duplicateCode, { code }) });
      seen.add(code);
    }
  };
  const grouped = new Set<string>();
  terms.packages.forEach((p, i) => once(['packages', i, 'codes'], p.codes, grouped));
  terms.billingPerHourGroups.forEach((g, i) => once(['billingPerHourGroups', i, 'codes'], g.codes, grouped));
  once(
    ['overridesProcedures'],
    terms.overridesProcedures.map((o) => o.code),
    new Set(),
  );
  once(
    ['customsProcedures'],
    terms.customsProcedures.map((c) => c.code),
    new Set(),
  );
  const roles = new Set<string>();
  for (const config of terms.revenueConfigs) {
    const key = `${config.role}:${config.order}`;
    if (roles.has(key)) ctx.addIssue({ code: 'custom', path: ['revenueConfigs'], message: m.duplicateRevenue });
    roles.add(key);
  }
}

/** Every pricing term of a negotiation (billing.md §3), each with its default (NEGOTIATION_DEFAULTS). */
export const negotiationTermsShape = {
  feeBasis: z.enum(FEE_BASIS_VALUES).default(d.feeBasis),
  proportion: bandTextSchema.default(d.proportion),
  automaticProportion: z.boolean().default(d.automaticProportion),
  packages: list(negotiationPackageSchema).default([]),
  billingPerHourGroups: list(billingPerHourGroupSchema).default([]),
  expenses: list(negotiationExpenseSchema).default([]),
  overridesProcedures: list(procedureOverrideSchema).default([]),
  customsProcedures: list(customProcedureSchema).default([]),
  portesMap: z.partialRecord(porteGradeSchema, moneyTextSchema).default({}),
  anestheticPortes: recordOf(ANESTHETIC_SIZE_VALUES, porteGradeSchema).default(d.anestheticPortes),
  missingAnestheticPorte: z.enum(ANESTHETIC_SIZE_VALUES).nullable().default(d.missingAnestheticPorte),
  anestheticIndicators: recordOf(ANESTHETIC_INDICATOR_VALUES, factorTextSchema).default(d.anestheticIndicators),
  utm: factorTextSchema.default(d.utm),
  accommodationFactors: recordOf(accommodations, factorTextSchema).default(d.accommodationFactors),
  accommodationValues: recordOf(accommodations, moneyTextSchema).default(d.accommodationValues),
  emergencyFactor: factorTextSchema.default(d.emergencyFactor),
  techniquesUsed: recordOf(TECHNIQUE_VALUES, factorTextSchema).default(d.techniquesUsed),
  ucoByType: recordOf(eventTypes, moneyTextSchema.nullable()).default(d.ucoByType),
  revenueConfigs: list(revenueConfigSchema).default(d.revenueConfigs.map((c) => ({ ...c }))),
  transfer: z
    .object({
      payer: z.enum(['HEALTH_INSURANCE', 'HOSPITAL']),
      receiver: z.enum(['ANESTHETIST', 'COMPANY']),
      taxIds: z.array(z.uuid()).max(50),
    })
    .default({ ...d.transfer, taxIds: [] }),
};
export const negotiationTermsSchema = z
  .object(negotiationTermsShape)
  .superRefine(checkDuplicateCodes)
  .meta({ description: DUPLICATES_RULE });
type NegotiationTermsInput = z.output<z.ZodObject<typeof negotiationTermsShape>>;
export type NegotiationTerms = z.output<typeof negotiationTermsSchema>;

/**
 * What the schema accepts is exactly what the engine prices (the domain's NegotiationTerms,
 * billing.md §3 Negotiation): a field added to one and not the other stops the build.
 */
type Mutable<T> = T extends readonly (infer U)[]
  ? Mutable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Mutable<T[K]> }
    : T;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
type _TermsFitTheEngine = Assert<Same<Mutable<NegotiationTerms>, Mutable<EngineTerms>>>;

/**
 * What the negotiation form sends. start/end: YYYY-MM-DD or null (billing.md §5: the first
 * negotiation needs no start; a started one only takes a new end). cbhpmId: the CBHPM edition;
 * valuationId: its R$ values.
 */
export const negotiationInputSchema = z
  .object({
    name: configName,
    start: isoDateSchema.nullable().default(null),
    end: isoDateSchema.nullable().default(null),
    cbhpmId: z.uuid().nullable().default(null),
    valuationId: z.uuid().nullable().default(null),
    useCbhpm: z.boolean().default(true),
    ...negotiationTermsShape,
  })
  .superRefine(checkDuplicateCodes)
  .meta({ description: DUPLICATES_RULE });
export type NegotiationInput = z.input<typeof negotiationInputSchema>;

/**
 * The terms as answered. The R$ amounts are optional: every negotiation route answers money
 * (hasValues), and for a user who may not see values (no readValues, or a resident where the
 * company hides prices — platform.md §6) the server leaves them out.
 */
const hiddenMoney = moneyTextSchema.optional();
const negotiationTermsAnswerShape = {
  ...negotiationTermsShape,
  packages: z.array(negotiationPackageSchema.extend({ value: hiddenMoney })),
  billingPerHourGroups: z.array(billingPerHourGroupSchema.extend({ hourValue: hiddenMoney })),
  expenses: z.array(negotiationExpenseSchema.extend({ unityValue: hiddenMoney })).optional(),
  overridesProcedures: z.array(
    z.discriminatedUnion('kind', [
      procedureOverrideSchema.options[0].extend({ value: hiddenMoney }),
      procedureOverrideSchema.options[1],
      procedureOverrideSchema.options[2],
    ]),
  ),
  customsProcedures: z.array(customProcedureSchema.extend({ value: hiddenMoney })),
  portesMap: z.partialRecord(porteGradeSchema, moneyTextSchema).optional(),
  utm: factorTextSchema.optional(),
  accommodationValues: recordOf(accommodations, moneyTextSchema).optional(),
  ucoByType: recordOf(eventTypes, moneyTextSchema.nullable()).optional(),
};

/** Where a negotiation's validity stands today: not started yet, in force, or over. */
export const negotiationStatuses = ['FUTURE', 'CURRENT', 'ENDED'] as const;
export type NegotiationStatus = (typeof negotiationStatuses)[number];

export const negotiationSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  healthInsurerId: z.uuid(),
  name: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  cbhpmId: z.uuid().nullable(),
  /** e.g. "CBHPM 2022 v1", for lists. */
  cbhpmName: z.string().nullable(),
  valuationId: z.uuid().nullable(),
  valuationName: z.string().nullable(),
  useCbhpm: z.boolean(),
  status: z.enum(negotiationStatuses),
  /** False once the validity has started (only the end may change then). */
  isEditable: z.boolean(),
  ...negotiationTermsAnswerShape,
  createdAt: z.string(),
  createdByName: z.string(),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type Negotiation = z.output<typeof negotiationSchema>;

/**
 * The params of a validity text (`screen.validity`, `errors.period`): which bounds it has, and the
 * dates already DD/MM/YYYY; an open bound is "desde sempre" or "em aberto" (billing.md §5).
 */
export function validityParams(start: string | null, end: string | null) {
  const bounds = start && end ? 'both' : start ? 'start' : end ? 'end' : 'none';
  return { bounds, start: start ?? '', end: end ?? '' };
}

export const negotiationInsurerParamsSchema = z.object({ insurerId: z.uuid({ error: v.invalidId }) });
export const negotiationCopyBodySchema = z.object({ start: isoDateSchema, name: configName.optional() });

const tags = ['negotiations'];

/** The insurer screen's negotiation tab (module healthInsurances: read to see, write to change). */
export const negotiationRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/health-insurers/:insurerId/negotiations',
    summary: 'Negociações do convênio, da vigência mais nova para a mais antiga',
    tags,
    params: negotiationInsurerParamsSchema,
    response: z.object({ items: z.array(negotiationSchema) }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/health-insurers/:insurerId/negotiations',
    summary:
      'Nova negociação: a primeira pode ficar sem início; as seguintes podem começar no passado e encerram a anterior em aberto na véspera (eventos já precificados mantêm os valores até serem reprecificados)',
    tags,
    params: negotiationInsurerParamsSchema,
    body: negotiationInputSchema,
    response: negotiationSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/negotiations/:id',
    summary: 'Uma negociação com todos os seus termos',
    tags,
    params: registryIdParamsSchema,
    response: negotiationSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/negotiations/:id',
    summary: 'Alterar uma negociação que ainda não começou a valer (das já vigentes, só o fim da vigência)',
    tags,
    params: registryIdParamsSchema,
    body: negotiationInputSchema,
    response: negotiationSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/negotiations/:id',
    summary: 'Excluir uma negociação que ainda não começou a valer',
    tags,
    params: registryIdParamsSchema,
    response: z.object({ ok: z.literal(true) }),
  }),
  copy: defineRoute({
    method: 'POST',
    path: '/api/negotiations/:id/copy',
    summary: 'Nova negociação com os termos desta, a partir da data dada (encerra a anterior em aberto na véspera)',
    tags,
    params: registryIdParamsSchema,
    body: negotiationCopyBodySchema,
    response: negotiationSchema,
  }),
} as const;
