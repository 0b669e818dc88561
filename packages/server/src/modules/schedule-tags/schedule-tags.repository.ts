import { scheduleLines, scheduleSlots, scheduleTags, users, type Tx } from '@honora/db';
import { and, asc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';

/** The queries of the schedule tags (platform.md §2 TagsSchedule; decision 044). */

const t = scheduleTags;
export type TagRow = typeof scheduleTags.$inferSelect;

/** The company's live tags, by name. */
export function liveTags(tx: Tx, companyId: string): Promise<TagRow[]> {
  return tx
    .select()
    .from(t)
    .where(and(eq(t.companyId, companyId), isNull(t.deletedAt)))
    .orderBy(asc(sql`${t.sortKey} collate "C"`), asc(t.id));
}

/** The stored tag, locked until the transaction ends. */
export async function lockTag(tx: Tx, id: string): Promise<TagRow | null> {
  const [row] = await tx.select().from(t).where(eq(t.id, id)).for('update');
  return row ?? null;
}

/** The ids of the live lines asking for the tags, by tag id. */
export async function linesAsking(tx: Tx, tagIds: readonly string[]): Promise<Map<string, string[]>> {
  const byTag = new Map<string, string[]>();
  if (tagIds.length === 0) return byTag;
  const rows = await tx
    .select({ id: scheduleLines.id, tagId: scheduleLines.requiredTagId })
    .from(scheduleLines)
    .where(and(inArray(scheduleLines.requiredTagId, [...tagIds]), isNull(scheduleLines.deletedAt)));
  for (const row of rows) {
    const list = byTag.get(row.tagId as string);
    if (list) list.push(row.id);
    else byTag.set(row.tagId as string, [row.id]);
  }
  return byTag;
}

/**
 * The first (by name) of `doctorIds` placed from `today` on in a live line asking for the tag:
 * a doctor the tag cannot be taken from (decision 044).
 */
export async function scheduledInTaggedLines(
  tx: Tx,
  tagId: string,
  doctorIds: readonly string[],
  today: string,
): Promise<string | null> {
  if (doctorIds.length === 0) return null;
  const [row] = await tx
    .select({ name: users.name })
    .from(scheduleSlots)
    .innerJoin(scheduleLines, eq(scheduleLines.id, scheduleSlots.lineId))
    .innerJoin(users, eq(users.id, scheduleSlots.doctorId))
    .where(
      and(
        eq(scheduleLines.requiredTagId, tagId),
        isNull(scheduleLines.deletedAt),
        isNull(scheduleSlots.deletedAt),
        isNotNull(scheduleSlots.doctorId),
        inArray(scheduleSlots.doctorId, [...doctorIds]),
        gte(scheduleSlots.day, today),
      ),
    )
    .orderBy(asc(users.name))
    .limit(1);
  return row?.name ?? null;
}
