import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from './companies';
import { recordMeta } from './meta';

export const ocrCreditTypes = ['PAYMENT', 'GIFT', 'TEST', 'GIFT_FIRST'] as const;

/**
 * OCR credits of a company (platform.md §3): each grant (positive) or use (negative) is a row;
 * the balance is their sum. Grants are for super admins only.
 */
export const ocrCredits = pgTable(
  'ocr_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    type: text('type', { enum: ocrCreditTypes }).notNull(),
    amount: integer('amount').notNull(),
    note: text('note'),
    ...recordMeta,
  },
  (t) => [
    index('ocr_credits_company_idx').on(t.companyId),
    check('ocr_credits_amount_not_zero', sql`${t.amount} <> 0`),
  ],
);
