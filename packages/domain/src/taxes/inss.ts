import { maxCents, toCents, type Cents } from '../money/cents';
import type { DecimalText } from '../pricing/types';
import { inssCeilingFor } from './inss-ceilings';
import type { YearMonth } from './month';
import { minCents, percentOf } from './tax-math';

/**
 * INSS of an individual contributor on one month's repasse (Lei 8.212/1991 art. 21; decision
 * 028): the rate is a setting (20 % withheld by a work cooperative from its members, Lei
 * 10.666/2003 art. 4 and ADI RFB 5/2015; 11 % when a company withholds from a contractor), on
 * the remuneration up to the ceiling, counting what was already contributed on elsewhere.
 */
export interface InssInput {
  month: YearMonth;
  base: Cents;
  ratePercent: DecimalText;
  /** The receiver's remuneration already contributed on elsewhere this month. */
  otherSources: Cents;
}

export interface InssResult {
  /** The contribution, rounded half-up to the cent. */
  value: Cents;
  /** The base after the ceiling: min(base, max(0, ceiling − otherSources)). */
  cappedBase: Cents;
  ceiling: Cents;
  otherSources: Cents;
  ratePercent: DecimalText;
  /** Whether the ceiling cut the base. */
  capped: boolean;
}

/** Throws RangeError when no ceiling is in force in the month (before 2024-01) or on a negative base. */
export function computeInss(input: InssInput): InssResult {
  const version = inssCeilingFor(input.month);
  if (version === undefined) throw new RangeError(`no INSS ceiling in force in ${input.month}`);
  if (input.base < 0n || input.otherSources < 0n) throw new RangeError('INSS base and other sources must be ≥ 0');
  const ceiling = toCents(version.ceiling);
  const room = maxCents(0n, ceiling - input.otherSources);
  const cappedBase = minCents(input.base, room);
  return {
    value: percentOf(cappedBase, input.ratePercent),
    cappedBase,
    ceiling,
    otherSources: input.otherSources,
    ratePercent: input.ratePercent,
    capped: cappedBase < input.base,
  };
}
