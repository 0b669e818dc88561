import { adminUsers, users, type Queryable } from '@honora/db';
import { and, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { likeTerm } from '../users';

const columns = {
  userId: adminUsers.userId,
  name: users.name,
  email: users.email,
  isDisabled: users.isDisabled,
  rules: adminUsers.rules,
  isSuperAdmin: adminUsers.isSuperAdmin,
};

const live = and(isNull(adminUsers.deletedAt), isNull(users.deletedAt));

function search(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const like = likeTerm(term);
  return or(sql`unaccent(${users.name}) ilike unaccent(${like})`, sql`${users.email} ilike ${like}`);
}

export async function listAdminAccounts(q: Queryable, page: { search?: string; limit: number; offset: number }) {
  const where = and(live, search(page.search));
  const [items, [total]] = await Promise.all([
    q
      .select(columns)
      .from(adminUsers)
      .innerJoin(users, eq(users.id, adminUsers.userId))
      .where(where)
      .orderBy(sql`lower(unaccent(${users.name}))`, adminUsers.userId)
      .limit(page.limit)
      .offset(page.offset),
    q.select({ n: count() }).from(adminUsers).innerJoin(users, eq(users.id, adminUsers.userId)).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findAdminAccount(q: Queryable, userId: string) {
  const [row] = await q
    .select(columns)
    .from(adminUsers)
    .innerJoin(users, eq(users.id, adminUsers.userId))
    .where(and(eq(adminUsers.userId, userId), live));
  return row;
}

/** The admin record of a user whatever its state (revoked ones are soft-deleted). */
export async function findAdminRecordAnyState(q: Queryable, userId: string) {
  const [row] = await q.select().from(adminUsers).where(eq(adminUsers.userId, userId));
  return row;
}

type AdminValues = Pick<typeof adminUsers.$inferInsert, 'rules' | 'isSuperAdmin'>;

/** Grants admin access, bringing a revoked record back when there is one. */
export async function upsertAdminRecord(q: Queryable, userId: string, values: AdminValues): Promise<void> {
  await q
    .insert(adminUsers)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: adminUsers.userId, set: { ...values, deletedAt: null } });
}

export async function updateAdminRecord(q: Queryable, userId: string, values: AdminValues): Promise<void> {
  await q.update(adminUsers).set(values).where(eq(adminUsers.userId, userId));
}

export async function softDeleteAdminRecord(q: Queryable, userId: string): Promise<void> {
  await q.update(adminUsers).set({ deletedAt: new Date() }).where(eq(adminUsers.userId, userId));
}
