import type { ReceiverTaxProfile, transferEntrySchema, transferLineSchema } from '@honora/contract';
import type { z } from 'zod';

/**
 * What the doctor's documents print (billing.md §3 Transfer and user transfer; decision 031):
 * the monthly statement (demonstrativo de repasse) and the yearly income report (informe de
 * rendimentos). Money is text with 2 decimals ("1234.56"); months are 'YYYY-MM'; dates ISO.
 */

export interface DocumentCompany {
  name: string;
  cnpj: string | null;
}

export interface StatementDocument {
  company: DocumentCompany;
  receiverName: string;
  receiverType: 'anesthetist' | 'surgeon' | 'resident';
  personType: ReceiverTaxProfile['personType'];
  cnpj: string | null;
  month: string;
  mode: 'ALL' | 'RECEIVED' | 'RECURSED';
  code: number;
  status: 'OPEN' | 'LOCKED';
  lockedAt: string | null;
  /** Every receipt the receiver's full value came from, in date order. */
  entries: z.infer<typeof transferEntrySchema>[];
  fullValue: string;
  discount: string;
  discountReason: string | null;
  /** fullValue − discount. */
  value: string;
  valueBaseTransfer: string;
  valueBaseIR: string;
  lines: z.infer<typeof transferLineSchema>[];
  totalTaxes: string;
  totalFees: string;
  withheldByPayer: string;
  liquid: string;
  payments: { value: string; paidDate: string; invoice: string | null }[];
}

export interface IncomeReportMonth {
  month: string;
  /** Σ fullValue − discount of the month's locked transfers. */
  gross: string;
  fees: string;
  inss: string;
  irrf: string;
  /** Every other deducted tax line. */
  otherTaxes: string;
  /** Lines the payer withheld (shown, not deducted). */
  withheldByPayer: string;
  liquid: string;
}

export interface IncomeReportDocument {
  company: DocumentCompany;
  receiverName: string;
  personType: ReceiverTaxProfile['personType'];
  cnpj: string | null;
  year: number;
  /** The months with a locked transfer, in order. */
  months: IncomeReportMonth[];
  totals: Omit<IncomeReportMonth, 'month'>;
}
