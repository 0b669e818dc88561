import { sql } from 'drizzle-orm';
import type { PermissionConfig } from '@honora/domain';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordMeta } from './meta';
import { users } from './users';

/**
 * A company (platform.md §3): a matriz (cooperative) with filiais, or a single group.
 * filiaisIds is derived (companies whose matriz_id points here), not stored.
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['COMPANY', 'ONG'] })
      .notNull()
      .default('COMPANY'),
    name: text('name').notNull(),
    legalName: text('legal_name'),
    cnpj: text('cnpj'),
    cnes: text('cnes'),
    isMatriz: boolean('is_matriz').notNull().default(false),
    isFilial: boolean('is_filial').notNull().default(false),
    matrizId: uuid('matriz_id'),
    billingType: text('billing_type', { enum: ['MEDICAL', 'ANESTHETIST'] })
      .notNull()
      .default('ANESTHETIST'),
    isPayer: boolean('is_payer').notNull().default(false),
    registrationType: text('registration_type', { enum: ['personal', 'company'] })
      .notNull()
      .default('company'),
    agendaDisplay: text('agenda_display', { enum: ['SHIFT', 'DEMAND'] })
      .notNull()
      .default('SHIFT'),
    flags: jsonb('flags').$type<Record<string, boolean>>().notNull().default({}),
    ...recordMeta,
  },
  (t) => [
    index('companies_matriz_idx').on(t.matrizId),
    check('companies_filial_has_matriz', sql`(${t.isFilial} = false) or (${t.matrizId} is not null)`),
  ],
);

export const membershipWorkspaces = ['CLIENT', 'COMPANY'] as const;
export type MembershipWorkspace = (typeof membershipWorkspaces)[number];

/**
 * A user's place in a company, per workspace: CLIENT is the spec's company_users
 * (profiles a–g, userTypes), COMPANY is companiesUsers (staff with company rules).
 */
export const companyMembers = pgTable(
  'company_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    workspace: text('workspace', { enum: membershipWorkspaces }).notNull(),
    profiles: text('profiles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    userTypes: text('user_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rules: jsonb('rules').$type<Partial<Record<'adm' | 'edit' | 'deli' | 'att', boolean>>>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('company_members_key').on(t.companyId, t.userId, t.workspace),
    index('company_members_user_idx').on(t.userId),
  ],
);

/**
 * The company's web configuration (the spec's config document "web"): which profiles may do
 * each module + action, and the minimum client build. A company without one is denied every
 * module check (platform.md §5).
 */
export const companyWebConfigs = pgTable('company_web_configs', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id),
  permissions: jsonb('permissions').$type<PermissionConfig>().notNull(),
  minVersion: integer('min_version').notNull().default(0),
  ...recordMeta,
});
