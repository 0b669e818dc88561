import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { recordMeta } from './meta';
import { nameSearchColumns } from './registries';

/**
 * Categories of the FAQ and help articles (platform.md §2 HelpCategories; decision 056):
 * platform-level rows (no company), written by administrators. The name is unique among live
 * rows, compared without accents or case.
 */
export const helpCategories = pgTable(
  'help_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    ...nameSearchColumns((): AnyPgColumn => helpCategories.name),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('help_categories_name_key')
      .on(t.nameSearch)
      .where(sql`${t.deletedAt} is null`),
    check('help_categories_name_length', sql`char_length(${t.name}) between 1 and 120`),
  ],
);

/**
 * A question and its answer (kind FAQ) or a help article (kind HELP) tied to the screen it
 * explains (`screen_path`, an app route such as '/client/events'; decision 056). Published
 * PUBLIC FAQ entries show on the public /faq; SIGNED_IN ones only to signed-in users. The search
 * compares `lower(honora_unaccent(title || body))`, an expression, not a stored column: the
 * table is small and a stored copy of a 20,000-character body would only fill the change log.
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => helpCategories.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    published: boolean('published').notNull().default(false),
    audience: text('audience').notNull().default('SIGNED_IN'),
    screenPath: text('screen_path'),
    position: integer('position').notNull().default(0),
    ...recordMeta,
  },
  (t) => [
    index('help_articles_category_idx').on(t.categoryId, t.position),
    index('help_articles_screen_idx')
      .on(t.screenPath)
      .where(sql`${t.deletedAt} is null and ${t.published}`),
    check('help_articles_kind', sql`${t.kind} in ('FAQ', 'HELP')`),
    check('help_articles_audience', sql`${t.audience} in ('PUBLIC', 'SIGNED_IN')`),
    check('help_articles_title_length', sql`char_length(${t.title}) between 1 and 200`),
    check('help_articles_body_length', sql`char_length(${t.body}) <= 20000`),
    check('help_articles_screen_path', sql`${t.screenPath} is null or ${t.screenPath} ~ '^/[A-Za-z0-9_/-]{1,120}$'`),
  ],
);
