import { maxCents, toCents, type Cents } from '../money/cents';
import type { DecimalText } from '../pricing/types';
import { irrfTableFor, type IrrfBracket, type IrrfReduction, type IrrfTable } from './irrf-tables';
import type { YearMonth } from './month';
import { clampCents, constantLessFactorOf, minCents, percentOfLess } from './tax-math';

/**
 * The monthly IRRF of an individual (DOMAIN.md "Taxes on medical fees"; decision 028): the
 * larger of the legal deductions (INSS + dependants) and the simplified discount comes off the
 * income, the band of the base gives rate and deduction, and from 2026 the reduction of Lei
 * 15.270/2025 comes off the table's tax. Every intermediate is returned so a screen can explain it.
 */
export interface IrrfInput {
  month: YearMonth;
  /** The taxable income (rendimento tributável) before deductions. */
  income: Cents;
  /** The INSS contributed on it (a legal deduction). */
  inss: Cents;
  dependants: number;
}

export type IrrfDeductionKind = 'legal' | 'simplified';

export interface IrrfResult {
  /** The table used. */
  validFrom: YearMonth;
  income: Cents;
  inss: Cents;
  dependants: number;
  /** inss + dependants × the table's dependant deduction. */
  legalDeduction: Cents;
  simplifiedDiscount: Cents;
  /** The larger of the two ('legal' on a tie). */
  deductionKind: IrrfDeductionKind;
  deductionValue: Cents;
  /** max(0, income − deductionValue). */
  base: Cents;
  bracketRatePercent: DecimalText;
  bracketDeduction: Cents;
  /** max(0, round(base × rate − bracket deduction)). */
  tableTax: Cents;
  /** Lei 15.270/2025 (0 before 2026 and above 7.350,00). */
  reduction: Cents;
  /** tableTax − reduction. */
  value: Cents;
}

function bracketOf(table: IrrfTable, base: Cents): IrrfBracket {
  const found = table.brackets.find((b) => b.upTo === null || base <= toCents(b.upTo));
  // The last band has no upper limit, so a band is always found.
  return found ?? table.brackets[table.brackets.length - 1]!;
}

/** The reduction of art. 3º-A of Lei 9.250/1995 on `income`, never more than tableTax nor negative. */
export function irrfReduction(reduction: IrrfReduction | null, income: Cents, tableTax: Cents): Cents {
  if (reduction === null) return 0n;
  if (income <= toCents(reduction.fullUpTo)) return minCents(tableTax, toCents(reduction.fullMax));
  if (income > toCents(reduction.partialUpTo)) return 0n;
  const partial = constantLessFactorOf(toCents(reduction.partialConstant), reduction.partialFactor, income);
  return clampCents(partial, 0n, tableTax);
}

/** Throws RangeError when no table is in force in the month (before 2024-02) or on a bad dependants count. */
export function computeIrrf(input: IrrfInput): IrrfResult {
  const table = irrfTableFor(input.month);
  if (table === undefined) throw new RangeError(`no IRRF table in force in ${input.month}`);
  if (!Number.isSafeInteger(input.dependants) || input.dependants < 0) {
    throw new RangeError(`dependants must be a whole number ≥ 0: ${input.dependants}`);
  }
  const legalDeduction = input.inss + BigInt(input.dependants) * toCents(table.dependantDeduction);
  const simplifiedDiscount = toCents(table.simplifiedDiscount);
  const deductionKind: IrrfDeductionKind = legalDeduction >= simplifiedDiscount ? 'legal' : 'simplified';
  const deductionValue = deductionKind === 'legal' ? legalDeduction : simplifiedDiscount;
  const base = maxCents(0n, input.income - deductionValue);
  const bracket = bracketOf(table, base);
  const bracketDeduction = toCents(bracket.deduction);
  const tableTax = maxCents(0n, percentOfLess(base, bracket.ratePercent, bracketDeduction));
  const reduction = irrfReduction(table.reduction, input.income, tableTax);
  return {
    validFrom: table.validFrom,
    income: input.income,
    inss: input.inss,
    dependants: input.dependants,
    legalDeduction,
    simplifiedDiscount,
    deductionKind,
    deductionValue,
    base,
    bracketRatePercent: bracket.ratePercent,
    bracketDeduction,
    tableTax,
    reduction,
    value: tableTax - reduction,
  };
}
