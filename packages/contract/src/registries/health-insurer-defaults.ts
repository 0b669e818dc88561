import {
  TISS_GUIDE_DATA_FIELDS,
  type TissGuideDataField,
  type TissHashEncoding,
  type TissVersion,
} from '@honora/domain/tiss/types';
import { eventTypes, type EventType } from './common';

/**
 * The settings of a health insurer (billing.md §3, §5, §9): the searchable facts are table
 * columns; the nested settings are jsonb documents whose shape is defined here. Input is
 * validated fully; a stored document is read back with `readInsurerSettings`, where a
 * missing key answers its default (documents written before a key existed keep working).
 * This file holds the value lists, bounds and defaults; the schemas are in health-insurer-settings.ts.
 */

/**
 * The TISS schema versions an insurer may receive (the XML's `Padrao`) and the encodings of the
 * text hashed into the lote's epilogue (MD5; ISO-8859-1 by the TISS manual, UTF-8 for operators
 * that compute it so: DOMAIN.md, TISS hash): the TISS builder's own lists (decision 022).
 */
export {
  TISS_HASH_ENCODINGS as hashEncodings,
  TISS_VERSIONS as tissVersions,
  type TissHashEncoding as HashEncoding,
  type TissVersion,
} from '@honora/domain/tiss/types';

/**
 * Insurer flags (all off by default), read by later issues:
 * - autoBatch: a checked event goes by itself into an open batch of the insurer (batches).
 * - autoBatchByMonthYear: automatic batches are split by the procedure's month/year, each
 *   holding `configs.monthQuantityOnAutoBatchByMonthYear` months (batches).
 * - allowAlphanumericGuideNumber: the guide number may hold letters (billing.md §5; events).
 * - padGuideNumber: the guide number is left-padded with zeros to `configs.guideNumberPadding` (events, XML).
 * - batchByHospital: a batch holds the events of one hospital only (batches).
 * - xmlAsZip: the batch XML is downloaded zipped instead of as .xml (billing.md §9; XML).
 * - appealByXml: appeals go in the TISS "recurso de glosa" XML instead of on paper (appeals).
 */
export const insurerFlagNames = [
  'autoBatch',
  'autoBatchByMonthYear',
  'allowAlphanumericGuideNumber',
  'padGuideNumber',
  'batchByHospital',
  'xmlAsZip',
  'appealByXml',
] as const;
export type InsurerFlagName = (typeof insurerFlagNames)[number];

/** Guide fields whose digit count an insurer may bound (billing.md §5). */
export const guideLimitFields = ['providerGuideNumber', 'wallet', 'password'] as const;
export type GuideLimitField = (typeof guideLimitFields)[number];

/** Additional-data (guide) fields of an event that `configs.replaceDataBy` may replace (billing.md §3). */
export { TISS_GUIDE_DATA_FIELDS as guideDataFields, type TissGuideDataField as GuideDataField };

/** Tax identifiers of billing.md §3 (Tax); the insurer's withheld taxes use them. */
export const taxIdentifiers = [
  'TAX',
  'INSS',
  'IR',
  'IRJ',
  'CSLL',
  'PIS',
  'COFINS',
  'PIS_TOMADOR',
  'COFINS_TOMADOR',
  'CUSTOM',
  'OTHER',
] as const;
export type TaxIdentifier = (typeof taxIdentifiers)[number];

/** Transfer modes of billing.md §3: repass everything produced, only what was received, or received including appeals. */
export const transferModes = ['ALL', 'RECEIVED', 'RECURSED'] as const;
/** Who pays the doctors' transfers of this insurer's events. */
export const transferPayers = ['COMPANY', 'MATRIZ'] as const;
/** Who receives them: the anesthetist of the event, or the company keeps it. */
export const transferReceivers = ['ANESTHETIST', 'COMPANY'] as const;
export const pdfOrientations = ['portrait', 'landscape'] as const;

/** Bounds of the numeric settings (platform.md §9 "range 1 to 20"; a lote holds at most 100 guides). */
export const INSURER_LIMITS = {
  dayLimit: { min: 1, max: 999 },
  medicalReturn: { min: 1, max: 365 },
  guideNumberPadding: { min: 1, max: 20 },
  autoBatchMaxEvents: { min: 1, max: 100 },
  monthQuantityOnAutoBatchByMonthYear: { min: 1, max: 12 },
  digits: { min: 1, max: 20 },
  xmlFieldsPerType: 200,
  replaceDataBy: TISS_GUIDE_DATA_FIELDS.length,
  customFields: 100,
  withheldTaxes: taxIdentifiers.length,
} as const;

export type DigitLimit = { enabled: boolean; min: number; max: number };
type GuideLimits = Record<GuideLimitField, DigitLimit>;

/** billing.md §5: per guide type, each disabled by default; wallet min 3 on SP/SADT, 1 otherwise. */
export function defaultGuideLimits(type: EventType): GuideLimits {
  return {
    providerGuideNumber: { enabled: false, min: 1, max: 20 },
    wallet: { enabled: false, min: type === 'SPSADT' ? 3 : 1, max: 20 },
    password: { enabled: false, min: 4, max: 20 },
  };
}

export const perEventType = <T>(make: (type: EventType) => T) =>
  Object.fromEntries(eventTypes.map((type) => [type, make(type)])) as Record<EventType, T>;

/**
 * Every default of the insurer settings (billing.md §5, §9), read by pricing, events, batches
 * and XML. Never mutate: take `insurerDefaults()` for a fresh copy.
 */
export const INSURER_DEFAULTS = {
  versionXML: '4.03.00' as TissVersion,
  hashEncoding: 'ISO-8859-1' as TissHashEncoding,
  payer: 'HEALTH_INSURANCE' as const,
  dayLimits: { receive: null, sendGuide: null, sendAppeal: null } as Record<
    'receive' | 'sendGuide' | 'sendAppeal',
    number | null
  >,
  flags: Object.fromEntries(insurerFlagNames.map((name) => [name, false])) as Record<InsurerFlagName, boolean>,
  xmlFields: perEventType(() => ({}) as Record<string, string>),
  configs: {
    guideNumberPadding: 7,
    autoBatchMaxEvents: 99,
    monthQuantityOnAutoBatchByMonthYear: 1,
    medicalReturn: perEventType(() => null as number | null),
    guideLimits: perEventType(defaultGuideLimits),
    factorByAccommodation: true,
    replaceDataBy: {} as Partial<Record<TissGuideDataField, string>>,
  },
  configPdf: {
    showLogo: true,
    orientation: 'landscape' as (typeof pdfOrientations)[number],
    showValues: true,
    showObservations: true,
  },
  customFields: {} as Record<string, string>,
  financial: { payer: { name: null as string | null, cnpj: null as string | null } },
  taxSettings: { withheld: [] as { identifier: TaxIdentifier; percent: number }[] },
  transferSettings: {
    mode: 'RECEIVED' as (typeof transferModes)[number],
    payer: 'COMPANY' as (typeof transferPayers)[number],
    receiver: 'ANESTHETIST' as (typeof transferReceivers)[number],
  },
};
export type InsurerDefaults = typeof INSURER_DEFAULTS;

/** A fresh, mutable copy of the defaults. */
export const insurerDefaults = (): InsurerDefaults => JSON.parse(JSON.stringify(INSURER_DEFAULTS)) as InsurerDefaults;

/**
 * The settings only a super admin may change: the technical TISS settings that decide whether
 * an insurer accepts the XML at all (schema version, hash encoding, field maps, guide data
 * replacement) and the guide PDF layout. A wrong value makes every batch be rejected, so the
 * provider's staff set them after testing with the insurer.
 */
export const INSURER_SUPER_ADMIN_SETTINGS = [
  'versionXML',
  'hashEncoding',
  'xmlFields',
  'configPdf',
  'configs.replaceDataBy',
] as const;
export type InsurerSuperAdminSetting = (typeof INSURER_SUPER_ADMIN_SETTINGS)[number];
