import { centsText, maxCents, sumCents, toCents, type Cents } from '../money/cents';
import { computeInss } from './inss';
import { computeIrrf, type IrrfResult } from './irrf';
import { irrfTableFor } from './irrf-tables';
import { isYearMonth, type YearMonth } from './month';
import {
  postLine,
  postRate,
  sumLines,
  type TransferLine,
  type TransferState,
  type TransferStep,
} from './transfer-lines';
import { taxRuleProblems, type ReceiverPersonType, type TaxBase, type TaxRule } from './vocabulary';

/**
 * One receiver's month (billing.md §3 "Transfer and user transfer"; decision 028): the taxes and
 * fees in force, in the order of computation, from the receiver's share of the month's entries
 * to the liquid passed on.
 */

export interface TransferReceiver {
  id: string;
  personType: ReceiverPersonType;
  dependants: number;
  /** Remuneration already contributed on to INSS elsewhere this month. */
  inssOtherSources: Cents;
}

export interface ReceiverTransferInput {
  month: YearMonth;
  receiver: TransferReceiver;
  /** The receiver's share of the month's entries. */
  fullValue: Cents;
  /** The same per insurer id; sums to fullValue. */
  byInsurer: ReadonlyMap<string, Cents>;
  /** 0 ≤ discount ≤ fullValue. */
  discount: Cents;
  /** The versions in force in the month. */
  rules: readonly TaxRule[];
}

export interface ReceiverTransfer {
  fullValue: Cents;
  discount: Cents;
  receivedValue: Cents;
  valueBaseTransfer: Cents;
  valueBaseIR: Cents;
  lines: TransferLine[];
  /** Deducted lines of kind TAX. */
  totalTaxes: Cents;
  /** Deducted lines of kind FEE. */
  totalFees: Cents;
  withheldByPayerTotal: Cents;
  /** receivedValue − totalTaxes − totalFees, never below 0. */
  liquid: Cents;
  steps: TransferStep[];
}

/** The tier of each base: the order of computation (decision 028). */
export const TAX_BASE_TIERS: Readonly<Record<TaxBase, 1 | 2 | 3 | 4>> = {
  Received: 1,
  ReceivedValue: 1,
  Custom: 1,
  Repasse: 2,
  BaseIRRF: 3,
  Liquid: 4,
  LiquidValue: 4,
};

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The rules that apply to the receiver (person type, receivers), sorted by (tier, order, name, id). */
export function applicableRules(rules: readonly TaxRule[], receiver: TransferReceiver): TaxRule[] {
  return rules
    .filter((r) => r.personType === 'ALL' || r.personType === receiver.personType)
    .filter((r) => r.receiverIds.length === 0 || r.receiverIds.includes(receiver.id))
    .sort(
      (a, b) =>
        TAX_BASE_TIERS[a.base] - TAX_BASE_TIERS[b.base] ||
        a.order - b.order ||
        byText(a.name, b.name) ||
        byText(a.id, b.id),
    );
}

function checkInput(input: ReceiverTransferInput): void {
  if (!isYearMonth(input.month)) throw new RangeError(`not a month (YYYY-MM): "${input.month}"`);
  if (input.fullValue < 0n) throw new RangeError('fullValue must be ≥ 0');
  if (input.discount < 0n || input.discount > input.fullValue)
    throw new RangeError('discount must be in [0, fullValue]');
  if (input.receiver.inssOtherSources < 0n) throw new RangeError('inssOtherSources must be ≥ 0');
  const parts = [...input.byInsurer.values()];
  if (parts.some((v) => v < 0n) || sumCents(parts) !== input.fullValue) {
    throw new RangeError('byInsurer must be ≥ 0 and sum to fullValue');
  }
  for (const rule of input.rules) {
    const problems = taxRuleProblems(rule);
    if (problems.length > 0) {
      throw new RangeError(`tax ${rule.id}: ${problems.map((p) => `${p.field} ${p.code}`).join(', ')}`);
    }
  }
}

function tierOneBase(rule: TaxRule, input: ReceiverTransferInput, receivedValue: Cents): Cents {
  if (rule.base === 'Received') return input.fullValue;
  if (rule.base === 'ReceivedValue') return receivedValue;
  return sumCents(rule.healthInsuranceIds.map((id) => input.byInsurer.get(id) ?? 0n));
}

/** The IRRF of a PF receiver on valueBaseTransfer, or null (a PJ, or a month before the first table). */
function irrfOf(input: ReceiverTransferInput, income: Cents, inss: Cents): IrrfResult | null {
  if (input.receiver.personType !== 'PF' || irrfTableFor(input.month) === undefined) return null;
  return computeIrrf({ month: input.month, income, inss, dependants: input.receiver.dependants });
}

const ofTier = (rules: readonly TaxRule[], tier: 1 | 2 | 3 | 4): TaxRule[] =>
  rules.filter((r) => TAX_BASE_TIERS[r.base] === tier);

/** Steps 2–3: tier 1 on the received values, then valueBaseTransfer and the repasse lines (INSS). */
function repasseTiers(input: ReceiverTransferInput, rules: TaxRule[], state: TransferState, receivedValue: Cents) {
  for (const rule of ofTier(rules, 1)) postRate(state, rule, tierOneBase(rule, input, receivedValue));
  const fees = sumLines(state.lines, (l) => l.kind === 'FEE');
  const valueBaseTransfer = maxCents(0n, receivedValue - fees);
  state.steps.push({
    key: 'valueBaseTransfer',
    values: {
      receivedValue: centsText(receivedValue),
      fees: centsText(fees),
      valueBaseTransfer: centsText(valueBaseTransfer),
    },
  });
  for (const rule of ofTier(rules, 2)) {
    if (rule.identifier !== 'INSS') {
      postRate(state, rule, valueBaseTransfer);
      continue;
    }
    const { month, receiver } = input;
    const ratePercent = rule.ratePercent ?? '0';
    const inss = computeInss({ month, base: valueBaseTransfer, ratePercent, otherSources: receiver.inssOtherSources });
    postLine(state, rule, valueBaseTransfer, inss.value, inss);
  }
  return valueBaseTransfer;
}

/** Step 4: valueBaseIR (computeIrrf's base) and the lines on it (the IRRF table, rates), in order. */
function irrfTier(input: ReceiverTransferInput, rules: TaxRule[], state: TransferState, valueBaseTransfer: Cents) {
  const inss = sumLines(state.lines, (l) => l.identifier === 'INSS');
  const irrf = irrfOf(input, valueBaseTransfer, inss);
  const valueBaseIR = irrf?.base ?? valueBaseTransfer;
  state.steps.push({
    key: 'valueBaseIR',
    values: {
      valueBaseTransfer: centsText(valueBaseTransfer),
      inss: centsText(inss),
      dependants: String(irrf?.dependants ?? 0),
      deductionKind: irrf?.deductionKind ?? 'none',
      deductionValue: centsText(irrf?.deductionValue ?? 0n),
      valueBaseIR: centsText(valueBaseIR),
    },
  });
  for (const rule of ofTier(rules, 3)) {
    if (rule.calculation === 'RATE') {
      postRate(state, rule, valueBaseIR);
    } else if (irrf === null) {
      throw new RangeError(`no IRRF table in force in ${input.month} for tax ${rule.id}`);
    } else {
      postLine(state, rule, valueBaseIR, irrf.value, irrf);
    }
  }
  return valueBaseIR;
}

/** Step 5: the lines on the running liquid, in order, each reducing it. */
function liquidTier(rules: TaxRule[], state: TransferState): void {
  for (const rule of ofTier(rules, 4)) {
    if (rule.calculation === 'FIXED') postLine(state, rule, state.running, toCents(rule.amount ?? '0'));
    else postRate(state, rule, state.running);
  }
}

/**
 * The receiver's transfer for the month. Throws RangeError on an input out of its bounds, a rule
 * with taxRuleProblems, or an IRRF table / INSS rule in a month before its first table.
 */
export function computeReceiverTransfer(input: ReceiverTransferInput): ReceiverTransfer {
  checkInput(input);
  const rules = applicableRules(input.rules, input.receiver);
  const receivedValue = input.fullValue - input.discount;
  const state: TransferState = { running: receivedValue, lines: [], steps: [] };
  state.steps.push({
    key: 'receivedValue',
    values: {
      fullValue: centsText(input.fullValue),
      discount: centsText(input.discount),
      receivedValue: centsText(receivedValue),
    },
  });
  const valueBaseTransfer = repasseTiers(input, rules, state, receivedValue);
  const valueBaseIR = irrfTier(input, rules, state, valueBaseTransfer);
  liquidTier(rules, state);
  return summarize(input, state, { receivedValue, valueBaseTransfer, valueBaseIR });
}

function summarize(
  input: ReceiverTransferInput,
  state: TransferState,
  bases: { receivedValue: Cents; valueBaseTransfer: Cents; valueBaseIR: Cents },
): ReceiverTransfer {
  const totalTaxes = sumLines(state.lines, (l) => !l.withheldByPayer && l.kind === 'TAX');
  const totalFees = sumLines(state.lines, (l) => !l.withheldByPayer && l.kind === 'FEE');
  const withheldByPayerTotal = sumLines(state.lines, (l) => l.withheldByPayer);
  const liquid = bases.receivedValue - totalTaxes - totalFees;
  state.steps.push({
    key: 'liquid',
    values: {
      receivedValue: centsText(bases.receivedValue),
      totalTaxes: centsText(totalTaxes),
      totalFees: centsText(totalFees),
      withheldByPayerTotal: centsText(withheldByPayerTotal),
      liquid: centsText(liquid),
    },
  });
  return {
    fullValue: input.fullValue,
    discount: input.discount,
    ...bases,
    lines: state.lines,
    totalTaxes,
    totalFees,
    withheldByPayerTotal,
    liquid,
    steps: state.steps,
  };
}
