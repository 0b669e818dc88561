import { centsText, sumCents, toCents, type Cents } from '../money/cents';
import type { DecimalText } from '../pricing/types';
import type { InssResult } from './inss';
import type { IrrfResult } from './irrf';
import { minCents, percentOf } from './tax-math';
import type { TaxBase, TaxIdentifier, TaxKind, TaxRule } from './vocabulary';

/**
 * The lines of a receiver's transfer as they are computed, in order, with the running liquid
 * that caps them and the steps that explain them (decision 028 "Order of computation").
 */

export interface TransferLine {
  ruleId: string;
  name: string;
  identifier: TaxIdentifier;
  kind: TaxKind;
  base: TaxBase;
  /** What the rule was computed on. */
  baseValue: Cents;
  ratePercent: DecimalText | null;
  amount: Cents | null;
  value: Cents;
  /** Computed and shown, not deducted (the payer already kept it). */
  withheldByPayer: boolean;
  /** Cut so the liquid does not go below 0. */
  capped: boolean;
  detail: InssResult | IrrfResult | null;
}

/** The keys of the steps, in the order they can appear; the screen words each in pt-BR. */
export const TRANSFER_STEP_KEYS = [
  'receivedValue',
  'rateLine',
  'valueBaseTransfer',
  'inssLine',
  'valueBaseIR',
  'irrfLine',
  'fixedLine',
  'liquid',
] as const;
export type TransferStepKey = (typeof TRANSFER_STEP_KEYS)[number];

export interface TransferStep {
  key: TransferStepKey;
  /** Money as text with 2 decimals, rates as given, flags 'true' / 'false'. */
  values: Record<string, string>;
}

export interface TransferState {
  /** receivedValue − every deducted line so far. */
  running: Cents;
  lines: TransferLine[];
  steps: TransferStep[];
}

const flag = (value: boolean): string => (value ? 'true' : 'false');

function lineValues(line: TransferLine, computed: Cents): Record<string, string> {
  return {
    ruleId: line.ruleId,
    name: line.name,
    identifier: line.identifier,
    kind: line.kind,
    base: line.base,
    baseValue: centsText(line.baseValue),
    computed: centsText(computed),
    value: centsText(line.value),
    capped: flag(line.capped),
    withheldByPayer: flag(line.withheldByPayer),
  };
}

function detailValues(detail: InssResult | IrrfResult | null): Record<string, string> {
  if (detail === null) return {};
  if ('cappedBase' in detail) {
    return {
      ceiling: centsText(detail.ceiling),
      otherSources: centsText(detail.otherSources),
      cappedBase: centsText(detail.cappedBase),
      ceilingApplied: flag(detail.capped),
    };
  }
  return {
    bracketRatePercent: detail.bracketRatePercent,
    bracketDeduction: centsText(detail.bracketDeduction),
    tableTax: centsText(detail.tableTax),
    reduction: centsText(detail.reduction),
  };
}

function stepKeyOf(rule: TaxRule): TransferStepKey {
  if (rule.calculation === 'TABLE') return 'irrfLine';
  if (rule.calculation === 'FIXED') return 'fixedLine';
  return rule.identifier === 'INSS' ? 'inssLine' : 'rateLine';
}

/**
 * Adds the line of `rule` worth `computed` on `baseValue`. A deducted line is capped at the
 * running liquid and reduces it; a line withheld by the payer is shown as computed.
 */
export function postLine(
  state: TransferState,
  rule: TaxRule,
  baseValue: Cents,
  computed: Cents,
  detail: InssResult | IrrfResult | null = null,
): TransferLine {
  const value = rule.withheldByPayer ? computed : minCents(computed, state.running);
  const line: TransferLine = {
    ruleId: rule.id,
    name: rule.name,
    identifier: rule.identifier,
    kind: rule.kind,
    base: rule.base,
    baseValue,
    ratePercent: rule.calculation === 'RATE' ? rule.ratePercent : null,
    amount: rule.calculation === 'FIXED' && rule.amount !== null ? toCents(rule.amount) : null,
    value,
    withheldByPayer: rule.withheldByPayer,
    capped: value < computed,
    detail,
  };
  if (!rule.withheldByPayer) state.running -= value;
  state.lines.push(line);
  const values: Record<string, string> = { ...lineValues(line, computed), ...detailValues(detail) };
  if (line.ratePercent !== null) values.ratePercent = line.ratePercent;
  if (line.amount !== null) values.amount = centsText(line.amount);
  state.steps.push({ key: stepKeyOf(rule), values });
  return line;
}

/** A RATE line: ratePercent % of baseValue. */
export const postRate = (state: TransferState, rule: TaxRule, baseValue: Cents): TransferLine =>
  postLine(state, rule, baseValue, percentOf(baseValue, rule.ratePercent ?? '0'));

/** Σ of the lines' values that match. */
export const sumLines = (lines: readonly TransferLine[], match: (line: TransferLine) => boolean): Cents =>
  sumCents(lines.filter(match).map((line) => line.value));
