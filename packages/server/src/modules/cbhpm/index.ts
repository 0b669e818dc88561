/**
 * CBHPM tables (billing.md §3): how an edition or a valuation file is imported. The public entry
 * for the other server modules (decision 023).
 */
export { cbhpmEditionKind, cbhpmValuationKind } from './cbhpm-import';
