/**
 * The platform's permission template (platform.md §1). The public entry for the other server
 * modules (decision 023).
 */
export { permissionTemplate } from './permission-template.service';
