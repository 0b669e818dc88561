/**
 * Health insurers (billing.md §2). The public entry for the other server modules (decision 023).
 */
export { findInsurer } from './health-insurers.repository';
