import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { recordMeta } from './meta';
import { nameSearchColumns } from './registries';

/**
 * Categories of forms (platform.md §2 admin FormsCategories; decision 057): platform-level rows
 * (no company) written by administrators, picked by every company's forms. Names are unique
 * among live rows, compared without accents or case.
 */
export const formCategories = pgTable(
  'form_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    ...nameSearchColumns((): AnyPgColumn => formCategories.name),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('form_categories_name_key')
      .on(t.nameSearch)
      .where(sql`${t.deletedAt} is null`),
    check('form_categories_name_length', sql`char_length(${t.name}) between 1 and 120`),
  ],
);

/**
 * A company's form (platform.md §3 Form: published, may be closed; decision 057). The sections
 * and questions are one JSON document checked by the contract's schema; `opened_at` is when it
 * was last published or reopened, from which the hour limit counts. The slug is unique among the
 * company's live forms: /response/{companyId}/{slug}.
 */
export const forms = pgTable(
  'forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    categoryId: uuid('category_id').references(() => formCategories.id),
    title: text('title').notNull(),
    description: text('description'),
    slug: text('slug').notNull(),
    published: boolean('published').notNull().default(false),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    responseHourLimit: integer('response_hour_limit'),
    sections: jsonb('sections').$type<unknown[]>().notNull(),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('forms_company_slug_key')
      .on(t.companyId, t.slug)
      .where(sql`${t.deletedAt} is null`),
    check('forms_slug', sql`${t.slug} ~ '^[a-z0-9]([a-z0-9-]{0,78}[a-z0-9])?$'`),
    check('forms_title_length', sql`char_length(${t.title}) between 1 and 200`),
    check('forms_hour_limit', sql`${t.responseHourLimit} is null or ${t.responseHourLimit} between 1 and 8760`),
  ],
);

/**
 * One response to a form, sent through its public link (platform.md §3; decision 057): the
 * answers of the visible questions as given (plain text, never HTML), keyed by question id.
 */
export const formResponses = pgTable(
  'form_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id),
    answers: jsonb('answers').$type<Record<string, string | string[]>>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    ...recordMeta,
  },
  (t) => [index('form_responses_form_submitted_idx').on(t.companyId, t.formId, t.submittedAt)],
);
