/**
 * The permission model of platform.md §6 and billing.md §6: company profiles a–g, modules,
 * actions, and the per-company web configuration that maps module + action → profiles.
 * Pure data and functions; the server enforces, the web only mirrors.
 */
export const profileCodes = ['a', 'b', 'c', 'd', 'e', 'f', 'g'] as const;
export type ProfileCode = (typeof profileCodes)[number];

export const profileNames: Record<ProfileCode, string> = {
  a: 'administrator',
  b: 'anesthetist',
  c: 'scheduleManager',
  d: 'scheduler',
  e: 'billingManager',
  f: 'biller',
  g: 'resident',
};

/** Company modules of platform.md §6, plus the matriz-only (cooperative) ones and contracts. */
export const companyModules = [
  'anesthetists',
  'batches',
  'billing',
  'companies',
  'dashboard',
  'events',
  'eventExports',
  'forms',
  'healthInsurances',
  'hospitals',
  'integrations',
  'invoices',
  'ocr',
  'patients',
  'schedule',
  'surgeons',
  'workloads',
  'slotCategories',
  'demands',
  'scheduleOff',
  'scheduleOnCall',
  'core',
  'scheduleCharge',
  'contracts',
  'matrizFiliais',
  'matrizReports',
] as const;
export type CompanyModule = (typeof companyModules)[number];

/**
 * The module of the billing settings (custom fields, mandatory fields, financial item groups,
 * spreadsheet configurations): they belong to the billing profiles, not to company administration.
 */
export const billingSettingsModule = 'billing' satisfies CompanyModule;

/** Modules only a matriz (cooperative) has. */
export const matrizOnlyModules: readonly CompanyModule[] = ['matrizFiliais', 'matrizReports'];

/** Modules residents never get, whatever the configuration says (platform.md §6: production and contracts). */
export const residentDeniedModules: readonly CompanyModule[] = ['billing', 'eventExports', 'invoices', 'contracts'];

export const permissionActions = [
  'list',
  'listOwn',
  'manageFilias',
  'managerFiliais',
  'manager',
  'read',
  'readOwn',
  'readValues',
  'rm',
  'scheduler',
  'write',
  'writeOwn',
  'revertStatus',
] as const;
export type PermissionAction = (typeof permissionActions)[number];

/** The per-company web configuration: module → action → profiles allowed. */
export type PermissionConfig = Partial<Record<CompanyModule, Partial<Record<PermissionAction, ProfileCode[]>>>>;

/** Admin rule names (adminUsers) and company rule names (companiesUsers), platform.md §6. */
export const adminRuleNames = ['adm', 'sell', 'analy', 'sup'] as const;
export type AdminRule = (typeof adminRuleNames)[number];
export const companyRuleNames = ['adm', 'edit', 'deli', 'att'] as const;
export type CompanyRule = (typeof companyRuleNames)[number];

export const userTypeCodes = ['KAnesthetist', 'KResident', 'KUser'] as const;
export type UserTypeCode = (typeof userTypeCodes)[number];

/**
 * `account` is the person's own session and profile (sign-in state, own password, company
 * selection): every signed-in user has it, and it is not configurable. `admin` is the admin
 * workspace, checked by admin rules instead of profiles.
 */
export type PermissionModule = CompanyModule | 'account' | 'admin';

export interface PermissionCheck {
  module: PermissionModule;
  action: PermissionAction;
  /** A second action to try when the first is denied, e.g. read → readOwn. */
  fallback?: { action: PermissionAction; ownerOnly?: boolean };
}

export interface PermissionSubject {
  workspace: 'CLIENT' | 'COMPANY' | 'ADMIN';
  isSuperAdmin: boolean;
  /** The user's profiles in the current company. */
  profiles: readonly string[];
  userTypes: readonly string[];
  /** Company rules (COMPANY workspace) or admin rules (ADMIN workspace) set on the user. */
  rules: Readonly<Record<string, boolean | undefined>>;
  isMatriz: boolean;
}

export type PermissionDecision =
  | { allowed: true; action: PermissionAction; ownerOnly: boolean }
  | { allowed: false; reason: 'noConfig' | 'noProfile' | 'resident' | 'matrizOnly' | 'rules' };

function profilesFor(config: PermissionConfig | null, module: CompanyModule, action: PermissionAction) {
  return config?.[module]?.[action];
}

/**
 * Decides a module + action check (platform.md §5): the admin workspace and super admins
 * bypass; a non-admin needs one of `requiredRules` set true (when the route names any);
 * otherwise one of the user's profiles for the company must be configured for the module
 * and action — a missing configuration means denied. When denied, the fallback action is
 * tried and, if it passes, the caller must restrict to the user's own records when
 * `ownerOnly` is set.
 */
export function decidePermission(
  config: PermissionConfig | null,
  subject: PermissionSubject,
  check: PermissionCheck,
  requiredRules: readonly string[] = [],
): PermissionDecision {
  if (subject.workspace === 'ADMIN' || subject.isSuperAdmin) {
    return { allowed: true, action: check.action, ownerOnly: false };
  }
  if (requiredRules.length > 0 && !requiredRules.some((rule) => subject.rules[rule] === true)) {
    return { allowed: false, reason: 'rules' };
  }
  if (check.module === 'account') return { allowed: true, action: check.action, ownerOnly: false };
  if (check.module === 'admin') return { allowed: false, reason: 'rules' };
  const module = check.module;
  if (matrizOnlyModules.includes(module) && !subject.isMatriz) return { allowed: false, reason: 'matrizOnly' };
  if (subject.userTypes.includes('KResident') && residentDeniedModules.includes(module)) {
    return { allowed: false, reason: 'resident' };
  }
  if (!config) return { allowed: false, reason: 'noConfig' };
  const attempts = [
    { action: check.action, ownerOnly: false },
    ...(check.fallback ? [{ ownerOnly: false, ...check.fallback }] : []),
  ];
  let reason: 'noConfig' | 'noProfile' = 'noConfig';
  for (const attempt of attempts) {
    const allowed = profilesFor(config, module, attempt.action);
    if (!allowed) continue;
    reason = 'noProfile';
    if (subject.profiles.some((p) => (allowed as readonly string[]).includes(p))) {
      return { allowed: true, action: attempt.action, ownerOnly: attempt.ownerOnly };
    }
  }
  return { allowed: false, reason };
}

/**
 * Everything a subject may do, module → actions: what the web uses to hide what is denied.
 * readValues follows canSeeValues, so a resident of a company that hides prices from residents
 * is never told they may see them.
 */
export function effectiveGrants(
  config: PermissionConfig | null,
  subject: PermissionSubject,
  hidePricesFromResidents = false,
): Partial<Record<CompanyModule, PermissionAction[]>> {
  const grants: Partial<Record<CompanyModule, PermissionAction[]>> = {};
  for (const module of companyModules) {
    const actions = permissionActions.filter((action) =>
      action === 'readValues'
        ? canSeeValues(config, subject, module, hidePricesFromResidents)
        : decidePermission(config, subject, { module, action }).allowed,
    );
    if (actions.length > 0) grants[module] = actions;
  }
  return grants;
}

export type ConfigProblem = { path: string; kind: 'module' | 'action' };

/** Module and action names of a configuration that the model does not know (input from a screen). */
export function unknownConfigEntries(config: Record<string, Record<string, unknown>>): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const [module, actions] of Object.entries(config)) {
    if (!(companyModules as readonly string[]).includes(module)) {
      problems.push({ path: module, kind: 'module' });
      continue;
    }
    for (const action of Object.keys(actions)) {
      if (!(permissionActions as readonly string[]).includes(action))
        problems.push({ path: `${module}.${action}`, kind: 'action' });
    }
  }
  return problems;
}

/**
 * Whether money values may leave the server for this user in a module: the profile needs
 * readValues, and a resident never sees them when the company hides prices from residents
 * (platform.md §6). Services strip values when this is false.
 */
export function canSeeValues(
  config: PermissionConfig | null,
  subject: PermissionSubject,
  module: PermissionModule,
  hidePricesFromResidents: boolean,
): boolean {
  if (subject.workspace === 'ADMIN' || subject.isSuperAdmin) return true;
  if (hidePricesFromResidents && subject.userTypes.includes('KResident')) return false;
  return decidePermission(config, subject, { module, action: 'readValues' }).allowed;
}
