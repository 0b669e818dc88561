import { parseDecimal, roundHalfUp } from '../pricing/decimal';
import type { DecimalText } from '../pricing/types';
import type { Cents } from '../money/cents';

/**
 * The few operations the tax engine needs on cents, exact (billing.md §9: money rounded half-up
 * to 2 decimals, never through a JS float).
 */

/** base × ratePercent / 100, rounded half-up to the cent ("27.5" → 27,5 %). */
export function percentOf(base: Cents, ratePercent: DecimalText): Cents {
  const rate = parseDecimal(ratePercent);
  // base is in cents (scale 2); the rate in percent adds its own scale and 2 more (÷ 100).
  return roundHalfUp({ units: base * rate.units, scale: 2 + rate.scale + 2 }, 2).units;
}

/**
 * base × ratePercent / 100 − deduction, rounded half-up to the cent once, at the end (the IRRF
 * table's "alíquota × base − parcela a deduzir").
 */
export function percentOfLess(base: Cents, ratePercent: DecimalText, deduction: Cents): Cents {
  const rate = parseDecimal(ratePercent);
  const scale = 2 + rate.scale + 2;
  const deductionUnits = deduction * 10n ** BigInt(scale - 2);
  return roundHalfUp({ units: base * rate.units - deductionUnits, scale }, 2).units;
}

/** constant − factor × value, rounded half-up to the cent (the Lei 15.270 partial reduction). */
export function constantLessFactorOf(constant: Cents, factor: DecimalText, value: Cents): Cents {
  const f = parseDecimal(factor);
  const scale = 2 + f.scale;
  return roundHalfUp({ units: constant * 10n ** BigInt(f.scale) - value * f.units, scale }, 2).units;
}

export const minCents = (a: Cents, b: Cents): Cents => (a < b ? a : b);

export const clampCents = (value: Cents, low: Cents, high: Cents): Cents =>
  value < low ? low : value > high ? high : value;
