import {
  messages,
  msg,
  type PostCategory,
  type PostCategoryInput,
  type PostPublisher,
  type PostPublisherInput,
} from '@honora/contract';
import { postCategories, postPublishers, withActor } from '@honora/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import { actorOf } from '../../http/actor';
import { isUniqueViolation } from '../registries';
import { storeRendersUsing } from './post-render-store';
import {
  filesByIds,
  liveCategories,
  livePublishers,
  postsUsing,
  type PostCategoryRow,
  type PostPublisherRow,
} from './posts.repository';

/**
 * /admin/PostsCategories and /admin/PostsPublishers (platform.md §2, §3 category and publisher
 * records; decision 058). A category or author in use by a live post is not removed (409 naming
 * how many); renaming one renders again the pages of its posts.
 */

const e = messages.screens.posts.errors;
const categoryNotFound = () => new AppError('notFound', { message: msg(e, 'categoryNotFound') });
const publisherNotFound = () => new AppError('notFound', { message: msg(e, 'publisherNotFound') });

function categoryAnswer(row: PostCategoryRow, postCount: number): PostCategory {
  return { id: row.id, name: row.name, slug: row.slug, postCount };
}

function publisherAnswer(row: PostPublisherRow, postCount: number): PostPublisher {
  return { id: row.id, name: row.name, bio: row.bio, photoId: row.photoId, postCount };
}

async function refusingDuplicateCategories<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'post_categories_name_key')) {
      throw AppError.field('inputError', 'name', msg(e, 'duplicateCategory'));
    }
    if (isUniqueViolation(error, 'post_categories_slug_key')) {
      throw AppError.field('inputError', 'slug', msg(e, 'duplicateCategory'));
    }
    throw error;
  }
}

/** GET /api/admin/post-categories. */
export async function listPostCategories(ctx: AppContext) {
  return { items: (await liveCategories(ctx.db)).map((r) => categoryAnswer(r.category, r.postCount)) };
}

/** POST /api/admin/post-categories. */
export async function createPostCategory(ctx: AppContext, auth: AuthSession, body: PostCategoryInput) {
  return refusingDuplicateCategories(() =>
    withActor(ctx.db, actorOf(auth), async (tx) => {
      const [row] = await tx.insert(postCategories).values(body).returning();
      return categoryAnswer(row!, 0);
    }),
  );
}

const liveCategory = and(isNull(postCategories.deletedAt));

/** PUT /api/admin/post-categories/:id. */
export async function updatePostCategory(ctx: AppContext, auth: AuthSession, id: string, body: PostCategoryInput) {
  return refusingDuplicateCategories(() =>
    withActor(ctx.db, actorOf(auth), async (tx) => {
      const [row] = await tx
        .update(postCategories)
        .set(body)
        .where(and(eq(postCategories.id, id), liveCategory))
        .returning();
      if (!row) throw categoryNotFound();
      await storeRendersUsing(tx, 'category', id);
      return categoryAnswer(row, (await postsUsing(tx, 'category', id)).length);
    }),
  );
}

/** DELETE /api/admin/post-categories/:id: only when no live post names it. */
export async function removePostCategory(ctx: AppContext, auth: AuthSession, id: string) {
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    const [row] = await tx
      .select()
      .from(postCategories)
      .where(and(eq(postCategories.id, id), liveCategory))
      .for('update');
    if (!row) throw categoryNotFound();
    const count = (await postsUsing(tx, 'category', id)).length;
    if (count > 0) throw new AppError('statusError', { message: msg(e, 'categoryInUse', { count }) });
    await tx.update(postCategories).set({ deletedAt: new Date() }).where(eq(postCategories.id, id));
    return { ok: true as const };
  });
}

/** GET /api/admin/post-publishers. */
export async function listPostPublishers(ctx: AppContext) {
  return { items: (await livePublishers(ctx.db)).map((r) => publisherAnswer(r.publisher, r.postCount)) };
}

async function checkPhoto(ctx: { db: AppContext['db'] }, photoId: string | null): Promise<void> {
  if (photoId && (await filesByIds(ctx.db, [photoId])).length === 0) {
    throw AppError.field('inputError', 'photoId', msg(e, 'unknownFile'));
  }
}

/** POST /api/admin/post-publishers. */
export async function createPostPublisher(ctx: AppContext, auth: AuthSession, body: PostPublisherInput) {
  await checkPhoto(ctx, body.photoId);
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    const [row] = await tx.insert(postPublishers).values(body).returning();
    return publisherAnswer(row!, 0);
  });
}

/** PUT /api/admin/post-publishers/:id. */
export async function updatePostPublisher(ctx: AppContext, auth: AuthSession, id: string, body: PostPublisherInput) {
  await checkPhoto(ctx, body.photoId);
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    const [row] = await tx
      .update(postPublishers)
      .set(body)
      .where(and(eq(postPublishers.id, id), isNull(postPublishers.deletedAt)))
      .returning();
    if (!row) throw publisherNotFound();
    await storeRendersUsing(tx, 'author', id);
    return publisherAnswer(row, (await postsUsing(tx, 'author', id)).length);
  });
}

/** DELETE /api/admin/post-publishers/:id: only when no live post is signed by them. */
export async function removePostPublisher(ctx: AppContext, auth: AuthSession, id: string) {
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    const [row] = await tx
      .select()
      .from(postPublishers)
      .where(and(eq(postPublishers.id, id), isNull(postPublishers.deletedAt)))
      .for('update');
    if (!row) throw publisherNotFound();
    const count = (await postsUsing(tx, 'author', id)).length;
    if (count > 0) throw new AppError('statusError', { message: msg(e, 'publisherInUse', { count }) });
    await tx.update(postPublishers).set({ deletedAt: new Date() }).where(eq(postPublishers.id, id));
    return { ok: true as const };
  });
}
