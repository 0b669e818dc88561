import type { PermissionTemplate } from '@honora/contract';
import { matchesSearch } from '@honora/domain';

type Catalog = PermissionTemplate['catalog'];
type Config = PermissionTemplate['permissions'];

export interface ModuleRow {
  name: string;
  label: string;
  isMatrizOnly: boolean;
  /** Profiles that hold something in the module, with what (action names, catalog order). */
  grants: { profile: string; actions: string[] }[];
}

/**
 * One row per module of the catalog, with what each profile may do there in the template;
 * the search looks at the pt-BR name and the code, without accents.
 */
export function moduleRows(
  catalog: Catalog,
  config: Config,
  labelOf: (name: string) => string,
  search = '',
): ModuleRow[] {
  return catalog.modules
    .map((module) => {
      const actions = Object.hasOwn(config, module.name) ? (config[module.name] ?? {}) : {};
      const grants = catalog.profiles
        .map(({ code }) => ({
          profile: code,
          actions: catalog.actions.filter(
            (action) => Object.hasOwn(actions, action) && actions[action]?.includes(code),
          ),
        }))
        .filter((grant) => grant.actions.length > 0);
      return { name: module.name, label: labelOf(module.name), isMatrizOnly: module.isMatrizOnly, grants };
    })
    .filter((row) => matchesSearch(search, row.label, row.name));
}
