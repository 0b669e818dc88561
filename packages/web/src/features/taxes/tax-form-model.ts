import { fmt, type Tax, type TaxUpdateBody, type TaxVersion, type TaxVersionBody } from '@honora/contract';
import { formatMonth, versionInForce } from '@honora/domain';
import { taxesScreenMessages as t } from '@honora/contract/screen-texts/taxes';
import { decimalShown, decimalText, moneyShown, moneyText } from '../../shared/forms/decimal-text';

/**
 * The tax screens' drafts as the form keeps them (text per field; ids joined by commas; flags
 * "true"/"false") and the bodies the API takes. A version's fields carry a prefix in the new-tax
 * form ("version.ratePercent"), which is also the path the API names in its errors.
 */
export type Draft = Record<string, string>;

export const VERSION_PREFIX = 'version.';

/** "20.0000" → "20", "8.5000" → "8.5" (a stored rate as typed). */
const trimZeros = (text: string): string => (text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text);

const ids = (text: string | undefined): string[] => (text ? text.split(',').filter(Boolean) : []);
export const joinIds = (list: readonly string[]): string => list.join(',');
export const splitIds = ids;

export function taxDraft(tax: Tax | null): Draft {
  return {
    name: tax?.name ?? '',
    identifier: tax?.identifier ?? '',
    kind: tax?.kind ?? 'TAX',
    order: String(tax?.order ?? 0),
    validUntil: tax?.validUntil ?? '',
  };
}

/** A version's draft: the version's own values, or a new one from `month` (rate by default). */
export function versionDraft(version: TaxVersion | null, month: string, prefix = ''): Draft {
  const values: Draft = {
    validFrom: version?.validFrom ?? month,
    base: version?.base ?? '',
    calculation: version?.calculation ?? 'RATE',
    ratePercent: decimalShown(trimZeros(version?.ratePercent ?? '')),
    amount: moneyShown(version?.amount ?? ''),
    personType: version?.personType ?? 'ALL',
    receiverIds: joinIds(version?.receiverIds ?? []),
    healthInsuranceIds: joinIds(version?.healthInsuranceIds ?? []),
    withheldByPayer: String(version?.withheldByPayer ?? false),
  };
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [prefix + key, value]));
}

export function versionBody(draft: Draft, prefix = ''): TaxVersionBody {
  const at = (key: string) => draft[prefix + key] ?? '';
  const calculation = at('calculation') as TaxVersionBody['calculation'];
  return {
    validFrom: at('validFrom'),
    base: at('base') as TaxVersionBody['base'],
    calculation,
    ratePercent: calculation === 'RATE' ? decimalText(at('ratePercent')) : null,
    amount: calculation === 'FIXED' ? moneyText(at('amount')) : null,
    personType: at('personType') as TaxVersionBody['personType'],
    receiverIds: ids(at('receiverIds')),
    healthInsuranceIds: at('base') === 'Custom' ? ids(at('healthInsuranceIds')) : [],
    withheldByPayer: at('withheldByPayer') === 'true',
  };
}

export function taxBody(draft: Draft): TaxUpdateBody {
  return {
    name: draft.name ?? '',
    identifier: draft.identifier as TaxUpdateBody['identifier'],
    kind: draft.kind as TaxUpdateBody['kind'],
    order: /^\d+$/.test(draft.order ?? '') ? Number(draft.order) : (draft.order as unknown as number),
    validUntil: draft.validUntil || null,
  };
}

/** The version in force in `month` ('YYYY-MM'), none after the tax's last month. */
export function versionOfMonth(tax: Tax, month: string): TaxVersion | undefined {
  if (tax.validUntil && month > tax.validUntil) return undefined;
  return versionInForce(tax.versions, month);
}

/** What a version takes, as the list shows it: "27,5%", the IRRF table, or "R$ 10,00". */
export function valueShown(version: TaxVersion): string {
  switch (version.calculation) {
    case 'RATE':
      return `${decimalShown(trimZeros(version.ratePercent ?? ''))}%`;
    case 'TABLE':
      return t.calculations.TABLE;
    case 'FIXED':
      return `R$ ${moneyShown(version.amount)}`;
  }
}

/** "A partir de 01/2026" (and "até 06/2026" when the tax ends). */
export function validityShown(version: TaxVersion, tax: Tax): string {
  const from = fmt(t.versions.from, { month: formatMonth(version.validFrom) });
  return tax.validUntil ? `${from} · ${t.fields.validUntil}: ${formatMonth(tax.validUntil)}` : from;
}
