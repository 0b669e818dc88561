import { messages, msg, fmt, POST_BODY_MAX, type Post, type PostInput, type PostPlacement } from '@honora/contract';
import { posts, postSlugRedirects, withActor, type Tx } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError, fieldError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import { actorOf } from '../../http/actor';
import { isUniqueViolation } from '../registries';
import { imageIdsOf, sanitizePostBody } from './post-html';
import { storeRender } from './post-render-store';
import {
  categoriesByIds,
  filesByIds,
  findPosts,
  livePost,
  postHolding,
  publishersByIds,
  type PostRow,
} from './posts.repository';
import { postPath } from './render-pages';

/**
 * /admin/Posts (platform.md §2, §3 Post, §5 slug rules; decision 058): administrators write posts
 * and the institutional pages. The body is sanitized before it is stored; the slug is required
 * and unique; changing the slug of a published post must be confirmed and leaves the old one
 * redirecting. Every save stores the rendered public page in the same transaction.
 */

const e = messages.screens.posts.errors;

export const postNotFound = () => new AppError('notFound', { message: msg(e, 'postNotFound') });
const slugExists = () => AppError.field('inputError', 'slug', msg(e, 'slugExists'));
const placementTaken = () => AppError.field('inputError', 'placement', msg(e, 'placementTaken'));

export function postAnswer(row: PostRow, now = new Date()): Post {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    body: row.body,
    slug: row.slug,
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    placement: row.placement as PostPlacement | null,
    authorIds: row.authorIds,
    categoryIds: row.categoryIds,
    imageId: row.imageId,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    seoImageId: row.seoImageId,
    canonicalUrl: row.canonicalUrl,
    publicPath: postPath(row),
    isPublic: row.published && row.publishedAt !== null && row.publishedAt <= now,
    updatedAt: (row.updatedAt ?? row.createdAt).toISOString(),
  };
}

/** A race lost to another request taking the same slug or page ends as the same refusal. */
async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'posts_slug_key')) throw slugExists();
    if (isUniqueViolation(error, 'posts_placement_key')) throw placementTaken();
    throw error;
  }
}

/** The ids the post names must be live records; the images, files of ours. */
async function checkLinks(tx: Tx, body: PostInput, html: string): Promise<void> {
  const [categories, authors] = await Promise.all([
    categoriesByIds(tx, body.categoryIds),
    publishersByIds(tx, body.authorIds),
  ]);
  if (categories.length !== body.categoryIds.length) {
    throw AppError.field('inputError', 'categoryIds', msg(e, 'unknownCategory'));
  }
  if (authors.length !== body.authorIds.length) {
    throw AppError.field('inputError', 'authorIds', msg(e, 'unknownPublisher'));
  }
  const images: [string, string | null][] = [
    ['imageId', body.imageId],
    ['seoImageId', body.seoImageId],
  ];
  for (const [field, id] of images) {
    if (id && (await filesByIds(tx, [id])).length === 0)
      throw AppError.field('inputError', field, msg(e, 'unknownFile'));
  }
  const inBody = imageIdsOf(html);
  if ((await filesByIds(tx, inBody)).length !== inBody.length) {
    throw AppError.field('inputError', 'body', msg(e, 'unknownFile'));
  }
}

/** The columns of a save: the body sanitized, a published post dated (now when no date is given). */
function columnsOf(body: PostInput, html: string) {
  const publishedAt = body.publishedAt ? new Date(body.publishedAt) : body.published ? new Date() : null;
  return {
    title: body.title,
    description: body.description,
    body: html,
    slug: body.slug,
    published: body.published,
    publishedAt,
    placement: body.placement,
    authorIds: body.authorIds,
    categoryIds: body.categoryIds,
    imageId: body.imageId,
    seoTitle: body.seoTitle,
    seoDescription: body.seoDescription,
    seoImageId: body.seoImageId,
    canonicalUrl: body.canonicalUrl,
  };
}

function sanitizedBody(body: PostInput): string {
  const html = sanitizePostBody(body.body);
  if (html.length > POST_BODY_MAX) {
    throw AppError.field('inputError', 'body', fmt(messages.validation.maxLength, { max: POST_BODY_MAX }));
  }
  return html;
}

/** The slug and the page must be free among the other live posts. */
async function checkFree(tx: Tx, body: PostInput, selfId: string | null): Promise<void> {
  const holder = await postHolding(tx, 'slug', body.slug);
  if (holder && holder.id !== selfId) throw slugExists();
  if (body.placement) {
    const page = await postHolding(tx, 'placement', body.placement);
    if (page && page.id !== selfId) throw placementTaken();
  }
  // A live post takes back a slug another post left behind: that old address is now this post's.
  await tx.delete(postSlugRedirects).where(eq(postSlugRedirects.oldSlug, body.slug));
}

/** GET /api/admin/posts. */
export async function listPosts(ctx: AppContext, query: { q?: string; categoryId?: string }) {
  const now = new Date();
  const rows = await findPosts(ctx.db, query);
  return {
    items: rows.map((row) => {
      const { body: _body, ...summary } = postAnswer(row, now);
      return summary;
    }),
  };
}

/** GET /api/admin/posts/:id. */
export async function readPost(ctx: AppContext, id: string): Promise<Post> {
  const row = await livePost(ctx.db, id);
  if (!row) throw postNotFound();
  return postAnswer(row);
}

/** POST /api/admin/posts. */
export async function createPost(ctx: AppContext, auth: AuthSession, body: PostInput): Promise<Post> {
  const html = sanitizedBody(body);
  return refusingDuplicates(() =>
    withActor(ctx.db, actorOf(auth), async (tx) => {
      await checkLinks(tx, body, html);
      await checkFree(tx, body, null);
      const [row] = await tx.insert(posts).values(columnsOf(body, html)).returning();
      await storeRender(tx, row!);
      return postAnswer(row!);
    }),
  );
}

/** PUT /api/admin/posts/:id: a published post's new slug needs `confirmSlugChange` (platform.md §5). */
export async function updatePost(ctx: AppContext, auth: AuthSession, id: string, body: PostInput): Promise<Post> {
  const html = sanitizedBody(body);
  return refusingDuplicates(() =>
    withActor(ctx.db, actorOf(auth), async (tx) => {
      const current = await livePost(tx, id, true);
      if (!current) throw postNotFound();
      const slugChanged = current.slug !== body.slug;
      if (slugChanged && current.published && !body.confirmSlugChange) {
        const message = msg(e, 'slugChangeNeedsConfirmation');
        throw new AppError('statusError', { message, fields: [fieldError('confirmSlugChange', message)] });
      }
      await checkLinks(tx, body, html);
      await checkFree(tx, body, id);
      if (slugChanged && current.published) {
        await tx
          .insert(postSlugRedirects)
          .values({ oldSlug: current.slug, postId: id })
          .onConflictDoUpdate({ target: postSlugRedirects.oldSlug, set: { postId: id } });
      }
      const [row] = await tx.update(posts).set(columnsOf(body, html)).where(eq(posts.id, id)).returning();
      await storeRender(tx, row!);
      return postAnswer(row!);
    }),
  );
}

/** DELETE /api/admin/posts/:id (soft: its page and old slugs answer 404 from now on). */
export async function removePost(ctx: AppContext, auth: AuthSession, id: string) {
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    if (!(await livePost(tx, id, true))) throw postNotFound();
    await tx.update(posts).set({ deletedAt: new Date() }).where(eq(posts.id, id));
    await tx.delete(postSlugRedirects).where(eq(postSlugRedirects.postId, id));
    return { ok: true as const };
  });
}
