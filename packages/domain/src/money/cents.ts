import { parseDecimal, roundHalfUp, toMoneyText, type Decimal } from '../pricing/decimal';
import type { DecimalText } from '../pricing/types';

/**
 * Money in the ledger as integer cents (bigint): amounts arrive and leave as decimal text
 * ("1234.56", the API's and numeric(14,2)'s form) and never pass through floating point
 * (ARCHITECTURE.md "Data"). Rounding half-up to 2 decimals (billing.md §9).
 */
export type Cents = bigint;

/** Decimal text → cents, rounded half-up to 2 decimals. Throws RangeError on text that is not a number. */
export function toCents(text: DecimalText): Cents {
  return roundHalfUp(parseDecimal(text), 2).units;
}

/** Cents → money text with exactly 2 decimals ("12.30", "-0.05"). */
export function centsText(cents: Cents): DecimalText {
  const decimal: Decimal = { units: cents, scale: 2 };
  return toMoneyText(decimal);
}

export const sumCents = (values: Iterable<Cents>): Cents => {
  let total = 0n;
  for (const v of values) total += v;
  return total;
};

export const maxCents = (a: Cents, b: Cents): Cents => (a > b ? a : b);

/** The balance tolerance of billing.md §9 (0.05), in cents. */
export const TOLERANCE_CENTS: Cents = 5n;
