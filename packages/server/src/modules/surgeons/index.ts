/**
 * Surgeons (billing.md §2): the CBO check the other people registries share. The public entry for
 * the other server modules (decision 023).
 */
export { checkCbo } from './surgeons.service';
