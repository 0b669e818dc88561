import { maxCents, type Cents } from '../money/cents';
import type { DecimalText } from '../pricing/types';
import { percentOf } from '../taxes/tax-math';

/**
 * The billing contract (billing.md §2 BillingContract; decision 052): what a group pays the
 * billing company for billing it — a percentage of a monthly base (the invoices issued, the money
 * received or the production of the month), with an optional minimum, or a fixed monthly fee.
 * Pure functions, money in integer cents, no float (billing.md §9: half-up to the cent).
 */

export const BILLING_FEE_TYPES = ['PERCENT', 'FIXED'] as const;
export type BillingFeeType = (typeof BILLING_FEE_TYPES)[number];

/**
 * The base a percentage applies to: the notas fiscais issued in the month (by their date), the
 * receipts of the month (active Received entries by their date) or the production of the month
 * (active events by procedure date, their produced value).
 */
export const BILLING_FEE_BASES = ['INVOICED', 'RECEIVED', 'PRODUCED'] as const;
export type BillingFeeBase = (typeof BILLING_FEE_BASES)[number];

export interface BillingFeeTerms {
  feeType: BillingFeeType;
  /** Percent with up to 4 decimals ("6.5" → 6,5 %); PERCENT only. */
  percent: DecimalText | null;
  /** The minimum monthly fee of a PERCENT contract, or null. */
  minimumFee: Cents | null;
  /** The monthly fee of a FIXED contract. */
  fixedFee: Cents | null;
}

export interface BillingFee {
  /** base × percent ÷ 100, rounded half-up once (0 for a FIXED contract). */
  byPercent: Cents;
  /** What the month is billed: the fixed fee, or the percentage raised to the minimum. */
  fee: Cents;
  minimumApplied: boolean;
}

/** The month's fee from the contract's terms and the month's base total. */
export function billingFee(terms: BillingFeeTerms, base: Cents): BillingFee {
  if (terms.feeType === 'FIXED') return { byPercent: 0n, fee: terms.fixedFee ?? 0n, minimumApplied: false };
  const byPercent = percentOf(base, terms.percent ?? '0');
  // A month whose reversals outweigh its receipts owes nothing, not a negative fee.
  const minimum = terms.minimumFee ?? 0n;
  return {
    byPercent,
    fee: maxCents(maxCents(byPercent, minimum), 0n),
    minimumApplied: terms.minimumFee !== null && minimum > byPercent,
  };
}

/** A contract's validity: from its start day, to its end day or open-ended (YYYY-MM-DD). */
export interface BillingContractSpan {
  startsOn: string;
  endsOn: string | null;
}

/** Whether the contract covers a month (YYYY-MM): any of the month's days inside its validity. */
export function coversMonth(span: BillingContractSpan, month: string): boolean {
  return span.startsOn.slice(0, 7) <= month && (span.endsOn === null || span.endsOn.slice(0, 7) >= month);
}

/**
 * The first of `others` that shares a month with `span` (decision 052: one billing contract a
 * month, so each month has one fee and one statement), or undefined.
 */
export function overlappingMonths<T extends BillingContractSpan>(
  span: BillingContractSpan,
  others: readonly T[],
): T | undefined {
  const first = span.startsOn.slice(0, 7);
  const last = span.endsOn?.slice(0, 7) ?? '9999-12';
  return others.find((o) => o.startsOn.slice(0, 7) <= last && (o.endsOn === null || o.endsOn.slice(0, 7) >= first));
}

/** The statement's due day: the contract's due day (1–28) of the month after the billed month. */
export function statementDueOn(month: string, dueDay: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? { y: y + 1, m: 1 } : { y, m: m + 1 };
  return `${next.y}-${String(next.m).padStart(2, '0')}-${String(dueDay).padStart(2, '0')}`;
}
