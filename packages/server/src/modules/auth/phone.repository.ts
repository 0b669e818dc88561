import { phoneSignInCodes, rowsOf, type Queryable } from '@honora/db';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';

export type PhoneCodeRow = typeof phoneSignInCodes.$inferSelect;
export type LiveCode = Pick<PhoneCodeRow, 'id' | 'userId' | 'codeHash'>;

export async function insertCode(q: Queryable, values: typeof phoneSignInCodes.$inferInsert): Promise<void> {
  await q.insert(phoneSignInCodes).values(values);
}

/** Codes of a phone that can no longer be used (expired or spent). */
export async function deleteDeadCodes(q: Queryable, phone: string): Promise<void> {
  await q
    .delete(phoneSignInCodes)
    .where(
      and(
        eq(phoneSignInCodes.phone, phone),
        or(lt(phoneSignInCodes.expiresAt, sql`now()`), sql`${phoneSignInCodes.usedAt} is not null`),
      ),
    );
}

/**
 * Counts one attempt on the newest code of a phone and answers it, while it is live (not
 * spent, not expired, fewer than `maxAttempts` tries). Older codes never count again.
 */
export async function claimAttempt(q: Queryable, phone: string, maxAttempts: number): Promise<LiveCode | undefined> {
  const result = await q.execute(sql`
    update ${phoneSignInCodes} set attempts = attempts + 1
    where id = (select id from ${phoneSignInCodes} where phone = ${phone} order by created_at desc limit 1)
      and used_at is null and expires_at > now() and attempts < ${maxAttempts}
    returning id, user_id as "userId", code_hash as "codeHash"`);
  return rowsOf<LiveCode>(result)[0];
}

/** Spends a code; false when it was spent meanwhile. */
export async function spendCode(q: Queryable, id: string): Promise<boolean> {
  const rows = await q
    .update(phoneSignInCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(phoneSignInCodes.id, id), isNull(phoneSignInCodes.usedAt)))
    .returning({ id: phoneSignInCodes.id });
  return rows.length === 1;
}
