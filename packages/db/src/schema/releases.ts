import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordMeta } from './meta';
import { users } from './users';

/**
 * Releases of the product (platform.md §2 Changelog/Releases; decision 055): platform-level rows
 * (no company), written by administrators; clients see only the published ones. Version and
 * build number are unique among live (not deleted) rows.
 */
export const releases = pgTable(
  'releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** "3.12.79" (major.minor.patch). */
    version: text('version').notNull(),
    /** The build number (platform.md §9), e.g. 1152. */
    buildNumber: integer('build_number').notNull(),
    releasedOn: date('released_on', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    published: boolean('published').notNull().default(false),
    /** When it was last published: releases published after a user's changelog read are unread. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('releases_version_key')
      .on(t.version)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('releases_build_number_key')
      .on(t.buildNumber)
      .where(sql`${t.deletedAt} is null`),
    index('releases_published_build_idx').on(t.published, t.buildNumber),
    check('releases_build_number_positive', sql`${t.buildNumber} > 0`),
    check('releases_notes_length', sql`char_length(${t.notes}) <= 20000`),
  ],
);

/** When a user last opened the changelog; releases published after it count as unread (decision 055). */
export const changelogReads = pgTable('changelog_reads', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});
