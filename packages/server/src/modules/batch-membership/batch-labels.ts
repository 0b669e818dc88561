import { batches, type Queryable } from '@honora/db';
import { inArray } from 'drizzle-orm';

/** How a batch is named where a person reads it: its code, and its name when it has one. */
export const batchLabel = (batch: { code: string; name: string | null }) =>
  batch.name ? `${batch.code} — ${batch.name}` : batch.code;

/**
 * The labels of the batches some rows link to, read once for all of them (an export names
 * batches, never shows their ids). A batch the session cannot read is left out.
 */
export async function batchLabelsOf(q: Queryable, ids: Iterable<string>): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await q
    .select({ id: batches.id, code: batches.code, name: batches.name })
    .from(batches)
    .where(inArray(batches.id, unique));
  return new Map(rows.map((row) => [row.id, batchLabel(row)]));
}

/** A row's batches as one cell: their labels in the row's order. */
export const batchesCell = (labels: ReadonlyMap<string, string>, ids: readonly string[]) =>
  ids.flatMap((id) => labels.get(id) ?? []).join(', ') || null;
