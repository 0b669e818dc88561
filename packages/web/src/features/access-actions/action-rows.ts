import type { PermissionTemplate } from '@honora/contract';
import { matchesSearch } from '@honora/domain';

type Catalog = PermissionTemplate['catalog'];
type Config = PermissionTemplate['permissions'];

export interface ActionRow {
  name: string;
  label: string;
  /** Other actions with the same pt-BR name (the spec's two spellings of one action). */
  aliases: string[];
  /** Modules where some profile holds the action in the template, with those profiles (catalog order). */
  modules: { module: string; profiles: string[] }[];
  /** Every profile that holds the action in some module. */
  profiles: string[];
}

/** One row per action of the catalog and where the template uses it; searched by name or code, without accents. */
export function actionRows(
  catalog: Catalog,
  config: Config,
  labelOf: (name: string) => string,
  search = '',
): ActionRow[] {
  const codes = catalog.profiles.map((p) => p.code as string);
  return catalog.actions
    .map((action) => {
      const modules = catalog.modules
        .map(({ name }) => {
          const actions = Object.hasOwn(config, name) ? (config[name] ?? {}) : {};
          const held = Object.hasOwn(actions, action) ? (actions[action] ?? []) : [];
          return { module: name, profiles: codes.filter((code) => (held as string[]).includes(code)) };
        })
        .filter((entry) => entry.profiles.length > 0);
      const label = labelOf(action);
      return {
        name: action,
        label,
        aliases: catalog.actions.filter((other) => other !== action && labelOf(other) === label),
        modules,
        profiles: codes.filter((code) => modules.some((entry) => entry.profiles.includes(code))),
      };
    })
    .filter((row) => matchesSearch(search, row.label, row.name));
}
