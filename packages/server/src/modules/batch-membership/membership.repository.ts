import { batches, companies, events, type MetaColumn, type Queryable } from '@honora/db';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';

/**
 * The link between events and the batch that holds them (decision 017: events.batches_ids holds
 * the current batch only), read and written by the events kernel (automatic batching on check,
 * the batch lock on editing, batch labels in exports) and by the batches module.
 */

export type BatchRow = typeof batches.$inferSelect;
export type BatchValues = Omit<typeof batches.$inferInsert, 'id' | MetaColumn>;

/** Correlated subqueries name the outer row explicitly (see batches.repository.ts). */
const outerBatchId = sql.raw('"batches"."id"');

/** The events pointing at a batch (events.batches_ids holds the current batch only; decision 017). */
export const inBatch = (batchId: SQL | string) => sql`${events.batchesIds} @> array[${batchId}]::uuid[]`;

/** Events pointing at the outer batch row (the summaries' and automatic batching's counts). */
export const countOf = (onlyActive: boolean) =>
  sql<number>`(select count(*)::int from events e where e.batches_ids @> array[${outerBatchId}]::uuid[]${
    onlyActive ? sql.raw(' and e.active') : sql``
  })`;

export async function insertBatch(q: Queryable, values: BatchValues): Promise<string> {
  const [row] = await q.insert(batches).values(values).returning({ id: batches.id });
  return row!.id;
}

/** Whether an active batch of the company already has this code (other than `exceptId`). */
export async function codeTaken(q: Queryable, companyId: string, code: string, exceptId?: string): Promise<boolean> {
  const [row] = await q
    .select({ id: batches.id })
    .from(batches)
    .where(
      and(
        eq(batches.companyId, companyId),
        eq(batches.code, code),
        eq(batches.active, true),
        exceptId ? sql`${batches.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The highest numeric code among the company's active batches (the sequence's collision fix). */
export async function maxNumericCode(q: Queryable, companyId: string): Promise<number> {
  const [row] = await q
    .select({ max: sql<string | null>`max(${batches.code}::numeric)::text` })
    .from(batches)
    .where(and(eq(batches.companyId, companyId), eq(batches.active, true), sql`${batches.code} ~ '^[0-9]{1,12}$'`));
  return row?.max ? Number(row.max) : 0;
}

/** The company's flags and matriz (a batch carries its company's matriz, like the events). */
export async function companyFacts(q: Queryable, companyId: string) {
  const [row] = await q
    .select({ flags: companies.flags, matrizId: companies.matrizId })
    .from(companies)
    .where(eq(companies.id, companyId));
  return { flags: row?.flags ?? {}, matrizId: row?.matrizId ?? null };
}

/** Status and activity of batches by id (the batches events are in now). */
export async function batchStatuses(q: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { status: BatchRow['status']; active: boolean }>();
  const rows = await q
    .select({ id: batches.id, status: batches.status, active: batches.active })
    .from(batches)
    .where(inArray(batches.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { status: r.status, active: r.active }]));
}

/** Puts events in a batch (or in none) and moves each to its next version. */
export async function setEventsBatch(
  q: Queryable,
  ids: readonly string[],
  batch: { id: string; userId: string } | null,
  bumpVersion = true,
): Promise<void> {
  if (ids.length === 0) return;
  await q
    .update(events)
    .set({
      batchesIds: batch ? sql`array[${batch.id}]::uuid[]` : sql`'{}'::uuid[]`,
      addedToBatchAt: batch ? new Date() : null,
      addedToBatchBy: batch ? batch.userId : null,
      ...(bumpVersion ? { version: sql`${events.version} + 1` } : {}),
    })
    .where(inArray(events.id, [...ids]));
}
