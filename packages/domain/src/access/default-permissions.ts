import {
  companyModules,
  permissionActions,
  type CompanyModule,
  type PermissionAction,
  type PermissionConfig,
  type ProfileCode,
} from './permissions';

type Grants = Partial<Record<CompanyModule, readonly PermissionAction[]>>;

const scheduleModules: readonly CompanyModule[] = [
  'schedule',
  'workloads',
  'slotCategories',
  'demands',
  'scheduleOff',
  'scheduleOnCall',
  'core',
  'scheduleCharge',
];
const billingModules: readonly CompanyModule[] = [
  'batches',
  'billing',
  'events',
  'eventExports',
  'healthInsurances',
  'hospitals',
  'invoices',
  'patients',
  'surgeons',
  'anesthetists',
  'ocr',
  'integrations',
];
const registryRead: PermissionAction[] = ['list', 'read'];
/** Contracts with hospitals and payers are both managers' (the schedule's coverage, the billing's payers). */
const contractManagement: PermissionAction[] = ['list', 'read', 'write', 'rm', 'revertStatus'];

function grantAll(modules: readonly CompanyModule[], actions: readonly PermissionAction[]): Grants {
  return Object.fromEntries(modules.map((m) => [m, actions]));
}

/**
 * What each profile may do in a new company, before its administrators change anything
 * (platform.md §6). Administrators may do everything; managers everything in their area;
 * schedulers and billers work but do not delete, revert statuses or manage; doctors and
 * residents see and edit their own records; residents never see production (enforced apart).
 */
const profileGrants: Record<ProfileCode, Grants> = {
  a: grantAll(companyModules, permissionActions),
  b: {
    events: ['listOwn', 'readOwn', 'writeOwn', 'readValues'],
    billing: ['readOwn', 'readValues'],
    invoices: ['readOwn'],
    eventExports: ['readOwn'],
    contracts: ['readOwn'],
    dashboard: ['read', 'readOwn'],
    patients: ['list', 'read', 'write'],
    hospitals: registryRead,
    surgeons: registryRead,
    healthInsurances: registryRead,
    anesthetists: ['list', 'read', 'readOwn', 'writeOwn'],
    schedule: ['listOwn', 'readOwn'],
    scheduleOnCall: ['listOwn', 'readOwn'],
    scheduleOff: ['listOwn', 'readOwn', 'writeOwn'],
    demands: ['listOwn', 'readOwn'],
    workloads: ['readOwn'],
    forms: registryRead,
    ocr: ['write', 'readOwn', 'listOwn'],
  },
  c: {
    ...grantAll(scheduleModules, [
      'list',
      'listOwn',
      'read',
      'readOwn',
      'write',
      'writeOwn',
      'rm',
      'manager',
      'scheduler',
    ]),
    anesthetists: registryRead,
    hospitals: registryRead,
    dashboard: ['read'],
    forms: registryRead,
    contracts: contractManagement,
  },
  d: {
    ...grantAll(scheduleModules, ['list', 'listOwn', 'read', 'readOwn', 'write', 'writeOwn', 'scheduler']),
    anesthetists: registryRead,
    hospitals: registryRead,
    dashboard: ['read'],
  },
  e: {
    ...grantAll(billingModules, [
      'list',
      'listOwn',
      'read',
      'readOwn',
      'readValues',
      'write',
      'writeOwn',
      'rm',
      'manager',
      'revertStatus',
    ]),
    // The billing manager keeps the company's saved reports (decision 036).
    dashboard: ['read', 'readValues', 'write'],
    companies: ['read'],
    forms: ['list', 'read', 'write'],
    contracts: contractManagement,
  },
  f: {
    ...grantAll(billingModules, ['list', 'listOwn', 'read', 'readOwn', 'readValues', 'write', 'writeOwn']),
    dashboard: ['read'],
  },
  g: {
    events: ['listOwn', 'readOwn'],
    schedule: ['listOwn', 'readOwn'],
    scheduleOnCall: ['listOwn', 'readOwn'],
    dashboard: ['read'],
    patients: registryRead,
    hospitals: registryRead,
    surgeons: registryRead,
    healthInsurances: registryRead,
  },
};

/** The configuration seeded for every new company: module → action → profiles, from the grants above. */
export function defaultPermissionConfig(): PermissionConfig {
  const config: PermissionConfig = {};
  for (const module of companyModules) {
    for (const action of permissionActions) {
      const profiles = (Object.keys(profileGrants) as ProfileCode[]).filter((p) =>
        profileGrants[p][module]?.includes(action),
      );
      if (profiles.length === 0) continue;
      config[module] = { ...config[module], [action]: profiles };
    }
  }
  return config;
}
