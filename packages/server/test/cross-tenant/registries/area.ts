import type { Db } from '@honora/db';
import type { CrossTenantCase, Victim } from '../cases';

/**
 * One registry's part of the cross-tenant harness: `seed` writes the victim's records
 * (as the database owner) and returns their ids and identifying text; `cases` try every
 * operation of the registry against them.
 */
export interface RegistryArea {
  seed: (db: Db, victim: Victim) => Promise<{ records: Record<string, string>; secrets: string[] }>;
  cases: CrossTenantCase[];
  /** Operations that read no company's data (lookups of platform reference tables). */
  tenantNeutral?: string[];
}
