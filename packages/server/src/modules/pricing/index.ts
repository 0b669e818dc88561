/**
 * Pricing (billing.md §3): the pricing context, editions and decimal trimming. The public entry
 * for the other server modules (decision 023).
 */
export { editionRows } from './pricing.repository';
export { directContextReads, loadContext, trimDecimal, type ContextReads } from './pricing.service';
export { ContextReadsCache } from './context-reads-cache';
