import { socialSignInFlows, userIdentities, type Queryable } from '@honora/db';
import { and, eq, lt, sql } from 'drizzle-orm';

export type SocialFlowRow = typeof socialSignInFlows.$inferSelect;

export async function insertFlow(q: Queryable, values: typeof socialSignInFlows.$inferInsert): Promise<void> {
  await q.insert(socialSignInFlows).values(values);
}

/** Removes and answers a live flow: each one can be finished once. */
export async function takeFlow(q: Queryable, id: string): Promise<SocialFlowRow | undefined> {
  const [row] = await q.delete(socialSignInFlows).where(eq(socialSignInFlows.id, id)).returning();
  return row && row.expiresAt.getTime() > Date.now() ? row : undefined;
}

/** Flows that were started and never finished. */
export async function deleteExpiredFlows(q: Queryable): Promise<void> {
  await q.delete(socialSignInFlows).where(lt(socialSignInFlows.expiresAt, sql`now()`));
}

export async function findIdentityUserId(q: Queryable, provider: string, subject: string): Promise<string | undefined> {
  const [row] = await q
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
  return row?.userId;
}

/** Links a provider account to a user; a link that already exists is kept as it is. */
export async function linkIdentity(
  q: Queryable,
  values: { provider: string; subject: string; userId: string; email: string | null },
): Promise<void> {
  await q
    .insert(userIdentities)
    .values(values)
    .onConflictDoNothing({ target: [userIdentities.provider, userIdentities.subject] });
}
