import { messageOverrideHistory, messageOverrides, type Queryable } from '@honora/db';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';

/** Platform-level rows (decision 062): global to the product, no tenant scope — read as the app's owner. */

export interface OverrideRow {
  key: string;
  text: string;
  updatedAt: Date | string;
  updatedByName: string;
}

const overrideColumns = {
  key: messageOverrides.key,
  text: messageOverrides.text,
  updatedAt: sql<Date | string>`coalesce(${messageOverrides.updatedAt}, ${messageOverrides.createdAt})`,
  updatedByName: sql<string>`coalesce(${messageOverrides.updatedByName}, ${messageOverrides.createdByName})`,
};

/** Every text an administrator has in force (reset ones are soft-deleted). */
export function liveOverrides(q: Queryable): Promise<OverrideRow[]> {
  return q.select(overrideColumns).from(messageOverrides).where(isNull(messageOverrides.deletedAt));
}

/** The live text of one key, if edited. */
export async function liveOverride(q: Queryable, key: string): Promise<OverrideRow | undefined> {
  const [row] = await q
    .select(overrideColumns)
    .from(messageOverrides)
    .where(and(eq(messageOverrides.key, key), isNull(messageOverrides.deletedAt)));
  return row;
}

/** The live text of one key, locked for the caller's transaction. */
export async function lockedOverride(q: Queryable, key: string): Promise<OverrideRow | undefined> {
  const [row] = await q
    .select(overrideColumns)
    .from(messageOverrides)
    .where(and(eq(messageOverrides.key, key), isNull(messageOverrides.deletedAt)))
    .for('update');
  return row;
}

/** One writer per key at a time, also when the key has no row yet. */
export async function lockKey(q: Queryable, key: string): Promise<void> {
  await q.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`message_overrides:${key}`}, 0))`);
}

/** Saves a key's text: a new row, or the existing one (restored if it had been reset). */
export async function saveOverride(q: Queryable, key: string, text: string): Promise<void> {
  await q
    .insert(messageOverrides)
    .values({ key, text })
    .onConflictDoUpdate({ target: messageOverrides.key, set: { text, deletedAt: null, deletedBy: null } });
}

/** Back to the shipped text: the row is soft-deleted (the change history says who reset it). */
export async function removeOverride(q: Queryable, key: string): Promise<void> {
  await q
    .update(messageOverrides)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(messageOverrides.key, key), isNull(messageOverrides.deletedAt)));
}

export type HistoryRow = typeof messageOverrideHistory.$inferSelect;

export async function addHistory(q: Queryable, row: typeof messageOverrideHistory.$inferInsert): Promise<void> {
  await q.insert(messageOverrideHistory).values(row);
}

/** A key's edits and resets, newest first. */
export function historyOf(q: Queryable, key: string, limit = 100): Promise<HistoryRow[]> {
  return q
    .select()
    .from(messageOverrideHistory)
    .where(eq(messageOverrideHistory.key, key))
    .orderBy(desc(messageOverrideHistory.changedAt), desc(messageOverrideHistory.id))
    .limit(limit);
}
