import { postRenders, type Queryable } from '@honora/db';
import { createHash } from 'node:crypto';
import { categoriesByIds, postsUsing, publishersByIds, livePost, type PostRow } from './posts.repository';
import { renderPostPage } from './render-pages';

/**
 * The stored page of each post (decision 058): rendered in the transaction that saves the post,
 * or a category or author it shows, and kept in `post_renders` with its ETag. Every server
 * process answers /post/<slug> from the same row, with no in-memory cache to invalidate.
 */

/** A strong ETag of an HTML text. */
export function etagOf(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
}

/** In the order the post lists them (the database answers in its own). */
function inOrder<T extends { id: string }>(ids: readonly string[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => r !== undefined);
}

/** Renders a post's page and stores it (replacing the previous one). */
export async function storeRender(db: Queryable, post: PostRow): Promise<void> {
  const [categories, authors] = await Promise.all([
    categoriesByIds(db, post.categoryIds),
    publishersByIds(db, post.authorIds),
  ]);
  const html = renderPostPage({
    ...post,
    authors: inOrder(post.authorIds, authors),
    categories: inOrder(post.categoryIds, categories),
  });
  const row = { postId: post.id, html, etag: etagOf(html), renderedAt: new Date() };
  await db
    .insert(postRenders)
    .values(row)
    .onConflictDoUpdate({ target: postRenders.postId, set: { html, etag: row.etag, renderedAt: row.renderedAt } });
}

/** Renders again every live post naming a category or author that changed (names show on the page). */
export async function storeRendersUsing(db: Queryable, field: 'category' | 'author', id: string): Promise<void> {
  for (const { id: postId } of await postsUsing(db, field, id)) {
    const post = await livePost(db, postId);
    if (post) await storeRender(db, post);
  }
}
