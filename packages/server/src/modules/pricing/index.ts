/**
 * Pricing (billing.md §3): the pricing context, editions and decimal trimming. The public entry
 * for the other server modules (decision 023).
 */
export { editionRows } from './pricing.repository';
export { loadContext, trimDecimal } from './pricing.service';
