import type { BillingBaseLine, BillingMonth } from '@honora/contract';

/** The terms and figures a month shows (billing.md §2 BillingContract; decision 052). */
export interface MonthFigures {
  terms: {
    providerName: string;
    feeType: 'PERCENT' | 'FIXED';
    base: 'INVOICED' | 'RECEIVED' | 'PRODUCED' | null;
    percent: string | null;
    minimumFee: string | null;
    fixedFee: string | null;
  };
  lines: BillingBaseLine[];
  baseTotal: string;
  byPercent: string;
  fee: string;
  minimumApplied: boolean;
  dueOn: string | null;
}

/**
 * The issued statement's snapshot when the month has one (its PDF and Excel never change), the
 * live figures under the contract in force otherwise (a preview); null when no contract covers
 * the month and nothing was issued.
 */
export function monthFigures(month: BillingMonth): MonthFigures | null {
  const { statement, contract } = month;
  if (statement) {
    const { terms, lines, baseTotal, byPercent, fee, minimumApplied, dueOn } = statement;
    return { terms, lines, baseTotal, byPercent, fee, minimumApplied, dueOn };
  }
  if (!contract) return null;
  const { lines, baseTotal, byPercent, fee, minimumApplied, dueOn } = month;
  return { terms: contract, lines, baseTotal, byPercent, fee, minimumApplied, dueOn };
}

/** Why "Emitir fatura" cannot be used now, or null when it can (the server says the same). */
export function issueBlock(month: BillingMonth, futureMonth: string): string | null {
  if (!month.contract || month.statement) return null;
  return month.ended ? null : futureMonth;
}
