import {
  accommodations,
  ANESTHETIC_INDICATOR_VALUES,
  ANESTHETIC_SIZE_VALUES,
  eventTypes,
  negotiationTermsShape,
  PORTE_GRADE_VALUES,
  TECHNIQUE_VALUES,
  type Negotiation,
} from '@honora/contract';
import { parseDate } from '@honora/domain';
import { decimalText, moneyText, percentToFraction } from '../../../shared/forms/decimal-text';
import { NOT_PRICED, type NegotiationRows, type NegotiationValues, type OverrideRow } from './negotiation-form-model';

/*
 * The request body from the form: text shown pt-BR back to the contract's decimal text, by
 * string work only (shared/forms/decimal-text.ts). Text that is not a number or a date goes
 * as typed, so the contract's schema answers with its pt-BR message under the input.
 */

/** A date typed DD/MM/YYYY → YYYY-MM-DD; blank → null; anything else as typed (the contract says "Data inválida"). */
function dateOf(text: string | undefined): string | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  return parseDate(trimmed) ?? trimmed;
}

const blankToNull = (text: string | undefined) => ((text ?? '').trim() === '' ? null : (text ?? '').trim());
const recordOf = <K extends string>(keys: readonly K[], value: (key: K) => unknown) =>
  Object.fromEntries(keys.map((key) => [key, value(key)]));

function overrideOf(row: OverrideRow) {
  if (row.kind === 'PORTE') return { code: row.code.trim(), kind: row.kind, porte: row.porte };
  if (row.kind === 'INDICATOR') return { code: row.code.trim(), kind: row.kind, indicator: row.indicator };
  return { code: row.code.trim(), kind: row.kind, value: moneyText(row.value) };
}

/** The terms that are lists, from their rows. */
function listsOf(rows: NegotiationRows) {
  return {
    customsProcedures: rows.customs.map((c) => ({
      code: c.code.trim(),
      description: c.description,
      value: moneyText(c.value),
    })),
    overridesProcedures: rows.overrides.map(overrideOf),
    packages: rows.packages.map((p) => ({ id: p.id, name: p.name, codes: p.codes, value: moneyText(p.value) })),
    billingPerHourGroups: rows.perHour.map((g) => ({
      id: g.id,
      name: g.name,
      codes: g.codes,
      hourValue: moneyText(g.value),
    })),
    expenses: rows.expenses.map((e) => ({
      id: e.id,
      code: e.code,
      tableCode: e.tableCode,
      description: e.description,
      expenseCode: e.expenseCode,
      unityOfMeasurement: e.unit,
      unityValue: moneyText(e.unitValue),
    })),
    revenueConfigs: rows.revenue.map((r) => ({
      role: r.role,
      order: /^\d+$/.test(r.order.trim()) ? Number(r.order.trim()) : Number.NaN,
      share: percentToFraction(r.share),
      grauPart: r.grauPart,
    })),
  };
}

/** The request body (negotiationInputSchema's input) from the form. */
export function bodyOf(values: NegotiationValues, rows: NegotiationRows): Record<string, unknown> {
  const v = (path: string) => values[path] ?? '';
  return {
    name: v('name'),
    start: dateOf(v('start')),
    end: dateOf(v('end')),
    cbhpmId: blankToNull(v('cbhpmId')),
    valuationId: blankToNull(v('valuationId')),
    useCbhpm: v('useCbhpm') === 'true',
    feeBasis: v('feeBasis'),
    proportion: v('proportion').trim() === '' ? '0' : percentToFraction(v('proportion')),
    automaticProportion: v('automaticProportion') === 'true',
    utm: decimalText(v('utm')),
    emergencyFactor: decimalText(v('emergencyFactor')),
    missingAnestheticPorte: v('missingAnestheticPorte') === NOT_PRICED ? null : v('missingAnestheticPorte'),
    accommodationFactors: recordOf(accommodations, (a) => decimalText(v(`accommodationFactors.${a}`))),
    accommodationValues: recordOf(accommodations, (a) => moneyText(v(`accommodationValues.${a}`))),
    techniquesUsed: recordOf(TECHNIQUE_VALUES, (t) => decimalText(v(`techniquesUsed.${t}`))),
    ucoByType: recordOf(eventTypes, (type) => {
      const typed = moneyText(v(`ucoByType.${type}`));
      return typed === '' ? null : typed;
    }),
    anestheticPortes: recordOf(ANESTHETIC_SIZE_VALUES, (size) => v(`anestheticPortes.${size}`)),
    anestheticIndicators: recordOf(ANESTHETIC_INDICATOR_VALUES, (l) => decimalText(v(`anestheticIndicators.${l}`))),
    portesMap: Object.fromEntries(
      PORTE_GRADE_VALUES.filter((porte) => v(`portesMap.${porte}`).trim() !== '').map((porte) => [
        porte,
        moneyText(v(`portesMap.${porte}`)),
      ]),
    ),
    ...listsOf(rows),
    transfer: { payer: v('transfer.payer'), receiver: v('transfer.receiver'), taxIds: rows.taxIds },
  };
}

/**
 * The body of a started negotiation: its own terms as the server answered them, with only the
 * end taken from the form (billing.md §5: nothing else may change, compared value by value).
 */
export function startedBodyOf(negotiation: Negotiation, values: NegotiationValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    name: negotiation.name,
    start: negotiation.start,
    end: dateOf(values.end),
    cbhpmId: negotiation.cbhpmId,
    valuationId: negotiation.valuationId,
    useCbhpm: negotiation.useCbhpm,
  };
  for (const key of Object.keys(negotiationTermsShape)) body[key] = negotiation[key as keyof Negotiation];
  return body;
}
