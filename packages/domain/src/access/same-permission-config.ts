import type { PermissionConfig } from './permissions';

/** module.action → sorted profiles, leaving out actions no profile has (they mean the same as absent). */
function grantsOf(config: PermissionConfig): Map<string, string> {
  const grants = new Map<string, string>();
  for (const [module, actions] of Object.entries(config)) {
    for (const [action, profiles] of Object.entries(actions ?? {})) {
      const set = [...new Set(profiles ?? [])].sort();
      if (set.length > 0) grants.set(`${module}.${action}`, set.join(','));
    }
  }
  return grants;
}

/**
 * Whether two web configurations let the same profiles do the same module actions, whatever
 * the order of profiles or the empty entries (e.g. "are these still the platform defaults?").
 */
export function isSamePermissionConfig(a: PermissionConfig, b: PermissionConfig): boolean {
  const left = grantsOf(a);
  const right = grantsOf(b);
  return left.size === right.size && [...left].every(([key, profiles]) => right.get(key) === profiles);
}
