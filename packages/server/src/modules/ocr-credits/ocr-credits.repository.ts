import { ocrCredits, type Queryable } from '@honora/db';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';

const live = (companyId: string) => and(eq(ocrCredits.companyId, companyId), isNull(ocrCredits.deletedAt));

/** A company's OCR credit entries, newest first, with the balance (the sum of every live entry). */
export async function listOcrCredits(q: Queryable, companyId: string, page: { limit: number; offset: number }) {
  // One after the other: these run inside a transaction.
  const items = await q
    .select({
      id: ocrCredits.id,
      type: ocrCredits.type,
      amount: ocrCredits.amount,
      note: ocrCredits.note,
      createdAt: ocrCredits.createdAt,
      createdByName: ocrCredits.createdByName,
    })
    .from(ocrCredits)
    .where(live(companyId))
    .orderBy(desc(ocrCredits.createdAt), desc(ocrCredits.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await q
    .select({ n: count(), balance: sql`coalesce(sum(${ocrCredits.amount}), 0)`.mapWith(Number) })
    .from(ocrCredits)
    .where(live(companyId));
  return { items, total: totals?.n ?? 0, balance: totals?.balance ?? 0 };
}

export async function insertOcrCredit(q: Queryable, values: typeof ocrCredits.$inferInsert): Promise<void> {
  await q.insert(ocrCredits).values(values);
}

/** Free credits are spent first, paid ones last (decision 041). */
const SPENDING_ORDER = ['GIFT_FIRST', 'GIFT', 'TEST', 'PAYMENT'] as const;

/** The balance of each credit type of a company (live entries). */
async function balancesByType(q: Queryable, companyId: string): Promise<Map<string, number>> {
  const rows = await q
    .select({ type: ocrCredits.type, balance: sql`coalesce(sum(${ocrCredits.amount}), 0)`.mapWith(Number) })
    .from(ocrCredits)
    .where(live(companyId))
    .groupBy(ocrCredits.type);
  return new Map(rows.map((row) => [row.type, row.balance]));
}

/** The company's balance: the sum of its live grants and uses. */
export async function creditBalance(q: Queryable, companyId: string): Promise<number> {
  let total = 0;
  for (const balance of (await balancesByType(q, companyId)).values()) total += balance;
  return total;
}

/**
 * Spends one credit of the company for one guide page, at most once per page (the unique index
 * on ocr_guide_id; a retried recognition finds its use). Answers false when the balance is
 * empty. The caller holds the company's credit lock (lockCredits) in the same transaction.
 */
export async function spendCredit(q: Queryable, companyId: string, ocrGuideId: string, note: string): Promise<boolean> {
  const [used] = await q.select({ id: ocrCredits.id }).from(ocrCredits).where(eq(ocrCredits.ocrGuideId, ocrGuideId));
  if (used) return true;
  const balances = await balancesByType(q, companyId);
  let total = 0;
  for (const balance of balances.values()) total += balance;
  if (total <= 0) return false;
  const type = SPENDING_ORDER.find((t) => (balances.get(t) ?? 0) > 0) ?? 'PAYMENT';
  await q.insert(ocrCredits).values({ companyId, type, amount: -1, note, ocrGuideId });
  return true;
}

/** Serialises spending of one company's credits (two jobs never spend the last credit twice). */
export async function lockCredits(q: Queryable, companyId: string): Promise<void> {
  await q.execute(sql`select pg_advisory_xact_lock(hashtext(${`ocr-credits:${companyId}`}))::text as locked`);
}
