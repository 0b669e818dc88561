import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { recordMeta } from './meta';
import { nameSearchColumns } from './registries';

/**
 * The posts, the blog and the institutional pages (platform.md §2 admin Posts, PostsCategories,
 * PostsPublishers; §3 Post; decision 058): platform-level rows (no company, no row-level
 * security), written by administrators and read by anyone once published.
 */

const SLUG_CHECK = "'^[a-z0-9]+(-[a-z0-9]+)*$'";

/** An image of a post or of a publisher: PNG or JPEG by its bytes, kept on the file storage. */
export const postFiles = pgTable(
  'post_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    folder: text('folder').notNull(),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    ...recordMeta,
  },
  (t) => [
    check('post_files_folder', sql`${t.folder} in ('posts', 'publishers')`),
    check('post_files_mime', sql`${t.mime} in ('image/png', 'image/jpeg')`),
  ],
);

/** A category of the blog: its name and the slug of its page /blog/<slug>. */
export const postCategories = pgTable(
  'post_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    ...nameSearchColumns((): AnyPgColumn => postCategories.name),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('post_categories_name_key')
      .on(t.nameSearch)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('post_categories_slug_key')
      .on(t.slug)
      .where(sql`${t.deletedAt} is null`),
    check('post_categories_name_length', sql`char_length(${t.name}) between 1 and 120`),
    check('post_categories_slug', sql.raw(`"slug" ~ ${SLUG_CHECK} and char_length("slug") <= 120`)),
  ],
);

/** Who signs posts (the spec's "publisher"): name, a short presentation and a photo. */
export const postPublishers = pgTable(
  'post_publishers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    bio: text('bio'),
    photoId: uuid('photo_id').references(() => postFiles.id),
    ...nameSearchColumns((): AnyPgColumn => postPublishers.name),
    ...recordMeta,
  },
  (t) => [
    check('post_publishers_name_length', sql`char_length(${t.name}) between 1 and 120`),
    check('post_publishers_bio_length', sql`char_length(${t.bio}) <= 2000`),
  ],
);

/**
 * A post (platform.md §3): the body is sanitized HTML (decision 058). `placement` makes it one of
 * the institutional pages (/aboutUs, /oldHome) instead of a blog entry, at most one live post
 * each. Public when published and `published_at` has come (a future date schedules it).
 * Authors and categories are id lists (checked by the service; a category or publisher in use
 * is not removed).
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    body: text('body').notNull().default(''),
    slug: text('slug').notNull(),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    placement: text('placement'),
    authorIds: uuid('author_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    categoryIds: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    imageId: uuid('image_id').references(() => postFiles.id),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    seoImageId: uuid('seo_image_id').references(() => postFiles.id),
    canonicalUrl: text('canonical_url'),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('posts_slug_key')
      .on(t.slug)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('posts_placement_key')
      .on(t.placement)
      .where(sql`${t.deletedAt} is null and ${t.placement} is not null`),
    index('posts_public_idx')
      .on(t.publishedAt)
      .where(sql`${t.deletedAt} is null and ${t.published}`),
    check('posts_title_length', sql`char_length(${t.title}) between 1 and 200`),
    check('posts_body_length', sql`char_length(${t.body}) <= 200000`),
    check('posts_slug', sql.raw(`"slug" ~ ${SLUG_CHECK} and char_length("slug") <= 120`)),
    check('posts_placement', sql`${t.placement} is null or ${t.placement} in ('ABOUT_US', 'OLD_HOME')`),
    check('posts_published_at', sql`not ${t.published} or ${t.publishedAt} is not null`),
  ],
);

/** The slugs a published post had before: /post/<old> answers 301 to the current one (decision 058). */
export const postSlugRedirects = pgTable('post_slug_redirects', {
  oldSlug: text('old_slug').primaryKey(),
  postId: uuid('post_id')
    .notNull()
    .references(() => posts.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The rendered public page of each post (decision 058): written in the transaction that saves
 * the post (or a category or publisher it shows), so every server process reads the same HTML
 * and its ETag without rendering. Not a business record: no metadata, no history.
 */
export const postRenders = pgTable('post_renders', {
  postId: uuid('post_id')
    .primaryKey()
    .references(() => posts.id),
  html: text('html').notNull(),
  etag: text('etag').notNull(),
  renderedAt: timestamp('rendered_at', { withTimezone: true }).notNull().defaultNow(),
});
