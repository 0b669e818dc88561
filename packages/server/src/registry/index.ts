/**
 * The registry slice (docs/decisions/024-registry-slice.md): a registry module declares its
 * table, sorts, filters, export columns and row mapping, and gets its list, export, get,
 * create, update, soft delete / restore, history and routes. Below the modules: any may import it.
 */
export {
  activeColumn,
  createdAtColumn,
  defineRegistry,
  registryMeta,
  type Registry,
  type RegistryDefinition,
} from './define-registry';
export { registerRegistryRoutes, type RegistryRouteTable } from './registry-routes';
export {
  registryListOrder,
  registryListWhere,
  registrySearch,
  registryWindow,
  type RegistryListShape,
  type RegistryTable,
} from './registry-query';
