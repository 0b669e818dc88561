import { msg, messages, type Changelog, type Release, type ReleaseInput } from '@honora/contract';
import { unreadReleases, isPlausibleReleaseDay } from '@honora/domain/releases/releases';
import { zonedDay } from '@honora/domain';
import { releases, withActor, type Tx } from '@honora/db';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { actorOf } from '../../http/actor';
import type { AuthSession } from '../../http/auth-context';
import {
  clashingRelease,
  liveRelease,
  liveReleases,
  lockReleases,
  markSeen,
  seenAtOf,
  type ReleaseRow,
} from './releases.repository';

/**
 * The product's releases and the changelog (platform.md §2 Changelog, Releases, about; decision
 * 055). Administrators write them; every signed-in user reads the published ones and has an
 * unread count: releases published after the user last opened the changelog.
 */

const e = messages.screens.releases.errors;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function releaseAnswer(row: ReleaseRow): Release {
  return {
    id: row.id,
    version: row.version,
    buildNumber: row.buildNumber,
    releasedOn: row.releasedOn,
    notes: row.notes,
    published: row.published,
    publishedAt: iso(row.publishedAt),
  };
}

/** GET /api/releases: published releases, newest build first, and the user's unread count. */
export async function readChangelog(ctx: AppContext, auth: AuthSession): Promise<Changelog> {
  const [rows, seenAt] = await Promise.all([liveReleases(ctx.db, true), seenAtOf(ctx.db, auth.userId)]);
  const stamps = rows.map((r) => ({ buildNumber: r.buildNumber, publishedAt: iso(r.publishedAt ?? r.createdAt)! }));
  return { items: rows.map(releaseAnswer), unread: unreadReleases(stamps, iso(seenAt)) };
}

/** POST /api/releases/read: the user has seen every release published until now. */
export async function markChangelogRead(ctx: AppContext, auth: AuthSession): Promise<{ unread: 0 }> {
  await markSeen(ctx.db, auth.userId);
  return { unread: 0 };
}

/** GET /api/admin/releases: drafts too. */
export async function listReleases(ctx: AppContext): Promise<{ items: Release[] }> {
  return { items: (await liveReleases(ctx.db, false)).map(releaseAnswer) };
}

const notFound = () => new AppError('notFound', { message: msg(e, 'notFound') });

/** The day must not be absurd (the schema checks the lower bound; today is known here). */
function assertPlausibleDay(body: ReleaseInput): void {
  if (!isPlausibleReleaseDay(body.releasedOn, zonedDay(Date.now())))
    throw AppError.field('inputError', 'releasedOn', msg(e, 'releasedOn'));
}

/** Version and build number are unique among live releases: 409 naming the other one. */
async function assertUnique(tx: Tx, body: ReleaseInput, selfId: string | null): Promise<void> {
  const other = await clashingRelease(tx, body, selfId);
  if (!other) return;
  const params = { version: other.version, build: String(other.buildNumber) };
  if (other.version === body.version)
    throw AppError.field('statusError', 'version', msg(e, 'duplicateVersion', params));
  throw AppError.field('statusError', 'buildNumber', msg(e, 'duplicateBuild', params));
}

const columnsOf = (body: ReleaseInput) => ({
  version: body.version,
  buildNumber: body.buildNumber,
  releasedOn: body.releasedOn,
  notes: body.notes,
  published: body.published,
});

/** POST /api/admin/releases. A release published now is unread for everyone. */
export async function createRelease(ctx: AppContext, auth: AuthSession, body: ReleaseInput): Promise<Release> {
  assertPlausibleDay(body);
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    await lockReleases(tx);
    await assertUnique(tx, body, null);
    const [row] = await tx
      .insert(releases)
      .values({ ...columnsOf(body), publishedAt: body.published ? sql`now()` : null })
      .returning();
    return releaseAnswer(row!);
  });
}

/**
 * PUT /api/admin/releases/:id. Publishing a draft stamps published_at (the release becomes
 * unread); editing a published one keeps it (a fixed typo does not bring the badge back);
 * unpublishing clears it.
 */
export async function updateRelease(
  ctx: AppContext,
  auth: AuthSession,
  id: string,
  body: ReleaseInput,
): Promise<Release> {
  assertPlausibleDay(body);
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    await lockReleases(tx);
    const current = await liveRelease(tx, id);
    if (!current) throw notFound();
    await assertUnique(tx, body, id);
    const publishedAt = !body.published ? null : current.published ? current.publishedAt : sql`now()`;
    const [row] = await tx
      .update(releases)
      .set({ ...columnsOf(body), publishedAt })
      .where(eq(releases.id, id))
      .returning();
    return releaseAnswer(row!);
  });
}

/** DELETE /api/admin/releases/:id: soft delete; its version and build may be used again. */
export async function removeRelease(ctx: AppContext, auth: AuthSession, id: string): Promise<{ ok: true }> {
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    await lockReleases(tx);
    const current = await liveRelease(tx, id);
    if (!current) throw notFound();
    await tx
      .update(releases)
      .set({ deletedAt: sql`now()` })
      .where(eq(releases.id, id));
    return { ok: true as const };
  });
}
