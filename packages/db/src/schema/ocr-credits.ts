import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from './companies';
import { recordMeta } from './meta';
import { ocrGuides } from './ocr';

export const ocrCreditTypes = ['PAYMENT', 'GIFT', 'TEST', 'GIFT_FIRST'] as const;

/**
 * OCR credits of a company (platform.md §3): each grant (positive) or use (negative) is a row;
 * the balance is their sum. Grants are for super admins only. A use names the guide page it
 * paid for, at most once (decision 041: a retried recognition never pays twice).
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
    ocrGuideId: uuid('ocr_guide_id').references(() => ocrGuides.id),
    ...recordMeta,
  },
  (t) => [
    index('ocr_credits_company_idx').on(t.companyId),
    check('ocr_credits_amount_not_zero', sql`${t.amount} <> 0`),
    // The OCR dashboard's credits used per month.
    index('ocr_credits_uses_idx')
      .on(t.createdAt)
      .where(sql`${t.amount} < 0`),
    uniqueIndex('ocr_credits_guide_idx')
      .on(t.ocrGuideId)
      .where(sql`${t.ocrGuideId} is not null`),
  ],
);
