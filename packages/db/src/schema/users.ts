import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { recordMeta } from './meta';
import { specialties } from './specialties';

/** A person who signs in (company_users / adminUsers of the spec share this identity). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    phone: text('phone'),
    crm: text('crm'),
    sigla: text('sigla'),
    /** Anesthetist facts (platform.md §3): the CRM's state, specialty and CBO. */
    crmState: text('crm_state'),
    /** The specialty registry's row (decision 063). */
    specialtyId: uuid('specialty_id').references((): AnyPgColumn => specialties.id),
    /** The free text before decision 063: kept read-only for the record, never read or written. */
    legacySpecialty: text('specialty'),
    cbo: text('cbo'),
    isDisabled: boolean('is_disabled').notNull().default(false),
    /**
     * The name's pt-BR sort key (migration 0011's function, as the registries keep theirs): lists
     * that sort events by anesthetist read it instead of computing it for every event.
     */
    sortKey: text('sort_key')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`public.honora_sort_key(${users.name as AnyPgColumn})`),
    ...recordMeta,
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

/** Admin workspace record (adminUsers): admin rules adm, sell, analy, sup. */
export const adminUsers = pgTable('admin_users', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  rules: jsonb('rules').$type<Partial<Record<'adm' | 'sell' | 'analy' | 'sup', boolean>>>().notNull().default({}),
  isSuperAdmin: boolean('is_super_admin').notNull().default(false),
  ...recordMeta,
});

/** Password reset links: only the token's hash is kept; single use, with expiry. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);
