import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultPermissionConfig } from '../access/default-permissions';
import {
  anesthetistProfileFor,
  isAnesthetistMember,
  withAnesthetistTypes,
  type MembershipRoles,
} from './anesthetist-membership';

describe('anesthetist membership', () => {
  it.each<[string[], boolean]>([
    [['KAnesthetist'], true],
    [['KResident'], true],
    [['KUser', 'KAnesthetist'], true],
    [['KUser'], false],
    [[], false],
  ])('%j is in the registry: %s', (types, expected) => {
    expect(isAnesthetistMember(types)).toBe(expected);
  });

  it.each<[string[], 'b' | 'g']>([
    [['KAnesthetist'], 'b'],
    [['KResident'], 'g'],
    [['KAnesthetist', 'KResident'], 'b'],
    [['KUser', 'KResident'], 'g'],
  ])('%j gets profile %s', (types, profile) => {
    expect(anesthetistProfileFor(types)).toBe(profile);
  });

  it('uses the profiles the default configuration gives anesthetists and residents', () => {
    const config = defaultPermissionConfig();
    expect(config.events?.writeOwn).toContain('b');
    expect(config.events?.writeOwn).not.toContain('g');
    expect(config.events?.listOwn).toContain('g');
  });

  it.each<[string, MembershipRoles, string[], boolean, { profiles: string[]; userTypes: string[] }]>([
    [
      'a new anesthetist',
      { profiles: [], userTypes: [] },
      ['KAnesthetist'],
      true,
      { profiles: ['b'], userTypes: ['KAnesthetist'] },
    ],
    [
      'a new resident',
      { profiles: [], userTypes: [] },
      ['KResident'],
      true,
      { profiles: ['g'], userTypes: ['KResident'] },
    ],
    [
      'a resident made anesthetist',
      { profiles: ['g'], userTypes: ['KResident'] },
      ['KAnesthetist'],
      false,
      { profiles: ['b'], userTypes: ['KAnesthetist'] },
    ],
    [
      'an anesthetist made resident keeps other profiles',
      { profiles: ['a', 'b'], userTypes: ['KAnesthetist', 'KUser'] },
      ['KResident'],
      false,
      { profiles: ['a', 'g'], userTypes: ['KResident', 'KUser'] },
    ],
    [
      'an administrator marked as anesthetist keeps exactly their profiles',
      { profiles: ['a'], userTypes: ['KUser'] },
      ['KAnesthetist'],
      false,
      { profiles: ['a'], userTypes: ['KAnesthetist', 'KUser'] },
    ],
    [
      'a biller added as anesthetist gets the anesthetist profile too',
      { profiles: ['f'], userTypes: ['KUser'] },
      ['KAnesthetist', 'KAnesthetist'],
      true,
      { profiles: ['b', 'f'], userTypes: ['KAnesthetist', 'KUser'] },
    ],
    [
      'unknown types in the choice are ignored',
      { profiles: ['b'], userTypes: ['KAnesthetist'] },
      ['KUser', 'KResident'],
      false,
      { profiles: ['g'], userTypes: ['KResident'] },
    ],
  ])('%s', (_label, current, chosen, addProfile, expected) => {
    expect(withAnesthetistTypes(current, chosen, addProfile)).toEqual(expected);
  });

  it('keeps the person in the registry with one role profile whenever a type is chosen', () => {
    const type = fc.constantFrom('KAnesthetist', 'KResident', 'KUser');
    const profile = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g');
    fc.assert(
      fc.property(
        fc.array(profile),
        fc.array(type),
        fc.array(fc.constantFrom('KAnesthetist', 'KResident'), { minLength: 1 }),
        (profiles, userTypes, chosen) => {
          const next = withAnesthetistTypes({ profiles, userTypes }, chosen, true);
          expect(isAnesthetistMember(next.userTypes)).toBe(true);
          expect(next.profiles.filter((p) => p === 'b' || p === 'g')).toEqual([anesthetistProfileFor(chosen)]);
          expect(next.profiles.filter((p) => p !== 'b' && p !== 'g')).toEqual(
            [...new Set(profiles.filter((p) => p !== 'b' && p !== 'g'))].sort(),
          );
          expect(next.userTypes.includes('KUser')).toBe(userTypes.includes('KUser'));
        },
      ),
    );
  });
});
