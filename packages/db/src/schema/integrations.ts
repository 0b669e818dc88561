import { sql } from 'drizzle-orm';
import {
  bigint,
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
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { recordMeta } from './meta';
import { users } from './users';

export const integrationProviders = ['AXREG', 'CONTA_AZUL'] as const;
export const integrationMappingTypes = ['surgeon', 'anesthetist', 'healthInsurance', 'hospital'] as const;

/**
 * A company's connection to an external system (platform.md §2 integrations; decision 053): the
 * registry's base URL and credentials — the secret and the cached token encrypted at rest
 * (AES-256-GCM, "v1:iv:tag:ciphertext"), never answered — and the last sync's report. For
 * Conta Azul (decision 054) the secret is the OAuth refresh token, rotated at every renewal.
 */
export const integrations = pgTable(
  'integrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    provider: text('provider').notNull(),
    baseUrl: text('base_url').notNull(),
    clientId: text('client_id').notNull(),
    secretEncrypted: text('secret_encrypted').notNull(),
    tokenEncrypted: text('token_encrypted'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    institutionId: text('institution_id'),
    /** The institution's name as the registry gave it when the sync was activated (shown, not the id). */
    institutionName: text('institution_name'),
    active: boolean('active').notNull().default(true),
    syncActivatedAt: timestamp('sync_activated_at', { withTimezone: true }),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastSyncReport: jsonb('last_sync_report').$type<Record<string, unknown>>(),
    /** Conta Azul (decision 054): when the account refused the refresh token — reconnect. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Conta Azul (decision 054): the financial account and revenue category receivables go to. */
    settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('integrations_company_provider_key')
      .on(t.companyId, t.provider)
      .where(sql`${t.deletedAt} is null`),
    check('integrations_provider', sql`${t.provider} in ('AXREG', 'CONTA_AZUL')`),
  ],
);

/**
 * The mapping between a product record and the registry's (platform.md §3: type, {product}Id,
 * axregId, companyId, userId, visible): one registry record and one product record a type.
 */
export const integrationMappings = pgTable(
  'integration_mappings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    type: text('type').notNull(),
    productId: uuid('product_id').notNull(),
    axregId: bigint('axreg_id', { mode: 'number' }).notNull(),
    userId: uuid('user_id').references(() => users.id),
    visible: boolean('visible').notNull().default(true),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('integration_mappings_axreg_key')
      .on(t.companyId, t.type, t.axregId)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('integration_mappings_product_key')
      .on(t.companyId, t.type, t.productId)
      .where(sql`${t.deletedAt} is null`),
    check('integration_mappings_type', sql`${t.type} in ('surgeon', 'anesthetist', 'healthInsurance', 'hospital')`),
    check('integration_mappings_axreg_id', sql`${t.axregId} > 0`),
  ],
);

/**
 * Every call made to an external system (decision 053): method, path without query, status
 * (null when the network failed), duration and error. No change history; rows older than 90
 * days are deleted when a call is written.
 */
export const integrationCalls = pgTable(
  'integration_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    integrationId: uuid('integration_id').references(() => integrations.id),
    provider: text('provider').notNull().default('AXREG'),
    method: text('method').notNull(),
    path: text('path').notNull(),
    status: integer('status'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('integration_calls_company_created_idx').on(t.companyId, t.createdAt)],
);
