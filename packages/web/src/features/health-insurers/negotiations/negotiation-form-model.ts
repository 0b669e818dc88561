import {
  accommodations,
  ANESTHETIC_INDICATOR_VALUES,
  ANESTHETIC_SIZE_VALUES,
  eventTypes,
  NEGOTIATION_DEFAULTS,
  PORTE_GRADE_VALUES,
  TECHNIQUE_VALUES,
  type Negotiation,
} from '@honora/contract';
import { formatDate } from '@honora/domain';
import { decimalShown, fractionToPercent, moneyShown } from '../../../shared/forms/decimal-text';

/**
 * The negotiation form keeps every single term as text under its contract path ("utm",
 * "accommodationFactors.APARTMENT", "portesMap.3A"), shown the way people type it (pt-BR
 * commas, percents ×100, dates DD/MM/YYYY), so the contract's issues and the server's field
 * errors land under the right input. The lists are rows of their own, in contract order, so
 * "customsProcedures.2.code" is the third row's code.
 */
export type NegotiationValues = Record<string, string>;

export interface CustomRow {
  rowId: string;
  code: string;
  description: string;
  value: string;
}
export type OverrideKind = 'VALUE' | 'PORTE' | 'INDICATOR';
export interface OverrideRow {
  rowId: string;
  code: string;
  kind: OverrideKind;
  value: string;
  porte: string;
  indicator: string;
}
/** A package (value) or a per-hour group (hour value): a name, codes and R$. */
export interface GroupRow {
  rowId: string;
  id: string;
  name: string;
  codes: string[];
  value: string;
}
export interface ExpenseRow {
  rowId: string;
  id: string;
  code: string;
  tableCode: string;
  description: string;
  expenseCode: string;
  unit: string;
  unitValue: string;
}
export interface RevenueRow {
  rowId: string;
  role: string;
  order: string;
  /** Shown ×100. */
  share: string;
  grauPart: string;
}

export interface NegotiationRows {
  customs: CustomRow[];
  overrides: OverrideRow[];
  packages: GroupRow[];
  perHour: GroupRow[];
  expenses: ExpenseRow[];
  revenue: RevenueRow[];
  /** Taxes of the transfer: kept as they are (the Taxes registry does not exist yet). */
  taxIds: string[];
}

/** Where each list travels in the request body (and where its errors come back). */
export const LIST_PATHS = {
  customs: 'customsProcedures',
  overrides: 'overridesProcedures',
  packages: 'packages',
  perHour: 'billingPerHourGroups',
  expenses: 'expenses',
  revenue: 'revenueConfigs',
} as const;

let nextRow = 0;
export const newRowId = () => `negotiation-row-${++nextRow}`;
/** The id of a new package, per-hour group or expense (the contract wants one; the pricing names it). */
export const newItemId = () => crypto.randomUUID();

/** The missing anesthetic porte's "not priced" choice (null in the contract; a select needs a value). */
export const NOT_PRICED = 'none';

const flag = (value: boolean) => (value ? 'true' : 'false');

type Terms = Pick<Negotiation, keyof typeof NEGOTIATION_DEFAULTS>;

/**
 * The server leaves the R$ amounts out for a user who may not see values (platform.md §6):
 * such a negotiation can be read, not saved (it would lose its amounts).
 */
export function hasHiddenValues(negotiation: Negotiation | null): boolean {
  if (negotiation === null) return false;
  return [negotiation.expenses, negotiation.accommodationValues, negotiation.utm].some((terms) => terms === undefined);
}

/** The terms of a new negotiation: the contract's defaults (billing.md §9). */
function defaultTerms(): Terms {
  return structuredClone(NEGOTIATION_DEFAULTS) as unknown as Terms;
}

/** The form's text values of a negotiation (or of the defaults for a new one). */
export function valuesOf(negotiation: Negotiation | null): NegotiationValues {
  const terms: Terms = negotiation ?? defaultTerms();
  const values: NegotiationValues = {
    name: negotiation?.name ?? '',
    start: negotiation?.start ? formatDate(negotiation.start) : '',
    end: negotiation?.end ? formatDate(negotiation.end) : '',
    cbhpmId: negotiation?.cbhpmId ?? '',
    valuationId: negotiation?.valuationId ?? '',
    useCbhpm: flag(negotiation?.useCbhpm ?? true),
    feeBasis: terms.feeBasis,
    proportion: fractionToPercent(terms.proportion),
    automaticProportion: flag(terms.automaticProportion),
    utm: decimalShown(terms.utm),
    emergencyFactor: decimalShown(terms.emergencyFactor),
    missingAnestheticPorte: terms.missingAnestheticPorte ?? NOT_PRICED,
    'transfer.payer': terms.transfer.payer,
    'transfer.receiver': terms.transfer.receiver,
  };
  for (const a of accommodations) {
    values[`accommodationFactors.${a}`] = decimalShown(terms.accommodationFactors[a]);
    values[`accommodationValues.${a}`] = moneyShown(terms.accommodationValues?.[a]);
  }
  for (const t of TECHNIQUE_VALUES) values[`techniquesUsed.${t}`] = decimalShown(terms.techniquesUsed[t]);
  for (const type of eventTypes) values[`ucoByType.${type}`] = moneyShown(terms.ucoByType?.[type]);
  for (const size of ANESTHETIC_SIZE_VALUES) values[`anestheticPortes.${size}`] = terms.anestheticPortes[size];
  for (const letter of ANESTHETIC_INDICATOR_VALUES) {
    values[`anestheticIndicators.${letter}`] = decimalShown(terms.anestheticIndicators[letter]);
  }
  for (const porte of PORTE_GRADE_VALUES) values[`portesMap.${porte}`] = moneyShown(terms.portesMap?.[porte]);
  return values;
}

/** The list rows of a negotiation (or of the defaults). */
export function rowsOf(negotiation: Negotiation | null): NegotiationRows {
  const terms: Terms = negotiation ?? defaultTerms();
  return {
    customs: terms.customsProcedures.map((c) => ({ rowId: newRowId(), ...c, value: moneyShown(c.value) })),
    overrides: terms.overridesProcedures.map((o) => ({
      rowId: newRowId(),
      code: o.code,
      kind: o.kind,
      value: o.kind === 'VALUE' ? moneyShown(o.value) : '',
      porte: o.kind === 'PORTE' ? o.porte : '',
      indicator: o.kind === 'INDICATOR' ? o.indicator : '',
    })),
    packages: terms.packages.map((p) => ({ rowId: newRowId(), ...p, codes: [...p.codes], value: moneyShown(p.value) })),
    perHour: terms.billingPerHourGroups.map((g) => ({
      rowId: newRowId(),
      id: g.id,
      name: g.name,
      codes: [...g.codes],
      value: moneyShown(g.hourValue),
    })),
    expenses: (terms.expenses ?? []).map((e) => ({
      rowId: newRowId(),
      id: e.id,
      code: e.code,
      tableCode: e.tableCode,
      description: e.description,
      expenseCode: e.expenseCode,
      unit: e.unityOfMeasurement,
      unitValue: moneyShown(e.unityValue),
    })),
    revenue: terms.revenueConfigs.map((r) => ({
      rowId: newRowId(),
      role: r.role,
      order: String(r.order),
      share: fractionToPercent(r.share),
      grauPart: r.grauPart,
    })),
    taxIds: [...terms.transfer.taxIds],
  };
}

export type NegotiationSection = 'general' | 'factors' | 'procedures' | 'team' | 'transfer';

/** The section that holds a field path, so the first invalid field can be shown. */
export function sectionOfPath(path: string): NegotiationSection {
  const root = path.split('.')[0] ?? '';
  if (['customsProcedures', 'overridesProcedures', 'packages', 'billingPerHourGroups', 'expenses'].includes(root)) {
    return 'procedures';
  }
  if (root === 'revenueConfigs') return 'team';
  if (root === 'transfer') return 'transfer';
  const general = ['name', 'start', 'end', 'cbhpmId', 'valuationId', 'useCbhpm', 'feeBasis', 'proportion'];
  return general.includes(root) || root === 'automaticProportion' ? 'general' : 'factors';
}

/** The message at a path, or the first one below it ("packages.0.codes" holds "packages.0.codes.3"). */
export function errorAt(errors: Readonly<Record<string, string>>, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const below = Object.keys(errors).find((key) => key.startsWith(`${path}.`));
  return below ? errors[below] : undefined;
}
