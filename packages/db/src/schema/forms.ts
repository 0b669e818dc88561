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
    /** The questionnaire invitation answered (decision 060): one response per invited address. */
    invitationId: uuid('invitation_id').references((): AnyPgColumn => questionnaireInvitations.id),
    ...recordMeta,
  },
  (t) => [
    index('form_responses_form_submitted_idx').on(t.companyId, t.formId, t.submittedAt),
    uniqueIndex('form_responses_invitation_key')
      .on(t.invitationId)
      .where(sql`${t.invitationId} is not null`),
  ],
);

/**
 * A questionnaire (platform.md §2 admin quiz and public /quest/{email}; decision 060): one
 * company's form sent to a list of e-mail addresses, each with its personal link. `closes_at` is
 * the deadline (null: until closed); `closed_at` is set by the administrator's close.
 */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id),
    title: text('title').notNull(),
    message: text('message'),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...recordMeta,
  },
  (t) => [
    index('questionnaires_company_idx').on(t.companyId, t.formId),
    check('questionnaires_title_length', sql`char_length(${t.title}) between 1 and 150`),
    check('questionnaires_message_length', sql`char_length(${t.message}) <= 2000`),
  ],
);

/**
 * One invited address of a questionnaire (decision 060): its personal token (32 random bytes,
 * base64url, stored as-is like the link in the outbox), when it was sent and reminded, and the
 * response it answered with. An address is invited once per questionnaire among live rows.
 */
export const questionnaireInvitations = pgTable(
  'questionnaire_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id),
    email: text('email').notNull(),
    token: text('token').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    reminderCount: integer('reminder_count').notNull().default(0),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    responseId: uuid('response_id').references((): AnyPgColumn => formResponses.id),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('questionnaire_invitations_token_key').on(t.token),
    uniqueIndex('questionnaire_invitations_email_key')
      .on(t.questionnaireId, t.email)
      .where(sql`${t.deletedAt} is null`),
    check('questionnaire_invitations_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);
