/**
 * Billing settings (billing.md §2): the company's custom fields. The public entry for the other
 * server modules (decision 023).
 */
export { listCustomFields } from './custom-fields.service';
