import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

/** Who is writing: the session's user (or the system for seeds and jobs). */
export interface Actor {
  id: string;
  name: string;
  env?: 'web' | 'system' | 'job';
  isAdmin?: boolean;
  /** Build of the app that writes (createdVersion / updatedVersion). */
  version?: string;
}

export const systemActor: Actor = { id: 'system', name: 'Sistema', env: 'system' };

/** The transaction's actor settings, with `extra` settings in the same statement (one round trip). */
async function setActor(tx: Tx, actor: Actor, extra = sql``): Promise<void> {
  await tx.execute(sql`select
      set_config('honora.actor_id', ${actor.id}, true),
      set_config('honora.actor_name', ${actor.name}, true),
      set_config('honora.actor_env', ${actor.env ?? 'web'}, true),
      set_config('honora.actor_version', ${actor.version ?? ''}, true),
      set_config('honora.actor_is_admin', ${actor.isAdmin ? 'true' : 'false'}, true)${extra}`);
}

/**
 * Runs `fn` in one transaction whose record metadata comes from `actor`
 * (the honora_record_meta trigger reads these settings; they end with the transaction).
 */
export async function withActor<T>(db: Db, actor: Actor, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await setActor(tx, actor);
    return fn(tx);
  });
}

/**
 * Runs `fn` as the tenant: one transaction under the non-superuser role honora_app, which
 * row-level security confines to `companyIds` — the second wall behind the services' own
 * company filters. Metadata comes from `actor` as in withActor.
 */
export async function withTenant<T>(
  db: Db,
  scope: { actor: Actor; companyIds: readonly string[] },
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // One round trip: set_config('role', …, true) is SET LOCAL ROLE; the next statement runs as honora_app.
    await setActor(
      tx,
      scope.actor,
      sql`, set_config('honora.company_ids', ${scope.companyIds.join(',')}, true), set_config('role', 'honora_app', true)`,
    );
    return fn(tx);
  });
}
