/**
 * The medical specialties registry (platform.md §2 admin specialties, §3 the anesthetist's and
 * surgeon's specialty; decision 063).
 */
export { registerSpecialtyRoutes } from './specialties.routes';
export { checkSpecialty } from './specialties.service';
