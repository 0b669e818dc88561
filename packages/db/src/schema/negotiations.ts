import { sql } from 'drizzle-orm';
import { boolean, check, date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { cbhpmEditions, cbhpmValuations } from './cbhpm';
import { companies } from './companies';
import { recordMeta } from './meta';
import { healthInsurers } from './registries';

/**
 * An insurer's negotiation (billing.md §3, §5): its validity and the terms the pricing engine
 * applies to events whose procedure date falls in it. `terms` holds every pricing field of the
 * spec (proportion, packages, per-hour groups, expenses, overrides, customs, portesMap,
 * anesthetic indicators, utm, accommodation, emergency and technique factors, UCO per type,
 * revenue configs, transfer settings) as validated by the contract's negotiationTermsSchema.
 */
export const negotiations = pgTable(
  'negotiations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    healthInsurerId: uuid('health_insurer_id')
      .notNull()
      .references(() => healthInsurers.id),
    /** Table configuration name (at most 25 characters). */
    name: text('name').notNull(),
    /** Null only for an insurer's first negotiation: in force since always. */
    startsOn: date('starts_on', { mode: 'string' }),
    /** Null: open-ended. */
    endsOn: date('ends_on', { mode: 'string' }),
    /** cbhpmId: the CBHPM edition; the valuation gives its R$ values. Never deleted while named here. */
    cbhpmEditionId: uuid('cbhpm_edition_id').references(() => cbhpmEditions.id, { onDelete: 'restrict' }),
    cbhpmValuationId: uuid('cbhpm_valuation_id').references(() => cbhpmValuations.id, { onDelete: 'restrict' }),
    useCbhpm: boolean('use_cbhpm').notNull().default(true),
    terms: jsonb('terms').$type<Record<string, unknown>>().notNull(),
    ...recordMeta,
  },
  (t) => [
    index('negotiations_insurer_idx').on(t.companyId, t.healthInsurerId, t.startsOn),
    check('negotiations_validity', sql`${t.endsOn} is null or ${t.startsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
  ],
);
