import {
  messages,
  msg,
  type HelpArticle,
  type HelpArticleInput,
  type HelpAudience,
  type HelpCategory,
  type HelpCategoryInput,
  type HelpKind,
} from '@honora/contract';
import { helpArticles, helpCategories, withActor, type Tx } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import { actorOf } from '../../http/actor';
import { isUniqueViolation } from '../registries';
import {
  countLiveArticles,
  findArticles,
  liveCategories,
  lockedArticle,
  lockedCategory,
  type HelpArticleRow,
  type HelpCategoryRow,
} from './help.repository';

/**
 * /admin/HelpCategories and /admin/Help (platform.md §2; decision 056): administrators write
 * the categories and the articles (drafts included). A category with live articles is not
 * removed (409 naming how many); names are unique among live categories.
 */

const e = messages.screens.help.errors;
const UNIQUE_NAME = 'help_categories_name_key';

const categoryNotFound = () => new AppError('notFound', { message: msg(e, 'categoryNotFound') });
const articleNotFound = () => new AppError('notFound', { message: msg(e, 'articleNotFound') });
const duplicate = () => AppError.field('inputError', 'name', msg(e, 'duplicateCategory'));

function categoryAnswer(row: HelpCategoryRow, articleCount: number): HelpCategory {
  return { id: row.id, name: row.name, position: row.position, articleCount };
}

function articleAnswer(row: HelpArticleRow, category: HelpCategoryRow): HelpArticle {
  return {
    id: row.id,
    categoryId: category.id,
    categoryName: category.name,
    kind: row.kind as HelpKind,
    title: row.title,
    body: row.body,
    published: row.published,
    audience: row.audience as HelpAudience,
    screenPath: row.screenPath,
    position: row.position,
    updatedAt: (row.updatedAt ?? row.createdAt).toISOString(),
  };
}

/** A race lost to another request naming a category the same ends as the same refusal. */
async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, UNIQUE_NAME)) throw duplicate();
    throw error;
  }
}

/** GET /api/admin/help-categories. */
export async function listHelpCategories(ctx: AppContext) {
  const rows = await liveCategories(ctx.db);
  return { items: rows.map((r) => categoryAnswer(r.category, r.articleCount)) };
}

/** POST /api/admin/help-categories. */
export async function createHelpCategory(ctx: AppContext, auth: AuthSession, body: HelpCategoryInput) {
  return refusingDuplicates(() =>
    withActor(ctx.db, actorOf(auth), async (tx) => {
      const [row] = await tx.insert(helpCategories).values({ name: body.name, position: body.position }).returning();
      return categoryAnswer(row!, 0);
    }),
  );
}

/** PUT /api/admin/help-categories/:id. */
export async function updateHelpCategory(ctx: AppContext, auth: AuthSession, id: string, body: HelpCategoryInput) {
  return refusingDuplicates(() =>
    withActor(ctx.db, actorOf(auth), async (tx) => {
      if (!(await lockedCategory(tx, id))) throw categoryNotFound();
      const [row] = await tx
        .update(helpCategories)
        .set({ name: body.name, position: body.position })
        .where(eq(helpCategories.id, id))
        .returning();
      return categoryAnswer(row!, await countLiveArticles(tx, id));
    }),
  );
}

/** DELETE /api/admin/help-categories/:id: soft, and only without live articles (409 naming the count). */
export async function removeHelpCategory(ctx: AppContext, auth: AuthSession, id: string) {
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    if (!(await lockedCategory(tx, id))) throw categoryNotFound();
    const count = await countLiveArticles(tx, id);
    if (count > 0) throw new AppError('statusError', { message: msg(e, 'categoryInUse', { count }) });
    await tx.update(helpCategories).set({ deletedAt: new Date() }).where(eq(helpCategories.id, id));
    return { ok: true as const };
  });
}

/** GET /api/admin/help-articles: drafts included. */
export async function listHelpArticles(
  ctx: AppContext,
  query: { q?: string; categoryId?: string; kind?: HelpKind },
): Promise<{ items: HelpArticle[] }> {
  const rows = await findArticles(ctx.db, query);
  return { items: rows.map((r) => articleAnswer(r.article, r.category)) };
}

/** The article's category must be live; it is locked so a removal cannot slip in between. */
async function liveCategoryOf(tx: Tx, categoryId: string): Promise<HelpCategoryRow> {
  const category = await lockedCategory(tx, categoryId);
  if (!category) throw AppError.field('inputError', 'categoryId', msg(e, 'unknownCategory'));
  return category;
}

const columnsOf = (body: HelpArticleInput) => ({
  categoryId: body.categoryId,
  kind: body.kind,
  title: body.title,
  body: body.body,
  published: body.published,
  audience: body.audience,
  screenPath: body.screenPath,
  position: body.position,
});

/** POST /api/admin/help-articles. */
export async function createHelpArticle(ctx: AppContext, auth: AuthSession, body: HelpArticleInput) {
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    const category = await liveCategoryOf(tx, body.categoryId);
    const [row] = await tx.insert(helpArticles).values(columnsOf(body)).returning();
    return articleAnswer(row!, category);
  });
}

/** PUT /api/admin/help-articles/:id (publishing is a change of `published`). */
export async function updateHelpArticle(ctx: AppContext, auth: AuthSession, id: string, body: HelpArticleInput) {
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    if (!(await lockedArticle(tx, id))) throw articleNotFound();
    const category = await liveCategoryOf(tx, body.categoryId);
    const [row] = await tx.update(helpArticles).set(columnsOf(body)).where(eq(helpArticles.id, id)).returning();
    return articleAnswer(row!, category);
  });
}

/** DELETE /api/admin/help-articles/:id (soft). */
export async function removeHelpArticle(ctx: AppContext, auth: AuthSession, id: string) {
  return withActor(ctx.db, actorOf(auth), async (tx) => {
    if (!(await lockedArticle(tx, id))) throw articleNotFound();
    await tx.update(helpArticles).set({ deletedAt: new Date() }).where(eq(helpArticles.id, id));
    return { ok: true as const };
  });
}
