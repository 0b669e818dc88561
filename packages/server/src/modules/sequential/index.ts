/**
 * Per-company sequential numbers (sequential-getNewSequential). The public entry for the other
 * server modules (decision 023).
 */
export { nextSequential } from './sequential.service';
