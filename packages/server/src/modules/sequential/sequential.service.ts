import { SEQUENCE_AUTOFIX_AFTER, SEQUENCE_MAX_ATTEMPTS } from '@honora/contract';
import { rowsOf, sequences, type Db } from '@honora/db';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

export interface SequenceKey {
  /** Scope of the counter, usually the company id. */
  id: string;
  table: string;
  field: string;
}

/**
 * Optional check of a number against the records that already carry it: numbers imported
 * or typed by hand may sit ahead of the counter. `maxUsed` answers the highest number in use.
 */
export interface SequenceCollisionCheck {
  isTaken(value: number): Promise<boolean>;
  maxUsed(): Promise<number>;
}

async function increment(db: Db, key: SequenceKey): Promise<number> {
  const result = await db.execute(sql`
    insert into ${sequences} (scope, table_name, field, value) values (${key.id}, ${key.table}, ${key.field}, 1)
    on conflict (scope, table_name, field) do update set value = ${sequences.value} + 1, updated_at = now()
    returning value::int as value`);
  return rowsOf<{ value: number }>(result)[0]!.value;
}

async function raiseTo(db: Db, key: SequenceKey, value: number): Promise<void> {
  await db
    .update(sequences)
    .set({ value: sql`greatest(${sequences.value}, ${value})` })
    .where(and(eq(sequences.scope, key.id), eq(sequences.tableName, key.table), eq(sequences.field, key.field)));
}

/**
 * sequential-getNewSequential (platform.md §7, §9): the next number of (id, table, field),
 * atomic under concurrency (one upsert). With a collision check, a number already in use is
 * skipped; after 10 collisions the counter is fixed to the highest number in use; after 100
 * attempts, or on any failure, the answer is 0, as the spec says.
 */
export async function nextSequential(
  db: Db,
  key: SequenceKey,
  log: FastifyBaseLogger,
  check?: SequenceCollisionCheck,
): Promise<number> {
  try {
    let collisions = 0;
    for (let attempt = 0; attempt < SEQUENCE_MAX_ATTEMPTS; attempt++) {
      const value = await increment(db, key);
      if (!check || !(await check.isTaken(value))) return value;
      collisions++;
      if (collisions === SEQUENCE_AUTOFIX_AFTER) await raiseTo(db, key, await check.maxUsed());
    }
    log.warn({ key }, 'sequence exhausted its attempts');
    return 0;
  } catch (error) {
    log.error({ err: error, key }, 'sequence failed');
    return 0;
  }
}
