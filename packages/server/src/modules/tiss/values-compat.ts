import type { guideDataFields, hashEncodings, tissVersions } from '@honora/contract';
import type { TISS_GUIDE_DATA_FIELDS, TISS_HASH_ENCODINGS, TISS_VERSIONS } from '@honora/domain';

/**
 * The insurer settings (contract) and the TISS builder (domain) list the versions, hash
 * encodings and replaceable guide-data fields separately, since neither may import the other:
 * these lines stop the build when the lists drift apart (same members in the same order).
 */
type Assert<T extends true> = T;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export type VersionsMatch = Assert<Same<typeof tissVersions, typeof TISS_VERSIONS>>;
export type HashEncodingsMatch = Assert<Same<typeof hashEncodings, typeof TISS_HASH_ENCODINGS>>;
export type GuideDataFieldsMatch = Assert<Same<typeof guideDataFields, typeof TISS_GUIDE_DATA_FIELDS>>;
