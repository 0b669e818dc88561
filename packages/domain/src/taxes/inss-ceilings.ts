import type { DecimalText } from '../pricing/types';
import { versionInForce, type YearMonth } from './month';

/**
 * The INSS ceiling (teto do salário-de-contribuição) by validity month (decision 028): the most
 * a month's remuneration is contributed on, across every source.
 */
export interface InssCeiling {
  readonly validFrom: YearMonth;
  readonly ceiling: DecimalText;
  readonly source: string;
}

/** Every version, oldest first. */
export const INSS_CEILINGS: readonly InssCeiling[] = [
  { validFrom: '2024-01', ceiling: '7786.02', source: 'Portaria Interministerial MPS/MF nº 2/2024' },
  { validFrom: '2025-01', ceiling: '8157.41', source: 'Portaria Interministerial MPS/MF nº 6/2025' },
  { validFrom: '2026-01', ceiling: '8475.55', source: 'Decreto 12.797/2025' },
];

/** The ceiling in force in `month` ('YYYY-MM'), or undefined before 2024-01. */
export const inssCeilingFor = (month: YearMonth): InssCeiling | undefined => versionInForce(INSS_CEILINGS, month);
