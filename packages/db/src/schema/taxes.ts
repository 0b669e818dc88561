import { sql } from 'drizzle-orm';
import { boolean, check, date, index, numeric, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TAX_BASES, TAX_CALCULATIONS, TAX_IDENTIFIERS, TAX_KINDS, TAX_PERSON_TYPES } from '@honora/domain';
import { STORED_NUMERIC } from '@honora/contract';
import { companies } from './companies';
import { recordMeta } from './meta';

/**
 * A company's tax or fee (billing.md §3 Tax; /client/Taxes): what it is and in which order it is
 * computed. How it is computed lives in its versions, so a past month is always recomputed with
 * the rules of its month (decision 028). `validUntil` is the first day of the last month it applies.
 */
export const taxes = pgTable(
  'taxes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    identifier: text('identifier', { enum: TAX_IDENTIFIERS }).notNull(),
    kind: text('kind', { enum: TAX_KINDS }).notNull(),
    order: smallint('order').notNull().default(0),
    validUntil: date('valid_until', { mode: 'string' }),
    ...recordMeta,
  },
  (t) => [
    index('taxes_company_idx').on(t.companyId, t.order),
    check('taxes_valid_until_first_of_month', sql`${t.validUntil} is null or extract(day from ${t.validUntil}) = 1`),
  ],
);

/**
 * One version of a tax, in force from `validFrom` (the first day of a month) until the next
 * version's month. The rate is a percentage (e.g. 27.5); `amount` is a fixed value (FIXED).
 */
export const taxVersions = pgTable(
  'tax_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taxId: uuid('tax_id')
      .notNull()
      .references(() => taxes.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    base: text('base', { enum: TAX_BASES }).notNull(),
    calculation: text('calculation', { enum: TAX_CALCULATIONS }).notNull(),
    ratePercent: numeric('rate_percent', STORED_NUMERIC.factor),
    amount: numeric('amount', STORED_NUMERIC.money),
    personType: text('person_type', { enum: TAX_PERSON_TYPES }).notNull().default('ALL'),
    /** Only these receivers (user or surgeon ids); empty: every receiver. */
    receiverIds: text('receiver_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Base Custom: the part of the value these insurers paid. */
    healthInsuranceIds: uuid('health_insurance_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Kept by the payer at source: shown on the statement, not deducted again. */
    withheldByPayer: boolean('withheld_by_payer').notNull().default(false),
    ...recordMeta,
  },
  (t) => [
    uniqueIndex('tax_versions_tax_month_idx')
      .on(t.taxId, t.validFrom)
      .where(sql`${t.deletedAt} is null`),
    index('tax_versions_company_idx').on(t.companyId),
    check('tax_versions_first_of_month', sql`extract(day from ${t.validFrom}) = 1`),
    check(
      'tax_versions_rate_range',
      sql`${t.ratePercent} is null or (${t.ratePercent} > 0 and ${t.ratePercent} <= 100)`,
    ),
    check('tax_versions_amount_positive', sql`${t.amount} is null or ${t.amount} > 0`),
  ],
);
