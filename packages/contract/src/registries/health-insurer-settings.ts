import { healthInsurersMessages } from '../i18n/screen-texts/health-insurers';
import { TISS_GUIDE_DATA_FIELDS } from '@honora/domain/tiss/types';
import { z } from 'zod';
import { fmt, messages } from '../i18n';
import { CNPJ_DESCRIPTION, orEmpty } from '../document-rules';
import type { EventType } from './common';

import {
  defaultGuideLimits,
  INSURER_DEFAULTS,
  INSURER_LIMITS,
  insurerFlagNames,
  perEventType,
  taxIdentifiers,
  transferModes,
  transferPayers,
  transferReceivers,
  pdfOrientations,
  type DigitLimit,
  type InsurerFlagName,
} from './health-insurer-defaults';

const v = messages.validation;
const m = healthInsurersMessages.validation;

export {
  guideDataFields,
  guideLimitFields,
  hashEncodings,
  INSURER_DEFAULTS,
  INSURER_LIMITS,
  INSURER_SUPER_ADMIN_SETTINGS,
  insurerDefaults,
  insurerFlagNames,
  pdfOrientations,
  taxIdentifiers,
  tissVersions,
  transferModes,
  transferPayers,
  transferReceivers,
  type GuideDataField,
  type GuideLimitField,
  type HashEncoding,
  type InsurerDefaults,
  type InsurerFlagName,
  type InsurerSuperAdminSetting,
  type TaxIdentifier,
  type TissVersion,
} from './health-insurer-defaults';

// The schemas of an insurer's settings documents (billing.md §3, §5, §9); their value lists,
// bounds and defaults are in health-insurer-defaults.ts.

// ---- field schemas ----------------------------------------------------------------------

/** A whole number between min and max; below 1 gives the spec's 'Esse número precisa ser positivo'. */
const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: m.integer })
    .int(m.integer)
    .min(min, min >= 1 ? v.positive : fmt(v.range, { min, max }))
    .max(max, fmt(v.range, { min, max }));

/** Days, or empty (null) when there is no limit. */
const optionalDays = (bounds: { min: number; max: number }) => wholeNumber(bounds.min, bounds.max).nullable();

const digitsBound = wholeNumber(INSURER_LIMITS.digits.min, INSURER_LIMITS.digits.max);

const digitLimitSchema = (defaults: DigitLimit) =>
  z
    .object({
      enabled: z.boolean().default(defaults.enabled),
      min: digitsBound.default(defaults.min),
      max: digitsBound.default(defaults.max),
    })
    .refine((limit) => limit.min <= limit.max, { path: ['max'], message: m.minAboveMax })
    .meta({ description: '`min` não passa de `max`, regra que o JSON Schema não expressa' });

const guideLimitsSchema = (type: EventType) => {
  const defaults = defaultGuideLimits(type);
  return z.object({
    providerGuideNumber: digitLimitSchema(defaults.providerGuideNumber).prefault({}),
    wallet: digitLimitSchema(defaults.wallet).prefault({}),
    password: digitLimitSchema(defaults.password).prefault({}),
  });
};

const perTypeObject = <S extends z.ZodType>(make: (type: EventType) => S) =>
  z.object(perEventType(make) as Record<EventType, S>);

/** The message of a map whose key is refused (zod's own is English). */
const keyError = (message: string) => (issue: { code?: string }) =>
  issue.code === 'invalid_key' || issue.code === 'unrecognized_keys' ? message : undefined;

/** A text value of a map: trimmed, required, at most `max` characters. */
const mapValue = (max: number) =>
  z.string({ error: v.required }).trim().min(1, v.required).max(max, fmt(v.maxLength, { max }));

/** A TISS element name, with or without the `ans:` prefix (e.g. ans:numeroGuiaOperadora). */
const TISS_FIELD = /^[A-Za-z_][\w.:-]{0,99}$/;
const xmlFieldMapSchema = z
  .record(z.string().regex(TISS_FIELD), mapValue(200), { error: keyError(m.xmlFieldName) })
  .refine(
    (map) => Object.keys(map).length <= INSURER_LIMITS.xmlFieldsPerType,
    fmt(m.tooMany, { max: INSURER_LIMITS.xmlFieldsPerType }),
  )
  .meta({ maxProperties: INSURER_LIMITS.xmlFieldsPerType });

/** Percent stored as a fraction (0.015 = 1,5 %), shown ×100 with up to 3 decimals (platform.md §5). */
export const percentFractionSchema = z
  .number({ error: m.percent })
  .min(0, m.percent)
  .max(1, m.percent)
  .refine((p) => {
    const shown = p * 100 * 1000;
    return Math.abs(shown - Math.round(shown)) < 1e-6;
  }, m.percent)
  .meta({
    description:
      'Fração de 0 a 1 com até 3 casas decimais em porcentagem (0.015 = 1,5 %), regra que o JSON Schema não expressa com números binários',
  });

/** A CNPJ typed with or without its mask, stored as its 14 letters/digits; the server checks the digits. */
export const optionalCnpjSchema = z
  .string()
  .trim()
  .max(18, fmt(v.maxLength, { max: 18 }))
  .regex(orEmpty(/^[^0-9A-Za-z]*(?:[0-9A-Za-z][^0-9A-Za-z]*){14,}$/), v.cnpjShort)
  .regex(orEmpty(/^[^0-9A-Za-z]*(?:[0-9A-Za-z][^0-9A-Za-z]*){0,14}$/), v.cnpj)
  .nullish()
  .transform((s) => (s ? s.replace(/[^0-9A-Za-z]/g, '').toUpperCase() : null))
  .meta({ description: CNPJ_DESCRIPTION });

// ---- the documents ------------------------------------------------------------------------

const d = INSURER_DEFAULTS;

/** Day limits (billing.md §3): receive, send guide/XML, send appeal — positive whole days or empty. */
export const dayLimitsSchema = z.object({
  receive: optionalDays(INSURER_LIMITS.dayLimit).default(null),
  sendGuide: optionalDays(INSURER_LIMITS.dayLimit).default(null),
  sendAppeal: optionalDays(INSURER_LIMITS.dayLimit).default(null),
});

export const insurerFlagsSchema = z.object(
  Object.fromEntries(insurerFlagNames.map((name) => [name, z.boolean().default(false)])) as Record<
    InsurerFlagName,
    z.ZodDefault<z.ZodBoolean>
  >,
);

/** XML field maps per event type: TISS field → source field or fixed value (super admins only). */
export const xmlFieldsSchema = perTypeObject(() => xmlFieldMapSchema.default(() => ({})));

/** Which guide data to replace with what: guide field → source field or fixed text (super admins only). */
const replaceDataByMapSchema = z.partialRecord(z.enum(TISS_GUIDE_DATA_FIELDS), mapValue(100), {
  error: keyError(m.guideDataField),
});
export const replaceDataBySchema = replaceDataByMapSchema.default(() => ({}));

const configsShape = {
  guideNumberPadding: wholeNumber(INSURER_LIMITS.guideNumberPadding.min, INSURER_LIMITS.guideNumberPadding.max).default(
    d.configs.guideNumberPadding,
  ),
  autoBatchMaxEvents: wholeNumber(INSURER_LIMITS.autoBatchMaxEvents.min, INSURER_LIMITS.autoBatchMaxEvents.max).default(
    d.configs.autoBatchMaxEvents,
  ),
  monthQuantityOnAutoBatchByMonthYear: wholeNumber(
    INSURER_LIMITS.monthQuantityOnAutoBatchByMonthYear.min,
    INSURER_LIMITS.monthQuantityOnAutoBatchByMonthYear.max,
  ).default(d.configs.monthQuantityOnAutoBatchByMonthYear),
  /** Days within which a new attendance of the same patient is a return, per event type; empty = none. */
  medicalReturn: perTypeObject(() => optionalDays(INSURER_LIMITS.medicalReturn).default(null)).prefault({}),
  /** Min/max digits of provider guide number, wallet and password per guide type (billing.md §5). */
  guideLimits: z
    .object({
      Honorario: guideLimitsSchema('Honorario').prefault({}),
      SPSADT: guideLimitsSchema('SPSADT').prefault({}),
      Consulta: guideLimitsSchema('Consulta').prefault({}),
    })
    .prefault({}),
  /** Whether the negotiation's accommodation factors (billing.md §9) apply to this insurer's events. */
  factorByAccommodation: z.boolean().default(d.configs.factorByAccommodation),
};

/** Configs as stored and answered (replaceDataBy included). */
export const insurerConfigsSchema = z.object({ ...configsShape, replaceDataBy: replaceDataBySchema });
/** Configs in a request: replaceDataBy may be left out (kept as it is, or the default for a new insurer). */
export const insurerConfigsInputSchema = z.object({
  ...configsShape,
  replaceDataBy: replaceDataByMapSchema.optional(),
});

/** The guide PDF: company logo, page orientation, values and observations shown (super admins only). */
export const configPdfSchema = z.object({
  showLogo: z.boolean().default(d.configPdf.showLogo),
  orientation: z.enum(pdfOrientations).default(d.configPdf.orientation),
  showValues: z.boolean().default(d.configPdf.showValues),
  showObservations: z.boolean().default(d.configPdf.showObservations),
});

/** Values of the company's custom fields for this insurer: field key → text. */
export const insurerCustomFieldsSchema = z
  .record(
    z.string().regex(/^[A-Za-z0-9_.-]{1,60}$/),
    z
      .string()
      .trim()
      .max(500, fmt(v.maxLength, { max: 500 })),
    {
      error: keyError(m.customFieldKey),
    },
  )
  .refine(
    (map) => Object.keys(map).length <= INSURER_LIMITS.customFields,
    fmt(m.tooMany, { max: INSURER_LIMITS.customFields }),
  )
  .default(() => ({}));

/** financial.payer: the legal entity that pays and receives the invoice when it is not the insurer (empty = the insurer). */
export const insurerFinancialSchema = z.object({
  payer: z
    .object({
      name: z
        .string()
        .trim()
        .max(120, fmt(v.maxLength, { max: 120 }))
        .nullish()
        .transform((s) => s || null),
      cnpj: optionalCnpjSchema,
    })
    .prefault({}),
});

/** financial as stored and answered (no transforms: the answer is encoded with this schema). */
export const insurerFinancialOutputSchema = z.object({
  payer: z
    .object({ name: z.string().nullable().default(null), cnpj: z.string().nullable().default(null) })
    .prefault({}),
});

/** Taxes the insurer withholds on what it pays, each once, as a fraction (0.015 = 1,5 %). */
export const insurerTaxSettingsSchema = z.object({
  withheld: z
    .array(z.object({ identifier: z.enum(taxIdentifiers, { error: v.required }), percent: percentFractionSchema }))
    .max(INSURER_LIMITS.withheldTaxes, fmt(m.tooMany, { max: INSURER_LIMITS.withheldTaxes }))
    .superRefine((taxes, ctx) => {
      const seen = new Set<string>();
      taxes.forEach((tax, i) => {
        if (seen.has(tax.identifier))
          ctx.addIssue({ code: 'custom', path: [i, 'identifier'], message: m.duplicateTax });
        seen.add(tax.identifier);
      });
    })
    .default(() => [])
    .meta({ description: 'Cada imposto (identifier) uma vez só, regra que o JSON Schema não expressa' }),
});

/** Transfer (repasse) settings: what is repassed, who pays it and who receives it. */
export const insurerTransferSettingsSchema = z.object({
  mode: z.enum(transferModes).default(d.transferSettings.mode),
  payer: z.enum(transferPayers).default(d.transferSettings.payer),
  receiver: z.enum(transferReceivers).default(d.transferSettings.receiver),
});

/** Every settings document of an insurer, with its defaults (`.prefault({})`: a missing document is all defaults). */
export const insurerSettingsSchema = z.object({
  dayLimits: dayLimitsSchema.prefault({}),
  flags: insurerFlagsSchema.prefault({}),
  xmlFields: xmlFieldsSchema.prefault({}),
  configs: insurerConfigsSchema.prefault({}),
  configPdf: configPdfSchema.prefault({}),
  customFields: insurerCustomFieldsSchema,
  financial: insurerFinancialOutputSchema.prefault({}),
  taxSettings: insurerTaxSettingsSchema.prefault({}),
  transferSettings: insurerTransferSettingsSchema.prefault({}),
});
export type InsurerSettings = z.output<typeof insurerSettingsSchema>;
export type InsurerSettingName = keyof InsurerSettings;

/**
 * The settings documents of a stored insurer, as the API answers them: a missing key answers
 * its default; a document that no longer fits the schema (written by an older version)
 * answers the defaults of that document rather than failing the whole read.
 */
export function readInsurerSettings(stored: Partial<Record<InsurerSettingName, unknown>>): InsurerSettings {
  const shape = insurerSettingsSchema.shape;
  const read = <K extends InsurerSettingName>(name: K): InsurerSettings[K] => {
    const parsed = shape[name].safeParse(stored[name] ?? undefined);
    return (parsed.success ? parsed.data : shape[name].parse(undefined)) as InsurerSettings[K];
  };
  return {
    dayLimits: read('dayLimits'),
    flags: read('flags'),
    xmlFields: read('xmlFields'),
    configs: read('configs'),
    configPdf: read('configPdf'),
    customFields: read('customFields'),
    financial: read('financial'),
    taxSettings: read('taxSettings'),
    transferSettings: read('transferSettings'),
  };
}
