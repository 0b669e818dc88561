/**
 * Patients (billing.md §2). The public entry for the other server modules (decision 023):
 * the patients list (GET /api/patients), as the search reads it.
 */
export { listPatients } from './patients.service';
