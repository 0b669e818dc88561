import type { DecimalText } from '../pricing/types';
import { versionInForce, type YearMonth } from './month';

/**
 * The monthly IRPF progressive tables (imposto de renda retido na fonte of individuals), by
 * validity month (DOMAIN.md "Taxes on medical fees"; decision 028). Money as text so the list can
 * be shown and sent as it is; irrf.ts reads it in cents.
 */

/** One band: up to `upTo` (inclusive; null = above the last), `ratePercent` % − `deduction`. */
export interface IrrfBracket {
  readonly upTo: DecimalText | null;
  readonly ratePercent: DecimalText;
  readonly deduction: DecimalText;
}

/**
 * The reduction of Lei 15.270/2025 (art. 3º-A of Lei 9.250/1995), on the taxable income before
 * deductions: up to `fullUpTo`, up to `fullMax` (so the tax is zero); up to `partialUpTo`,
 * `partialConstant` − `partialFactor` × income; above, none. Never more than the table's tax.
 */
export interface IrrfReduction {
  readonly fullUpTo: DecimalText;
  readonly fullMax: DecimalText;
  readonly partialUpTo: DecimalText;
  readonly partialConstant: DecimalText;
  readonly partialFactor: DecimalText;
}

export interface IrrfTable {
  readonly validFrom: YearMonth;
  /** The law that sets it. */
  readonly source: string;
  /** Ascending; the first band (0 %) is the exemption. */
  readonly brackets: readonly IrrfBracket[];
  /** Per dependant, monthly. */
  readonly dependantDeduction: DecimalText;
  /** The simplified monthly discount (desconto simplificado), used instead of the legal deductions when larger. */
  readonly simplifiedDiscount: DecimalText;
  readonly reduction: IrrfReduction | null;
}

const BRACKETS_2025: readonly IrrfBracket[] = [
  { upTo: '2428.80', ratePercent: '0', deduction: '0.00' },
  { upTo: '2826.65', ratePercent: '7.5', deduction: '182.16' },
  { upTo: '3751.05', ratePercent: '15', deduction: '394.16' },
  { upTo: '4664.68', ratePercent: '22.5', deduction: '675.49' },
  { upTo: null, ratePercent: '27.5', deduction: '908.73' },
];

/** Every version, oldest first. */
export const IRRF_TABLES: readonly IrrfTable[] = [
  {
    validFrom: '2024-02',
    source: 'Lei 14.848/2024',
    brackets: [
      { upTo: '2259.20', ratePercent: '0', deduction: '0.00' },
      { upTo: '2826.65', ratePercent: '7.5', deduction: '169.44' },
      { upTo: '3751.05', ratePercent: '15', deduction: '381.44' },
      { upTo: '4664.68', ratePercent: '22.5', deduction: '662.77' },
      { upTo: null, ratePercent: '27.5', deduction: '896.00' },
    ],
    dependantDeduction: '189.59',
    simplifiedDiscount: '564.80',
    reduction: null,
  },
  {
    validFrom: '2025-05',
    source: 'Lei 15.191/2025 (MP 1.294/2025)',
    brackets: BRACKETS_2025,
    dependantDeduction: '189.59',
    simplifiedDiscount: '607.20',
    reduction: null,
  },
  {
    validFrom: '2026-01',
    source: 'Lei 15.191/2025; Lei 15.270/2025 (art. 3º-A da Lei 9.250/1995)',
    brackets: BRACKETS_2025,
    dependantDeduction: '189.59',
    simplifiedDiscount: '607.20',
    reduction: {
      fullUpTo: '5000.00',
      fullMax: '312.89',
      partialUpTo: '7350.00',
      partialConstant: '978.62',
      partialFactor: '0.133145',
    },
  },
];

/** The table in force in `month` ('YYYY-MM'), or undefined before 2024-02. */
export const irrfTableFor = (month: YearMonth): IrrfTable | undefined => versionInForce(IRRF_TABLES, month);
