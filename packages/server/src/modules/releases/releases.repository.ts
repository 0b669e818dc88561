import { changelogReads, companyWebConfigs, releases, type Queryable } from '@honora/db';
import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';

/** Platform-level rows (decision 055): no company, so no tenant scope — read as the app's owner. */

export type ReleaseRow = typeof releases.$inferSelect;

/** Live releases, newest build first; drafts too unless `publishedOnly`. */
export function liveReleases(q: Queryable, publishedOnly: boolean): Promise<ReleaseRow[]> {
  const live = isNull(releases.deletedAt);
  return q
    .select()
    .from(releases)
    .where(publishedOnly ? and(live, eq(releases.published, true)) : live)
    .orderBy(desc(releases.buildNumber));
}

export async function liveRelease(q: Queryable, id: string): Promise<ReleaseRow | undefined> {
  const [row] = await q
    .select()
    .from(releases)
    .where(and(eq(releases.id, id), isNull(releases.deletedAt)));
  return row;
}

/** Another live release with the same version or build number, if any. */
export async function clashingRelease(
  q: Queryable,
  body: { version: string; buildNumber: number },
  selfId: string | null,
): Promise<ReleaseRow | undefined> {
  const [row] = await q
    .select()
    .from(releases)
    .where(
      and(
        isNull(releases.deletedAt),
        or(eq(releases.version, body.version), eq(releases.buildNumber, body.buildNumber)),
        selfId ? ne(releases.id, selfId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

/** Serializes the writes of releases, so two saves of one version cannot both pass the check. */
export async function lockReleases(q: Queryable): Promise<void> {
  await q.execute(sql`select pg_advisory_xact_lock(hashtext('honora.releases'))`);
}

/** When the user last opened the changelog, or null. */
export async function seenAtOf(q: Queryable, userId: string): Promise<Date | null> {
  const [row] = await q
    .select({ seenAt: changelogReads.seenAt })
    .from(changelogReads)
    .where(eq(changelogReads.userId, userId));
  return row?.seenAt ?? null;
}

/** Marks the changelog read now (the database's clock, as published_at). */
export async function markSeen(q: Queryable, userId: string): Promise<void> {
  await q
    .insert(changelogReads)
    .values({ userId, seenAt: sql`now()` })
    .onConflictDoUpdate({ target: changelogReads.userId, set: { seenAt: sql`now()` } });
}

/** The company web config's minVersion (platform.md §3), 0 when the company has none. */
export async function companyMinVersion(q: Queryable, companyId: string): Promise<number> {
  const [row] = await q
    .select({ minVersion: companyWebConfigs.minVersion })
    .from(companyWebConfigs)
    .where(eq(companyWebConfigs.companyId, companyId));
  return row?.minVersion ?? 0;
}
