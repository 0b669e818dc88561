import {
  postCategories,
  postFiles,
  postPublishers,
  postRenders,
  posts,
  postSlugRedirects,
  type Queryable,
} from '@honora/db';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { likeTerm } from '../users';

/**
 * The reads and small writes of the posts (decision 058): platform-level tables, no company.
 * Live rows only. "Public" means published with its date reached (a future date schedules it).
 */

export type PostRow = typeof posts.$inferSelect;
export type PostCategoryRow = typeof postCategories.$inferSelect;
export type PostPublisherRow = typeof postPublishers.$inferSelect;
export type PostFileRow = typeof postFiles.$inferSelect;

/** Published, live and its date reached. */
export const isPublicPost = (): SQL =>
  and(isNull(posts.deletedAt), eq(posts.published, true), lte(posts.publishedAt, sql`now()`))!;

/** Administrators' list: drafts too, newest change first. */
export async function findPosts(db: Queryable, filter: { q?: string; categoryId?: string }) {
  const conditions = [
    isNull(posts.deletedAt),
    filter.q
      ? sql`lower(public.honora_unaccent(${posts.title} || ' ' || ${posts.slug})) like lower(public.honora_unaccent(${likeTerm(filter.q)}))`
      : undefined,
    filter.categoryId ? sql`${filter.categoryId}::uuid = any(${posts.categoryIds})` : undefined,
  ];
  return db
    .select()
    .from(posts)
    .where(and(...conditions))
    .orderBy(sql`coalesce(${posts.publishedAt}, ${posts.createdAt}) desc`, asc(posts.id))
    .limit(1000);
}

/** One live post, locked for a change or removal when `lock`. */
export async function livePost(db: Queryable, id: string, lock = false): Promise<PostRow | undefined> {
  const query = db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), isNull(posts.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The live post holding a slug or an institutional placement, if any. */
export async function postHolding(db: Queryable, field: 'slug' | 'placement', value: string) {
  const column = field === 'slug' ? posts.slug : posts.placement;
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(column, value), isNull(posts.deletedAt)));
  return row;
}

/** Live categories by name, with the live posts naming each. */
export async function liveCategories(db: Queryable) {
  return db
    .select({
      category: postCategories,
      postCount: sql<number>`(select count(*) from posts p where p.deleted_at is null and post_categories.id = any(p.category_ids))::int`,
    })
    .from(postCategories)
    .where(isNull(postCategories.deletedAt))
    .orderBy(sql`${postCategories.sortKey} collate "C"`, asc(postCategories.id));
}

/** Live publishers by name, with the live posts each signs. */
export async function livePublishers(db: Queryable) {
  return db
    .select({
      publisher: postPublishers,
      postCount: sql<number>`(select count(*) from posts p where p.deleted_at is null and post_publishers.id = any(p.author_ids))::int`,
    })
    .from(postPublishers)
    .where(isNull(postPublishers.deletedAt))
    .orderBy(sql`${postPublishers.sortKey} collate "C"`, asc(postPublishers.id));
}

/** Live posts naming a category (`category_ids`) or an author (`author_ids`). */
export async function postsUsing(db: Queryable, field: 'category' | 'author', id: string) {
  const column = field === 'category' ? posts.categoryIds : posts.authorIds;
  return db
    .select({ id: posts.id })
    .from(posts)
    .where(and(isNull(posts.deletedAt), sql`${id}::uuid = any(${column})`));
}

export async function categoriesByIds(db: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(postCategories)
    .where(and(inArray(postCategories.id, [...ids]), isNull(postCategories.deletedAt)));
}

export async function publishersByIds(db: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(postPublishers)
    .where(and(inArray(postPublishers.id, [...ids]), isNull(postPublishers.deletedAt)));
}

export async function filesByIds(db: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(postFiles)
    .where(and(inArray(postFiles.id, [...ids]), isNull(postFiles.deletedAt)));
}

/** One live category by its slug, or by its id (platform.md §2 /blog/{id?}). */
export async function categoryBySlugOrId(db: Queryable, key: string) {
  const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key);
  const [row] = await db
    .select()
    .from(postCategories)
    .where(and(isNull(postCategories.deletedAt), isId ? eq(postCategories.id, key) : eq(postCategories.slug, key)));
  return row;
}

const PUBLIC_BLOG = () => and(isPublicPost(), isNull(posts.placement))!;

/** A page of the public blog (a category's, or all), newest first, and how many there are. */
export async function publicBlogPage(db: Queryable, categoryId: string | null, offset: number, limit: number) {
  const where = and(PUBLIC_BLOG(), categoryId ? sql`${categoryId}::uuid = any(${posts.categoryIds})` : undefined);
  const [rows, [total]] = await Promise.all([
    db.select().from(posts).where(where).orderBy(desc(posts.publishedAt), asc(posts.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(posts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Public blog posts (not the institutional pages), newest first. */
export async function publicBlogPosts(db: Queryable, limit: number) {
  return db.select().from(posts).where(PUBLIC_BLOG()).orderBy(desc(posts.publishedAt), asc(posts.id)).limit(limit);
}

/** The public institutional pages. */
export async function publicPlacedPages(db: Queryable) {
  return db
    .select()
    .from(posts)
    .where(and(isPublicPost(), isNotNull(posts.placement)));
}

/** The stored page of a public post, by its slug, id or placement. */
export async function publicRender(db: Queryable, by: { slug?: string; id?: string; placement?: string }) {
  if (by.slug) return (await renderBySlug(db).execute({ slug: by.slug }))[0];
  const key = by.id ? eq(posts.id, by.id) : eq(posts.placement, by.placement ?? '');
  const [row] = await db
    .select(renderColumns)
    .from(posts)
    .leftJoin(postRenders, renderJoin)
    .where(and(isPublicPost(), key));
  return row;
}

const renderColumns = {
  id: posts.id,
  html: postRenders.html,
  etag: postRenders.etag,
  slug: posts.slug,
  placement: posts.placement,
};
const renderJoin = eq(postRenders.postId, posts.id);

/**
 * The read of every post page (decision 058), a prepared statement: PostgreSQL plans it once per
 * connection instead of on each request.
 */
const prepareRenderBySlug = (db: Queryable) =>
  db
    .select(renderColumns)
    .from(posts)
    .leftJoin(postRenders, renderJoin)
    .where(and(isPublicPost(), eq(posts.slug, sql.placeholder('slug'))))
    .prepare('post_public_render_by_slug');
const preparedBySlug = new WeakMap<Queryable, ReturnType<typeof prepareRenderBySlug>>();

function renderBySlug(db: Queryable) {
  let prepared = preparedBySlug.get(db);
  if (!prepared) preparedBySlug.set(db, (prepared = prepareRenderBySlug(db)));
  return prepared;
}

/** Where an old slug leads now: the current slug of a live post (public or not: the caller checks). */
export async function redirectOf(db: Queryable, oldSlug: string) {
  const [row] = await db
    .select({ postId: postSlugRedirects.postId })
    .from(postSlugRedirects)
    .where(eq(postSlugRedirects.oldSlug, oldSlug));
  return row;
}
