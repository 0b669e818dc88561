/**
 * Permissions (platform.md §1): the catalog, a session's grants, a clean permission
 * configuration. The public entry for the other server modules (decision 023).
 */
export { cleanPermissionConfig, permissionCatalog, sessionGrants } from './access.service';
