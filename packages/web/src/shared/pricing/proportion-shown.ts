import type { Proportion } from '@honora/domain';

/** How a procedure's proportion is decided: by the user, by the negotiation (automatic), or not at all. */
export type ProportionMode = 'chosen' | 'automatic' | 'fixed';

/** Procedure types billed whole, with no proportion (billing.md §9: packages and per-hour groups). */
const BILLED_WHOLE: ReadonlySet<string> = new Set(['KPACKAGE', 'KVALUEPERHOUR']);

/** What the priced line says about a row (the browser's pricing or the stored event). */
export interface PricedProportion {
  proportion: Proportion;
  type: string;
  steps: readonly { kind: string; automatic?: boolean }[];
}

/**
 * What a procedure row's proportion control shows: always the proportion the line is billed at
 * (billing.md §9 "automatic: highest-value procedure 100%, others 50%"), marked automatic when
 * the negotiation decided it and fixed when the procedure takes no proportion; the user's
 * choice only while the row is not priced yet.
 */
export function shownProportion(
  chosen: Proportion,
  priced: PricedProportion | null,
): { value: Proportion; mode: ProportionMode } {
  if (!priced) return { value: chosen, mode: 'chosen' };
  if (priced.steps.some((step) => step.kind === 'proportion' && step.automatic === true)) {
    return { value: priced.proportion, mode: 'automatic' };
  }
  if (BILLED_WHOLE.has(priced.type)) return { value: priced.proportion, mode: 'fixed' };
  return { value: priced.proportion, mode: 'chosen' };
}
