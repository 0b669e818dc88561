import { compare, parseDecimal, ZERO, type Decimal } from '../pricing/decimal';
import type { DecimalText } from '../pricing/types';

/**
 * The vocabulary of taxes and repasses (billing.md §3 "Tax", "Transfer and user transfer"): a
 * company's taxes and fees, and the monthly transfer to each receiver. The contract and the
 * screens build on these lists; the engine is in transfer-computation.ts.
 */

export const TAX_IDENTIFIERS = [
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
export type TaxIdentifier = (typeof TAX_IDENTIFIERS)[number];

/** TAX: a tax on the receiver; FEE: what the group keeps (its administration fee). */
export const TAX_KINDS = ['TAX', 'FEE'] as const;
export type TaxKind = (typeof TAX_KINDS)[number];

/** What a tax is computed on (the order of computation is in decision 028). */
export const TAX_BASES = [
  'Received',
  'Repasse',
  'BaseIRRF',
  'Liquid',
  'LiquidValue',
  'Custom',
  'ReceivedValue',
] as const;
export type TaxBase = (typeof TAX_BASES)[number];

/** RATE: a percentage of the base; TABLE: the IRRF progressive table; FIXED: an amount. */
export const TAX_CALCULATIONS = ['RATE', 'TABLE', 'FIXED'] as const;
export type TaxCalculation = (typeof TAX_CALCULATIONS)[number];

export const TAX_PERSON_TYPES = ['ALL', 'PF', 'PJ'] as const;
export type TaxPersonType = (typeof TAX_PERSON_TYPES)[number];

/** PF: a doctor as an individual (pessoa física); PJ: through a company (pessoa jurídica). */
export const RECEIVER_PERSON_TYPES = ['PF', 'PJ'] as const;
export type ReceiverPersonType = (typeof RECEIVER_PERSON_TYPES)[number];

export const TRANSFER_MODES = ['ALL', 'RECEIVED', 'RECURSED'] as const;
export type TransferMode = (typeof TRANSFER_MODES)[number];

/** billing.md §4 Transfer: OPEN to LOCKED. */
export const TRANSFER_STATUSES = ['OPEN', 'LOCKED'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** One version of a company's tax: the one in force for the month being transferred. */
export interface TaxRule {
  id: string;
  name: string;
  identifier: TaxIdentifier;
  kind: TaxKind;
  base: TaxBase;
  calculation: TaxCalculation;
  /** RATE: the percentage, 0 < r ≤ 100 ("27.5", "1.5", "20"). */
  ratePercent: DecimalText | null;
  /** FIXED: the amount, money text. */
  amount: DecimalText | null;
  personType: TaxPersonType;
  /** The receivers it applies to; empty: every receiver. */
  receiverIds: string[];
  /** Base Custom only: the part of the value paid by these insurers. */
  healthInsuranceIds: string[];
  /** Already withheld by the payer (e.g. the insurer's 1,5 % IRRF): shown, not deducted. */
  withheldByPayer: boolean;
  order: number;
}

/** The fields taxRuleProblems looks at. */
export type TaxRuleShape = Pick<
  TaxRule,
  'identifier' | 'base' | 'calculation' | 'ratePercent' | 'amount' | 'personType' | 'healthInsuranceIds'
>;

/** Message keys of the structural rules of a tax (the API enforces the same). */
export const TAX_RULE_PROBLEM_CODES = [
  'taxTableOnlyIr',
  'taxTableBaseIrrf',
  'taxInssRate',
  'taxInssBaseRepasse',
  'taxRateRange',
  'taxAmountPositive',
  'taxFixedBaseLiquidValue',
  'taxLiquidValueFixed',
  'taxCustomInsurersRequired',
  'taxInsurersOnlyCustom',
  'taxPersonTypePf',
] as const;
export type TaxRuleProblemCode = (typeof TAX_RULE_PROBLEM_CODES)[number];

export interface TaxRuleProblem {
  field: keyof TaxRuleShape;
  code: TaxRuleProblemCode;
}

const HUNDRED: Decimal = { units: 100n, scale: 0 };

function decimalOrNull(text: DecimalText | null): Decimal | null {
  if (text === null) return null;
  try {
    return parseDecimal(text);
  } catch {
    return null;
  }
}

const isIrTable = (rule: TaxRuleShape): boolean => rule.identifier === 'IR' && rule.calculation === 'TABLE';

function calculationProblems(rule: TaxRuleShape): TaxRuleProblem[] {
  const problems: TaxRuleProblem[] = [];
  if (rule.calculation === 'TABLE') {
    if (rule.identifier !== 'IR') problems.push({ field: 'calculation', code: 'taxTableOnlyIr' });
    if (rule.base !== 'BaseIRRF') problems.push({ field: 'base', code: 'taxTableBaseIrrf' });
  }
  if (rule.calculation === 'RATE') {
    const rate = decimalOrNull(rule.ratePercent);
    if (rate === null || compare(rate, ZERO) <= 0 || compare(rate, HUNDRED) > 0) {
      problems.push({ field: 'ratePercent', code: 'taxRateRange' });
    }
  }
  if (rule.calculation === 'FIXED') {
    const amount = decimalOrNull(rule.amount);
    if (amount === null || compare(amount, ZERO) <= 0) problems.push({ field: 'amount', code: 'taxAmountPositive' });
    if (rule.base !== 'LiquidValue') problems.push({ field: 'base', code: 'taxFixedBaseLiquidValue' });
  }
  return problems;
}

function baseProblems(rule: TaxRuleShape): TaxRuleProblem[] {
  const problems: TaxRuleProblem[] = [];
  if (rule.identifier === 'INSS') {
    if (rule.calculation !== 'RATE') problems.push({ field: 'calculation', code: 'taxInssRate' });
    if (rule.base !== 'Repasse') problems.push({ field: 'base', code: 'taxInssBaseRepasse' });
  }
  if (rule.base === 'LiquidValue' && rule.calculation !== 'FIXED') {
    problems.push({ field: 'calculation', code: 'taxLiquidValueFixed' });
  }
  if (rule.base === 'Custom' && rule.healthInsuranceIds.length === 0) {
    problems.push({ field: 'healthInsuranceIds', code: 'taxCustomInsurersRequired' });
  }
  if (rule.base !== 'Custom' && rule.healthInsuranceIds.length > 0) {
    problems.push({ field: 'healthInsuranceIds', code: 'taxInsurersOnlyCustom' });
  }
  if ((isIrTable(rule) || rule.identifier === 'INSS') && rule.personType !== 'PF') {
    problems.push({ field: 'personType', code: 'taxPersonTypePf' });
  }
  return problems;
}

/**
 * The structural problems of a tax (billing.md §3 "Tax"; decision 028): the IRRF table only as
 * IR on BaseIRRF, INSS a rate on the repasse, a rate in (0, 100], a fixed amount > 0 and only
 * on LiquidValue, insurers only (and at least one) on Custom, the IRRF table and INSS only for
 * individuals (PF). [] when the rule is sound. A rate or amount that its calculation does not
 * use is ignored.
 */
export function taxRuleProblems(rule: TaxRuleShape): TaxRuleProblem[] {
  return [...calculationProblems(rule), ...baseProblems(rule)];
}
