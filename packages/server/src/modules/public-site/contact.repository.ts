import { adminUsers, contactMessages, users, type Queryable } from '@honora/db';
import { and, count, desc, eq, isNull } from 'drizzle-orm';

export type ContactRow = typeof contactMessages.$inferSelect;

export async function insertContact(q: Queryable, values: typeof contactMessages.$inferInsert): Promise<ContactRow> {
  const [row] = await q.insert(contactMessages).values(values).returning();
  return row!;
}

export async function listContacts(q: Queryable, options: { unreadOnly: boolean; limit: number; offset: number }) {
  const unread = isNull(contactMessages.readAt);
  const where = options.unreadOnly ? unread : undefined;
  const [items, [total], [unreadCount]] = await Promise.all([
    q
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(options.limit)
      .offset(options.offset),
    q.select({ n: count() }).from(contactMessages).where(where),
    q.select({ n: count() }).from(contactMessages).where(unread),
  ]);
  return { items, total: Number(total?.n ?? 0), unread: Number(unreadCount?.n ?? 0) };
}

export async function setContactRead(
  q: Queryable,
  id: string,
  read: { readAt: Date; readBy: string; readByName: string } | null,
): Promise<ContactRow | undefined> {
  const [row] = await q
    .update(contactMessages)
    .set(read ?? { readAt: null, readBy: null, readByName: null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}

/** The e-mails of the platform's administrators (admin workspace, not removed, not disabled). */
export async function adminEmails(q: Queryable): Promise<string[]> {
  const rows = await q
    .select({ email: users.email })
    .from(adminUsers)
    .innerJoin(users, eq(users.id, adminUsers.userId))
    .where(and(isNull(adminUsers.deletedAt), eq(users.isDisabled, false)))
    .orderBy(users.email);
  return rows.map((r) => r.email);
}
