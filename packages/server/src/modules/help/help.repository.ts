import type { HelpAudience, HelpKind } from '@honora/contract';
import { helpArticles, helpCategories, type Queryable } from '@honora/db';
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { likeTerm } from '../users';

/**
 * The reads of the FAQ and help (decision 056): platform-level tables, no company. Live rows
 * only; the search compares title and body without accents or case (honora_unaccent, which
 * PGlite has too).
 */

export type HelpCategoryRow = typeof helpCategories.$inferSelect;
export type HelpArticleRow = typeof helpArticles.$inferSelect;

/** What a list of articles may be narrowed by. */
export interface ArticleFilter {
  q?: string;
  categoryId?: string;
  kind?: HelpKind;
  /** Only published articles (readers); administrators see drafts too. */
  isPublishedOnly?: boolean;
  /** The audiences shown: PUBLIC only on the public /faq. */
  audiences?: readonly HelpAudience[];
  screenPath?: string;
  id?: string;
}

function articleSearch(q: string): SQL {
  return sql`lower(public.honora_unaccent(${helpArticles.title} || ' ' || ${helpArticles.body}))
    like lower(public.honora_unaccent(${likeTerm(q)}))`;
}

function articleConditions(f: ArticleFilter): SQL[] {
  const conditions: (SQL | undefined)[] = [
    isNull(helpArticles.deletedAt),
    isNull(helpCategories.deletedAt),
    f.id ? eq(helpArticles.id, f.id) : undefined,
    f.q ? articleSearch(f.q) : undefined,
    f.categoryId ? eq(helpArticles.categoryId, f.categoryId) : undefined,
    f.kind ? eq(helpArticles.kind, f.kind) : undefined,
    f.isPublishedOnly ? eq(helpArticles.published, true) : undefined,
    f.audiences ? inArray(helpArticles.audience, [...f.audiences]) : undefined,
    // Screen paths compare without case, as the app's routes do (route-rules.ts).
    f.screenPath ? sql`lower(${helpArticles.screenPath}) = lower(${f.screenPath})` : undefined,
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

/** Live articles with their category, in the categories' order and then their own. */
export async function findArticles(db: Queryable, filter: ArticleFilter) {
  return db
    .select({ article: helpArticles, category: helpCategories })
    .from(helpArticles)
    .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
    .where(and(...articleConditions(filter)))
    .orderBy(
      asc(helpCategories.position),
      sql`${helpCategories.sortKey} collate "C"`,
      asc(helpArticles.position),
      asc(helpArticles.title),
      asc(helpArticles.id),
    )
    .limit(1000);
}

/** Live categories in their order, each with its live articles counted. */
export async function liveCategories(db: Queryable) {
  const articleCount = db
    .select({ categoryId: helpArticles.categoryId, n: count().as('n') })
    .from(helpArticles)
    .where(isNull(helpArticles.deletedAt))
    .groupBy(helpArticles.categoryId)
    .as('article_count');
  return db
    .select({ category: helpCategories, articleCount: sql<number>`coalesce(${articleCount.n}, 0)::int` })
    .from(helpCategories)
    .leftJoin(articleCount, eq(articleCount.categoryId, helpCategories.id))
    .where(isNull(helpCategories.deletedAt))
    .orderBy(asc(helpCategories.position), sql`${helpCategories.sortKey} collate "C"`, asc(helpCategories.id));
}

/** One live category, locked for a change or a removal; undefined when there is none. */
export async function lockedCategory(db: Queryable, id: string): Promise<HelpCategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(helpCategories)
    .where(and(eq(helpCategories.id, id), isNull(helpCategories.deletedAt)))
    .for('update');
  return row;
}

/** One live article, locked for a change or a removal. */
export async function lockedArticle(db: Queryable, id: string): Promise<HelpArticleRow | undefined> {
  const [row] = await db
    .select()
    .from(helpArticles)
    .where(and(eq(helpArticles.id, id), isNull(helpArticles.deletedAt)))
    .for('update');
  return row;
}

/** Live articles of a category (drafts included). */
export async function countLiveArticles(db: Queryable, categoryId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(helpArticles)
    .where(and(eq(helpArticles.categoryId, categoryId), isNull(helpArticles.deletedAt)));
  return row?.n ?? 0;
}
