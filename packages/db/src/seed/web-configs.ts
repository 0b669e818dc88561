import { defaultPermissionConfig } from '@honora/domain';
import { sql } from 'drizzle-orm';
import { systemActor, withActor } from '../actor';
import type { Db } from '../client';
import { companies, companyWebConfigs } from '../schema';

/**
 * Data fix run at start: a company created before web configurations existed gets the
 * default one (without it every module check is denied). Idempotent; answers how many.
 */
export async function ensureWebConfigs(db: Db): Promise<number> {
  return withActor(db, systemActor, async (tx) => {
    const missing = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(sql`not exists (select 1 from ${companyWebConfigs} w where w.company_id = ${companies.id})`);
    if (missing.length === 0) return 0;
    await tx
      .insert(companyWebConfigs)
      .values(missing.map(({ id }) => ({ companyId: id, permissions: defaultPermissionConfig() })))
      .onConflictDoNothing();
    return missing.length;
  });
}
