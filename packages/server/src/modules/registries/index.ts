/**
 * The shared helpers of the registries (lists: search, order, windows; records: writable checks,
 * unique violations, per-company rule locks). The public entry for the other server modules
 * (decision 023).
 */
export {
  iso,
  nameMatches,
  registryOrder,
  registryWhere,
  registryWindow,
  searchTerm,
  syncInstant,
  type RegistryColumns,
  type SortColumns,
} from './registry-list';
export { assertWritable, EXPORT_CAP, isUniqueViolation, lockCompanyRule } from './registry-records';
