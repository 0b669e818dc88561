/**
 * How a company user becomes, or stops being, an anesthetist or resident (platform.md §3, §6):
 * the membership's user types say what the person is (KAnesthetist, KResident, KUser) and
 * its profiles what they may do (b anesthetist, g resident, a–f the others).
 */

export const anesthetistTypeCodes = ['KAnesthetist', 'KResident'] as const;

/** The default configuration's profile of an anesthetist and of a resident (default-permissions.ts). */
export const ANESTHETIST_PROFILE = 'b';
export const RESIDENT_PROFILE = 'g';

/** Whether the user types put the person in the anesthetists registry. */
export function isAnesthetistMember(userTypes: readonly string[]): boolean {
  return userTypes.some((type) => (anesthetistTypeCodes as readonly string[]).includes(type));
}

/** Only a resident (never an anesthetist too) gets the resident's profile; everyone else the anesthetist's. */
export function anesthetistProfileFor(userTypes: readonly string[]): 'b' | 'g' {
  return userTypes.includes('KResident') && !userTypes.includes('KAnesthetist')
    ? RESIDENT_PROFILE
    : ANESTHETIST_PROFILE;
}

export interface MembershipRoles {
  profiles: readonly string[];
  userTypes: readonly string[];
}

/**
 * The membership's profiles and user types after choosing its anesthetist types (`chosen`,
 * KAnesthetist and/or KResident). Other user types (KUser) stay. The anesthetist/resident
 * profile follows the types: when the membership had one (b or g) it is swapped for the one
 * the new types need (a resident made anesthetist goes from g to b); when it had neither it is
 * added only if `addProfile` (a new or re-activated anesthetist), so an administrator marked
 * as anesthetist keeps exactly their profiles. Both lists come back sorted without repeats.
 */
export function withAnesthetistTypes(
  current: MembershipRoles,
  chosen: readonly string[],
  addProfile: boolean,
): { profiles: string[]; userTypes: string[] } {
  const anesthetistTypes = chosen.filter((type) => (anesthetistTypeCodes as readonly string[]).includes(type));
  const others = current.userTypes.filter((type) => !(anesthetistTypeCodes as readonly string[]).includes(type));
  const userTypes = [...new Set([...others, ...anesthetistTypes])].sort();
  const roleProfiles = [ANESTHETIST_PROFILE, RESIDENT_PROFILE] as string[];
  const hadRole = current.profiles.some((profile) => roleProfiles.includes(profile));
  const kept = current.profiles.filter((profile) => !roleProfiles.includes(profile));
  const needsRole = anesthetistTypes.length > 0 && (hadRole || addProfile);
  const profiles = [...new Set([...kept, ...(needsRole ? [anesthetistProfileFor(anesthetistTypes)] : [])])].sort();
  return { profiles, userTypes };
}
