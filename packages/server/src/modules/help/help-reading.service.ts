import { messages, msg, type HelpEntries, type HelpEntry, type HelpKind } from '@honora/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { findArticles, type ArticleFilter, type HelpArticleRow, type HelpCategoryRow } from './help.repository';

/**
 * Reading the FAQ and help (platform.md §2 public /faq/{id?} and client faq; decision 056):
 * published entries only. The public /faq shows PUBLIC FAQ entries; signed-in users see both
 * audiences, FAQ and HELP, and a screen's help by its path.
 */

const e = messages.screens.help.errors;
export const entryNotFound = () => new AppError('notFound', { message: msg(e, 'articleNotFound') });

type Found = { article: HelpArticleRow; category: HelpCategoryRow };

function entryOf({ article, category }: Found): HelpEntry {
  return {
    id: article.id,
    categoryId: category.id,
    categoryName: category.name,
    kind: article.kind as HelpKind,
    title: article.title,
    body: article.body,
    screenPath: article.screenPath,
  };
}

/** Entries grouped by category, in the order the query gave them (categories', then entries'). */
export function groupByCategory(rows: readonly Found[]): HelpEntries {
  const categories: HelpEntries['categories'] = [];
  for (const row of rows) {
    let group = categories.at(-1);
    if (group?.id !== row.category.id) {
      group = { id: row.category.id, name: row.category.name, position: row.category.position, items: [] };
      categories.push(group);
    }
    group.items.push(entryOf(row));
  }
  return { categories };
}

const PUBLIC_FAQ: ArticleFilter = { kind: 'FAQ', isPublishedOnly: true, audiences: ['PUBLIC'] };

/** GET /api/public/faq: published PUBLIC FAQ entries by category. */
export async function listPublicFaq(ctx: AppContext, query: { q?: string; categoryId?: string }) {
  return groupByCategory(await findArticles(ctx.db, { ...PUBLIC_FAQ, q: query.q, categoryId: query.categoryId }));
}

/** GET /api/public/faq/:id: one published PUBLIC FAQ entry; 404 for anything else. */
export async function readPublicFaqEntry(ctx: AppContext, id: string): Promise<HelpEntry> {
  const [row] = await findArticles(ctx.db, { ...PUBLIC_FAQ, id });
  if (!row) throw entryNotFound();
  return entryOf(row);
}

/** GET /api/help: published entries of both audiences, by kind, screen or search. */
export async function listHelp(
  ctx: AppContext,
  query: { q?: string; kind?: HelpKind; screen?: string },
): Promise<HelpEntries> {
  const filter = { isPublishedOnly: true, q: query.q, kind: query.kind, screenPath: query.screen };
  return groupByCategory(await findArticles(ctx.db, filter));
}

/** GET /api/help/:id: one published entry (either audience). */
export async function readHelpEntry(ctx: AppContext, id: string): Promise<HelpEntry> {
  const [row] = await findArticles(ctx.db, { isPublishedOnly: true, id });
  if (!row) throw entryNotFound();
  return entryOf(row);
}
