import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A social account (google, apple, facebook) linked to a user: the provider's subject is the
 * key; the e-mail is the one the provider vouched for when it was linked. Not a business
 * record (no metadata), like sessions.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/**
 * A social sign-in in progress: the browser holds a random token in an HttpOnly cookie, the
 * table its SHA-256 with the state, nonce and PKCE verifier sent to the provider. Single use,
 * minutes long.
 */
export const socialSignInFlows = pgTable(
  'social_sign_in_flows',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirect: text('redirect'),
    workspace: text('workspace', { enum: ['CLIENT', 'COMPANY'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('social_sign_in_flows_expires_idx').on(t.expiresAt)],
);

/** One-time SMS codes for phone sign-in: only a hash is kept; they expire, are spent once and allow few tries. */
export const phoneSignInCodes = pgTable(
  'phone_sign_in_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** E.164, as the code was sent. */
    phone: text('phone').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('phone_sign_in_codes_phone_idx').on(t.phone, t.createdAt)],
);
