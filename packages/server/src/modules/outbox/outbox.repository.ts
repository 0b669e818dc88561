import { outboxMessages, type Queryable } from '@honora/db';
import { count, desc, eq, ilike, or } from 'drizzle-orm';

export type OutboxRow = typeof outboxMessages.$inferSelect;

export async function insertOutbox(q: Queryable, values: typeof outboxMessages.$inferInsert): Promise<OutboxRow> {
  const [row] = await q.insert(outboxMessages).values(values).returning();
  return row!;
}

export async function markOutbox(q: Queryable, id: string, result: { sentAt?: Date; error?: string }): Promise<void> {
  await q.update(outboxMessages).set(result).where(eq(outboxMessages.id, id));
}

export async function listOutbox(q: Queryable, options: { search?: string; limit: number; offset: number }) {
  const where = options.search
    ? or(ilike(outboxMessages.to, `%${options.search}%`), ilike(outboxMessages.subject, `%${options.search}%`))
    : undefined;
  const [items, [total]] = await Promise.all([
    q
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt))
      .limit(options.limit)
      .offset(options.offset),
    q.select({ n: count() }).from(outboxMessages).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}
