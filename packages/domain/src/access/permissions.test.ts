import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultPermissionConfig } from './default-permissions';
import {
  companyModules,
  canSeeValues,
  decidePermission,
  matrizOnlyModules,
  permissionActions,
  profileCodes,
  residentDeniedModules,
  type CompanyModule,
  type PermissionAction,
  type PermissionSubject,
  type ProfileCode,
} from './permissions';

/**
 * The default configuration, written out by hand as the product's policy: every change to
 * the defaults must change this table too. Format: 'module:action,action'.
 */
const expected: Record<ProfileCode, 'everything' | string[]> = {
  a: 'everything',
  b: [
    'anesthetists:list,read,readOwn,writeOwn',
    'billing:readOwn,readValues',
    'dashboard:read,readOwn',
    'events:listOwn,readOwn,readValues,writeOwn',
    'eventExports:readOwn',
    'forms:list,read',
    'healthInsurances:list,read',
    'hospitals:list,read',
    'invoices:readOwn',
    'ocr:listOwn,readOwn,write',
    'patients:list,read,write',
    'schedule:listOwn,readOwn',
    'surgeons:list,read',
    'workloads:readOwn',
    'demands:listOwn,readOwn',
    'scheduleOff:listOwn,readOwn,writeOwn',
    'scheduleOnCall:listOwn,readOwn',
    'contracts:readOwn',
  ],
  c: [
    'anesthetists:list,read',
    'dashboard:read',
    'forms:list,read',
    'hospitals:list,read',
    'schedule:list,listOwn,manager,read,readOwn,rm,scheduler,write,writeOwn',
    'workloads:list,listOwn,manager,read,readOwn,rm,scheduler,write,writeOwn',
    'slotCategories:list,listOwn,manager,read,readOwn,rm,scheduler,write,writeOwn',
    'demands:list,listOwn,manager,read,readOwn,rm,scheduler,write,writeOwn',
    'scheduleOff:list,listOwn,manager,read,readOwn,rm,scheduler,write,writeOwn',
    'scheduleOnCall:list,listOwn,manager,read,readOwn,rm,scheduler,write,writeOwn',
    'core:list,listOwn,manager,read,readOwn,rm,scheduler,write,writeOwn',
    'scheduleCharge:list,listOwn,manager,read,readOwn,rm,scheduler,write,writeOwn',
    'contracts:list,read,write,rm,revertStatus',
  ],
  d: [
    'anesthetists:list,read',
    'dashboard:read',
    'hospitals:list,read',
    'schedule:list,listOwn,read,readOwn,scheduler,write,writeOwn',
    'workloads:list,listOwn,read,readOwn,scheduler,write,writeOwn',
    'slotCategories:list,listOwn,read,readOwn,scheduler,write,writeOwn',
    'demands:list,listOwn,read,readOwn,scheduler,write,writeOwn',
    'scheduleOff:list,listOwn,read,readOwn,scheduler,write,writeOwn',
    'scheduleOnCall:list,listOwn,read,readOwn,scheduler,write,writeOwn',
    'core:list,listOwn,read,readOwn,scheduler,write,writeOwn',
    'scheduleCharge:list,listOwn,read,readOwn,scheduler,write,writeOwn',
  ],
  e: [
    'anesthetists:list,listOwn,manager,read,readOwn,readValues,rm,write,writeOwn,revertStatus',
    'batches:list,listOwn,manager,read,readOwn,readValues,rm,write,writeOwn,revertStatus',
    'billing:list,listOwn,manager,read,readOwn,readValues,rm,write,writeOwn,revertStatus',
    'companies:read',
    'dashboard:read,readValues,write',
    'events:list,listOwn,manager,read,readOwn,readValues,rm,write,writeOwn,revertStatus',
    'eventExports:list,listOwn,manager,read,readOwn,readValues,rm,write,writeOwn,revertStatus',
    'forms:list,read,write',
    'healthInsurances:list,listOwn,manager,read,readOwn,readValues,rm,write,writeOwn,revertStatus',
    'hospitals:list,listOwn,manager,read,readOwn,readValues,rm,write,writeOwn,revertStatus',
    'integrations:list,listOwn,manager,read,readOwn,readValues,rm,write,writeOwn,revertStatus',
    'invoices:list,listOwn,manager,read,readOwn,readValues,rm,write,writeOwn,revertStatus',
    'ocr:list,listOwn,manager,read,readOwn,readValues,rm,write,writeOwn,revertStatus',
    'patients:list,listOwn,manager,read,readOwn,readValues,rm,write,writeOwn,revertStatus',
    'surgeons:list,listOwn,manager,read,readOwn,readValues,rm,write,writeOwn,revertStatus',
    'contracts:list,read,write,rm,revertStatus',
  ],
  f: [
    'anesthetists:list,listOwn,read,readOwn,readValues,write,writeOwn',
    'batches:list,listOwn,read,readOwn,readValues,write,writeOwn',
    'billing:list,listOwn,read,readOwn,readValues,write,writeOwn',
    'dashboard:read',
    'events:list,listOwn,read,readOwn,readValues,write,writeOwn',
    'eventExports:list,listOwn,read,readOwn,readValues,write,writeOwn',
    'healthInsurances:list,listOwn,read,readOwn,readValues,write,writeOwn',
    'hospitals:list,listOwn,read,readOwn,readValues,write,writeOwn',
    'integrations:list,listOwn,read,readOwn,readValues,write,writeOwn',
    'invoices:list,listOwn,read,readOwn,readValues,write,writeOwn',
    'ocr:list,listOwn,read,readOwn,readValues,write,writeOwn',
    'patients:list,listOwn,read,readOwn,readValues,write,writeOwn',
    'surgeons:list,listOwn,read,readOwn,readValues,write,writeOwn',
  ],
  g: [
    'dashboard:read',
    'events:listOwn,readOwn',
    'healthInsurances:list,read',
    'hospitals:list,read',
    'patients:list,read',
    'schedule:listOwn,readOwn',
    'surgeons:list,read',
    'scheduleOnCall:listOwn,readOwn',
  ],
};

function expectedAllowed(profile: ProfileCode, module: CompanyModule, action: PermissionAction): boolean {
  const grants = expected[profile];
  if (grants === 'everything') return true;
  const line = grants.find((g) => g.startsWith(`${module}:`));
  return line
    ? line
        .slice(module.length + 1)
        .split(',')
        .includes(action)
    : false;
}

const config = defaultPermissionConfig();

function member(profile: ProfileCode, overrides: Partial<PermissionSubject> = {}): PermissionSubject {
  return {
    workspace: 'CLIENT',
    isSuperAdmin: false,
    profiles: [profile],
    userTypes: profile === 'g' ? ['KResident'] : profile === 'b' ? ['KAnesthetist'] : ['KUser'],
    rules: {},
    isMatriz: true,
    ...overrides,
  };
}

const matrix = profileCodes.flatMap((profile) =>
  companyModules.flatMap((module) => permissionActions.map((action) => ({ profile, module, action }))),
);

describe('default permission matrix: every profile × module × action', () => {
  it.each(matrix)('$profile $module.$action', ({ profile, module, action }) => {
    const decision = decidePermission(config, member(profile), { module, action });
    const residentBlocked = profile === 'g' && residentDeniedModules.includes(module);
    expect(decision.allowed).toBe(expectedAllowed(profile, module, action) && !residentBlocked);
  });
});

describe('policy properties of the defaults', () => {
  const allowed = (p: ProfileCode, m: CompanyModule, a: PermissionAction) =>
    decidePermission(config, member(p), { module: m, action: a }).allowed;

  it('only administrators and billing managers delete or revert statuses in billing', () => {
    for (const p of profileCodes) {
      for (const m of ['events', 'batches', 'billing'] as const) {
        expect(allowed(p, m, 'rm') || allowed(p, m, 'revertStatus')).toBe(p === 'a' || p === 'e');
      }
    }
  });

  it('residents never reach production or contracts, even when a company grants it', () => {
    const generous = { ...config, billing: { read: ['g' as const] }, contracts: { read: ['g' as const] } };
    for (const m of residentDeniedModules) {
      expect(decidePermission(generous, member('g'), { module: m, action: 'read' })).toEqual({
        allowed: false,
        reason: 'resident',
      });
    }
  });

  it('a missing configuration means denied', () => {
    expect(decidePermission(null, member('a'), { module: 'events', action: 'read' })).toEqual({
      allowed: false,
      reason: 'noConfig',
    });
    expect(decidePermission({}, member('a'), { module: 'events', action: 'read' })).toEqual({
      allowed: false,
      reason: 'noConfig',
    });
  });

  it('matriz-only modules are denied in a filial, even to administrators', () => {
    for (const m of matrizOnlyModules) {
      expect(decidePermission(config, member('a', { isMatriz: false }), { module: m, action: 'read' }).allowed).toBe(
        false,
      );
      expect(decidePermission(config, member('a'), { module: m, action: 'read' }).allowed).toBe(true);
    }
  });
});

describe('fallbacks, owners, rules and bypasses', () => {
  const cases: [string, PermissionSubject, Parameters<typeof decidePermission>[2], string[], unknown][] = [
    [
      'biller reads events directly',
      member('f'),
      { module: 'events', action: 'read', fallback: { action: 'readOwn', ownerOnly: true } },
      [],
      { allowed: true, action: 'read', ownerOnly: false },
    ],
    [
      'anesthetist falls back to own events',
      member('b'),
      { module: 'events', action: 'read', fallback: { action: 'readOwn', ownerOnly: true } },
      [],
      { allowed: true, action: 'readOwn', ownerOnly: true },
    ],
    [
      'fallback without owner restriction',
      member('b'),
      { module: 'events', action: 'list', fallback: { action: 'listOwn' } },
      [],
      { allowed: true, action: 'listOwn', ownerOnly: false },
    ],
    [
      'scheduler has neither action nor fallback',
      member('d'),
      { module: 'events', action: 'read', fallback: { action: 'readOwn', ownerOnly: true } },
      [],
      { allowed: false, reason: 'noProfile' },
    ],
    [
      'profile of another company does not count',
      member('a', { profiles: [] }),
      { module: 'events', action: 'read' },
      [],
      { allowed: false, reason: 'noProfile' },
    ],
    [
      'admin workspace bypasses modules',
      member('g', { workspace: 'ADMIN', profiles: [] }),
      { module: 'billing', action: 'rm' },
      [],
      { allowed: true, action: 'rm', ownerOnly: false },
    ],
    [
      'super admin inside a company bypasses',
      member('g', { isSuperAdmin: true, profiles: [] }),
      { module: 'contracts', action: 'write' },
      ['adm'],
      { allowed: true, action: 'write', ownerOnly: false },
    ],
    [
      'company rule required and missing',
      member('a', { workspace: 'COMPANY' }),
      { module: 'events', action: 'read' },
      ['adm', 'edit'],
      { allowed: false, reason: 'rules' },
    ],
    [
      'company rule required and present',
      member('a', { workspace: 'COMPANY', rules: { edit: true } }),
      { module: 'events', action: 'read' },
      ['adm', 'edit'],
      { allowed: true, action: 'read', ownerOnly: false },
    ],
    [
      'own account is always open',
      member('g', { profiles: [] }),
      { module: 'account', action: 'write' },
      [],
      { allowed: true, action: 'write', ownerOnly: false },
    ],
    [
      'admin module is closed outside the admin workspace',
      member('a'),
      { module: 'admin', action: 'read' },
      [],
      { allowed: false, reason: 'rules' },
    ],
  ];
  it.each(cases)('%s', (_name, subject, check, rules, result) => {
    expect(decidePermission(config, subject, check, rules)).toEqual(result);
  });

  it('a decision never allows a profile the configuration does not list (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...companyModules),
        fc.constantFrom(...permissionActions),
        fc.subarray([...profileCodes]),
        fc.subarray([...profileCodes]),
        (module, action, configured, mine) => {
          const decision = decidePermission(
            { [module]: { [action]: configured } },
            member('a', { profiles: mine, userTypes: [], isMatriz: true }),
            { module, action },
          );
          expect(decision.allowed).toBe(mine.some((p) => configured.includes(p)));
        },
      ),
    );
  });
});

describe('canSeeValues', () => {
  const config = defaultPermissionConfig();
  const member = (profile: ProfileCode, userTypes: string[]): PermissionSubject => ({
    workspace: 'CLIENT',
    isSuperAdmin: false,
    profiles: [profile],
    userTypes,
    rules: {},
    isMatriz: false,
  });
  it.each<[string, PermissionSubject, boolean, boolean]>([
    ['biller sees event values', member('f', ['KUser']), false, true],
    ['scheduler has no readValues on events', member('d', ['KUser']), false, false],
    ['resident with readValues granted, flag off', member('g', ['KResident']), false, true],
    ['resident with readValues granted, flag on', member('g', ['KResident']), true, false],
    ['anesthetist is not a resident: flag does not apply', member('b', ['KAnesthetist']), true, true],
    ['super admin always', { ...member('g', ['KResident']), isSuperAdmin: true }, true, true],
  ])('%s', (_name, subject, hide, expected) => {
    const granted = {
      ...config,
      events: { ...config.events, readValues: [...(config.events?.readValues ?? []), 'g' as const] },
    };
    expect(canSeeValues(granted, subject, 'events', hide)).toBe(expected);
  });
});
