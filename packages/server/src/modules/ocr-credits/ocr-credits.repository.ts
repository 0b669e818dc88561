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
