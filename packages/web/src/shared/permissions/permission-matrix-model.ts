import type { CompanyPermissionsResponse } from '@honora/contract';

/** module → action → profiles, as GET/PUT /api/company/permissions carry it. */
export type PermissionConfig = CompanyPermissionsResponse['permissions'];
export type ProfileCode = CompanyPermissionsResponse['catalog']['profiles'][number]['code'];

/**
 * One column of the matrix. Actions with the same pt-BR name (manageFilias and its alias
 * managerFiliais, platform.md §6) share a column, so the screen never shows two equal boxes.
 */
export interface ActionColumn {
  label: string;
  actions: readonly string[];
}

export type CellState = 'on' | 'off' | 'mixed';

/** The catalog's actions as columns, in the catalog's order, aliases (same label) together. */
export function actionColumns(actions: readonly string[], labelOf: (action: string) => string): ActionColumn[] {
  const columns: { label: string; actions: string[] }[] = [];
  for (const action of actions) {
    const label = labelOf(action);
    const column = columns.find((c) => c.label === label);
    if (column) column.actions.push(action);
    else columns.push({ label, actions: [action] });
  }
  return columns;
}

function has(config: PermissionConfig, module: string, action: string, profile: ProfileCode): boolean {
  if (!Object.hasOwn(config, module)) return false;
  const actions = config[module] ?? {};
  return Object.hasOwn(actions, action) && (actions[action] ?? []).includes(profile);
}

/** Whether the profile holds every action of the column in the module (some → mixed). */
export function cellState(
  config: PermissionConfig,
  module: string,
  column: ActionColumn,
  profile: ProfileCode,
): CellState {
  const held = column.actions.filter((action) => has(config, module, action, profile)).length;
  if (held === 0) return 'off';
  return held === column.actions.length ? 'on' : 'mixed';
}

/**
 * A new configuration where the profile holds (or not) every action of the column in the
 * module. Action lists stay sorted; empty lists and empty modules are dropped (a missing
 * entry means denied, as an empty one does).
 */
export function setCell(
  config: PermissionConfig,
  module: string,
  column: ActionColumn,
  profile: ProfileCode,
  isOn: boolean,
): PermissionConfig {
  const actions = { ...(Object.hasOwn(config, module) ? config[module] : {}) };
  for (const action of column.actions) {
    const others = (Object.hasOwn(actions, action) ? (actions[action] ?? []) : []).filter((p) => p !== profile);
    const next = isOn ? [...others, profile].sort() : others;
    if (next.length > 0) actions[action] = next;
    else delete actions[action];
  }
  const result = { ...config };
  if (Object.keys(actions).length > 0) result[module] = actions;
  else delete result[module];
  return result;
}

/** The configuration with sorted keys and profiles and without empty entries, for comparing. */
function normalized(config: PermissionConfig): string {
  const modules = Object.keys(config)
    .sort()
    .map((module) => {
      const actions = config[module] ?? {};
      const entries = Object.keys(actions)
        .sort()
        .map((action) => [action, [...new Set(actions[action] ?? [])].sort()] as const)
        .filter(([, profiles]) => profiles.length > 0);
      return [module, entries] as const;
    })
    .filter(([, entries]) => entries.length > 0);
  return JSON.stringify(modules);
}

/** Whether two configurations grant the same (order, duplicates and empty entries aside). */
export function isSameConfig(a: PermissionConfig, b: PermissionConfig): boolean {
  return normalized(a) === normalized(b);
}

/** module → actions the profile holds in a configuration, in the catalog's order of modules and actions. */
export function grantsOfProfile(
  config: PermissionConfig,
  profile: ProfileCode,
  modules: readonly string[],
  actions: readonly string[],
): { module: string; actions: string[] }[] {
  return modules
    .map((module) => ({ module, actions: actions.filter((action) => has(config, module, action, profile)) }))
    .filter((entry) => entry.actions.length > 0);
}
