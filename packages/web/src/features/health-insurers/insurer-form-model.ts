import {
  eventTypes,
  guideLimitFields,
  insurerDefaults,
  insurerFlagNames,
  type EventType,
  type GuideDataField,
  type HealthInsurer,
  type TaxIdentifier,
} from '@honora/contract';
import { formatCnpj } from '@honora/domain';

/**
 * The insurer form keeps every scalar setting as text under its contract path
 * ("dayLimits.receive", "configs.guideLimits.SPSADT.wallet.min", "flags.autoBatch" = "true"),
 * so the contract's issues and the server's field errors land under the right input; the maps
 * and lists (XML fields, replacements, custom fields, withheld taxes) are rows of their own.
 */
export type InsurerFormValues = Record<string, string>;

export interface MapRow {
  /** Stable React key of a row being edited. */
  rowId: string;
  key: string;
  value: string;
}

export interface TaxRow {
  rowId: string;
  identifier: TaxIdentifier | '';
  /** Percent as shown (×100), pt-BR or dotted decimals. */
  percent: string;
}

export interface InsurerCollections {
  xmlFields: Record<EventType, MapRow[]>;
  replaceDataBy: MapRow[];
  customFields: MapRow[];
  withheld: TaxRow[];
}

let nextRow = 0;
export const newRowId = () => `row-${++nextRow}`;

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const flag = (value: boolean) => (value ? 'true' : 'false');

export const dayLimitKeys = ['receive', 'sendGuide', 'sendAppeal'] as const;
export const limitPath = (type: EventType, field: (typeof guideLimitFields)[number], part: string) =>
  `configs.guideLimits.${type}.${field}.${part}`;

/** A percent fraction as shown: ×100, up to 3 decimals, pt-BR comma (0.015 → "1,5"). */
export function percentShown(fraction: number): string {
  return String(Math.round(fraction * 100_000) / 1000).replace('.', ',');
}

/** A shown percent back to the stored fraction (÷100), or NaN for text that is not a number. */
export function percentStored(shown: string): number {
  const value = Number(shown.trim().replace(',', '.'));
  if (shown.trim() === '' || !Number.isFinite(value)) return Number.NaN;
  return Math.round(value * 1000) / 100_000;
}

/** Text of a number input to a number: blank → null, anything unreadable → NaN (the contract then says why). */
export function numberOf(value: string | undefined): number | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return null;
  const parsed = Number(trimmed.replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : Number.NaN;
}

/** The form's text values of an insurer (or of the defaults for a new one). */
export function formValuesOf(insurer: HealthInsurer | null): InsurerFormValues {
  const d = insurerDefaults();
  const s = insurer ?? { ...d, name: '', code: null, registerANS: null, cnpj: null, typesOfPaymentIds: [] };
  const values: InsurerFormValues = {
    name: s.name,
    code: s.code ?? '',
    registerANS: s.registerANS ?? '',
    cnpj: s.cnpj ? formatCnpj(s.cnpj) : '',
    payer: s.payer,
    typesOfPaymentIds: s.typesOfPaymentIds.join(','),
    active: flag(insurer?.active ?? true),
    hasSendGuia: flag(insurer?.hasSendGuia ?? false),
    isParticular: flag(insurer?.isParticular ?? false),
    isNotValued: flag(insurer?.isNotValued ?? false),
    versionXML: s.versionXML,
    hashEncoding: s.hashEncoding,
    'configs.guideNumberPadding': text(s.configs.guideNumberPadding),
    'configs.autoBatchMaxEvents': text(s.configs.autoBatchMaxEvents),
    'configs.monthQuantityOnAutoBatchByMonthYear': text(s.configs.monthQuantityOnAutoBatchByMonthYear),
    'configs.factorByAccommodation': flag(s.configs.factorByAccommodation),
    'configPdf.showLogo': flag(s.configPdf.showLogo),
    'configPdf.orientation': s.configPdf.orientation,
    'configPdf.showValues': flag(s.configPdf.showValues),
    'configPdf.showObservations': flag(s.configPdf.showObservations),
    'financial.payer.name': s.financial.payer.name ?? '',
    'financial.payer.cnpj': s.financial.payer.cnpj ? formatCnpj(s.financial.payer.cnpj) : '',
    'transferSettings.mode': s.transferSettings.mode,
    'transferSettings.payer': s.transferSettings.payer,
    'transferSettings.receiver': s.transferSettings.receiver,
  };
  for (const key of dayLimitKeys) values[`dayLimits.${key}`] = text(s.dayLimits[key]);
  for (const name of insurerFlagNames) values[`flags.${name}`] = flag(s.flags[name]);
  for (const type of eventTypes) {
    values[`configs.medicalReturn.${type}`] = text(s.configs.medicalReturn[type]);
    for (const field of guideLimitFields) {
      const limit = s.configs.guideLimits[type][field];
      values[limitPath(type, field, 'enabled')] = flag(limit.enabled);
      values[limitPath(type, field, 'min')] = text(limit.min);
      values[limitPath(type, field, 'max')] = text(limit.max);
    }
  }
  return values;
}

const rowsOf = (map: Record<string, string | undefined>): MapRow[] =>
  Object.entries(map).map(([key, value]) => ({ rowId: newRowId(), key, value: value ?? '' }));

export function collectionsOf(insurer: HealthInsurer | null): InsurerCollections {
  const d = insurerDefaults();
  const xml = insurer?.xmlFields ?? d.xmlFields;
  return {
    xmlFields: Object.fromEntries(eventTypes.map((type) => [type, rowsOf(xml[type])])) as Record<EventType, MapRow[]>,
    replaceDataBy: rowsOf(insurer?.configs.replaceDataBy ?? {}),
    customFields: rowsOf(insurer?.customFields ?? {}),
    withheld: (insurer?.taxSettings.withheld ?? []).map((tax) => ({
      rowId: newRowId(),
      identifier: tax.identifier,
      percent: percentShown(tax.percent),
    })),
  };
}

const mapOf = (rows: readonly MapRow[]) => Object.fromEntries(rows.map((row) => [row.key.trim(), row.value]));
const isOn = (value: string | undefined) => value === 'true';

/**
 * The request body from the form. The super-admin settings go only when the user may change
 * them; otherwise the server keeps what the insurer has (or the defaults of a new one).
 */
export function bodyOf(values: InsurerFormValues, rows: InsurerCollections, isSuperAdmin: boolean) {
  const configs: Record<string, unknown> = {
    guideNumberPadding: numberOf(values['configs.guideNumberPadding']),
    autoBatchMaxEvents: numberOf(values['configs.autoBatchMaxEvents']),
    monthQuantityOnAutoBatchByMonthYear: numberOf(values['configs.monthQuantityOnAutoBatchByMonthYear']),
    factorByAccommodation: isOn(values['configs.factorByAccommodation']),
    medicalReturn: Object.fromEntries(
      eventTypes.map((type) => [type, numberOf(values[`configs.medicalReturn.${type}`])]),
    ),
    guideLimits: Object.fromEntries(
      eventTypes.map((type) => [
        type,
        Object.fromEntries(
          guideLimitFields.map((field) => [
            field,
            {
              enabled: isOn(values[limitPath(type, field, 'enabled')]),
              min: numberOf(values[limitPath(type, field, 'min')]),
              max: numberOf(values[limitPath(type, field, 'max')]),
            },
          ]),
        ),
      ]),
    ),
  };
  const body: Record<string, unknown> = {
    name: values.name,
    code: values.code,
    registerANS: values.registerANS,
    cnpj: values.cnpj,
    payer: values.payer,
    typesOfPaymentIds: (values.typesOfPaymentIds ?? '').split(',').filter(Boolean),
    active: isOn(values.active),
    hasSendGuia: isOn(values.hasSendGuia),
    isParticular: isOn(values.isParticular),
    isNotValued: isOn(values.isNotValued),
    dayLimits: Object.fromEntries(dayLimitKeys.map((key) => [key, numberOf(values[`dayLimits.${key}`])])),
    flags: Object.fromEntries(insurerFlagNames.map((name) => [name, isOn(values[`flags.${name}`])])),
    configs,
    customFields: mapOf(rows.customFields),
    financial: { payer: { name: values['financial.payer.name'], cnpj: values['financial.payer.cnpj'] } },
    taxSettings: {
      withheld: rows.withheld.map((tax) => ({ identifier: tax.identifier, percent: percentStored(tax.percent) })),
    },
    transferSettings: {
      mode: values['transferSettings.mode'],
      payer: values['transferSettings.payer'],
      receiver: values['transferSettings.receiver'],
    },
  };
  if (isSuperAdmin) {
    configs.replaceDataBy = mapOf(rows.replaceDataBy) as Partial<Record<GuideDataField, string>>;
    body.versionXML = values.versionXML;
    body.hashEncoding = values.hashEncoding;
    body.xmlFields = Object.fromEntries(eventTypes.map((type) => [type, mapOf(rows.xmlFields[type])]));
    body.configPdf = {
      showLogo: isOn(values['configPdf.showLogo']),
      orientation: values['configPdf.orientation'],
      showValues: isOn(values['configPdf.showValues']),
      showObservations: isOn(values['configPdf.showObservations']),
    };
  }
  return body;
}

export type InsurerTab = 'data' | 'deadlines' | 'guides' | 'xml' | 'pdf' | 'financial' | 'customFields';

/** The tab that holds a field path, so the first invalid field can be shown. */
export function tabOfPath(path: string): InsurerTab {
  if (path.startsWith('dayLimits') || path.startsWith('flags')) return 'deadlines';
  if (path === 'configs.autoBatchMaxEvents' || path === 'configs.monthQuantityOnAutoBatchByMonthYear') {
    return 'deadlines';
  }
  if (path.startsWith('configs')) return 'guides';
  if (path.startsWith('versionXML') || path.startsWith('hashEncoding') || path.startsWith('xmlFields')) return 'xml';
  if (path.startsWith('configPdf')) return 'pdf';
  if (path.startsWith('financial') || path.startsWith('taxSettings') || path.startsWith('transferSettings')) {
    return 'financial';
  }
  if (path.startsWith('customFields')) return 'customFields';
  return 'data';
}
