import { adminUsers, companies, companyMembers, sessions, users, type Queryable } from '@honora/db';
import { and, asc, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm';

/** `%term%` for LIKE, with the user's own % and _ taken literally. */
export function likeTerm(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Name or e-mail containing the search, case- and accent-insensitive. */
function personSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const term = likeTerm(search);
  return or(sql`unaccent(${users.name}) ilike unaccent(${term})`, sql`${users.email} ilike ${term}`);
}

const liveAdmin = and(eq(adminUsers.userId, users.id), isNull(adminUsers.deletedAt));

export async function listUsers(q: Queryable, page: { search?: string; limit: number; offset: number }) {
  const where = and(isNull(users.deletedAt), personSearch(page.search));
  const [items, [total]] = await Promise.all([
    q
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        sigla: users.sigla,
        isDisabled: users.isDisabled,
        isAdmin: sql<boolean>`${adminUsers.userId} is not null`,
        isSuperAdmin: sql<boolean>`coalesce(${adminUsers.isSuperAdmin}, false)`,
        companyCount: sql<number>`(select count(distinct m.company_id)::int from ${companyMembers} m
          join ${companies} c on c.id = m.company_id and c.deleted_at is null
          where m.user_id = ${users.id} and m.is_active and m.deleted_at is null)`,
      })
      .from(users)
      .leftJoin(adminUsers, liveAdmin)
      .where(where)
      .orderBy(sql`lower(unaccent(${users.name}))`, users.id)
      .limit(page.limit)
      .offset(page.offset),
    q.select({ n: count() }).from(users).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** A live user with the admin flags. */
export async function findUserWithAdmin(q: Queryable, id: string) {
  const [row] = await q
    .select({
      user: users,
      isAdmin: sql<boolean>`${adminUsers.userId} is not null`,
      isSuperAdmin: sql<boolean>`coalesce(${adminUsers.isSuperAdmin}, false)`,
    })
    .from(users)
    .leftJoin(adminUsers, liveAdmin)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

/** Another live user with this e-mail (case-insensitive), if any. */
export async function findOtherUserByEmail(q: Queryable, email: string, exceptId: string) {
  const [row] = await q
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, sql`${users.id} <> ${exceptId}`));
  return row;
}

export async function updateUser(
  q: Queryable,
  id: string,
  values: Partial<Pick<typeof users.$inferInsert, 'name' | 'email' | 'phone' | 'crm' | 'sigla' | 'isDisabled'>>,
): Promise<void> {
  await q.update(users).set(values).where(eq(users.id, id));
}

export async function deleteAllSessions(q: Queryable, userId: string): Promise<void> {
  await q.delete(sessions).where(eq(sessions.userId, userId));
}

/** A user's memberships (active and removed) in live companies, by company name. */
export async function listUserMemberships(q: Queryable, userId: string) {
  return q
    .select({
      id: companyMembers.id,
      companyId: companyMembers.companyId,
      companyName: companies.name,
      workspace: companyMembers.workspace,
      profiles: companyMembers.profiles,
      userTypes: companyMembers.userTypes,
      rules: companyMembers.rules,
      isActive: companyMembers.isActive,
    })
    .from(companyMembers)
    .innerJoin(companies, and(eq(companies.id, companyMembers.companyId), isNull(companies.deletedAt)))
    .where(and(eq(companyMembers.userId, userId), isNull(companyMembers.deletedAt)))
    .orderBy(sql`lower(unaccent(${companies.name}))`, asc(companyMembers.workspace));
}

export async function findLiveCompany(q: Queryable, id: string) {
  const [row] = await q
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.deletedAt)));
  return row;
}

/** The one row of a (company, user, workspace), whatever its state (the key is unique). */
export async function findMembershipRow(
  q: Queryable,
  key: { companyId: string; userId: string; workspace: 'CLIENT' | 'COMPANY' },
) {
  const [row] = await q
    .select()
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, key.companyId),
        eq(companyMembers.userId, key.userId),
        eq(companyMembers.workspace, key.workspace),
      ),
    );
  return row;
}

export async function findMembershipOfUser(q: Queryable, userId: string, membershipId: string) {
  const [row] = await q
    .select()
    .from(companyMembers)
    .where(
      and(eq(companyMembers.id, membershipId), eq(companyMembers.userId, userId), isNull(companyMembers.deletedAt)),
    );
  return row;
}

type MembershipValues = Pick<
  typeof companyMembers.$inferInsert,
  'companyId' | 'userId' | 'workspace' | 'profiles' | 'userTypes' | 'rules'
>;

export async function insertMembership(q: Queryable, values: MembershipValues): Promise<void> {
  await q.insert(companyMembers).values({ ...values, isActive: true });
}

/** Brings a removed membership back with new profiles, types and rules. */
export async function reactivateMembership(
  q: Queryable,
  id: string,
  values: Pick<MembershipValues, 'profiles' | 'userTypes' | 'rules'>,
): Promise<void> {
  await q
    .update(companyMembers)
    .set({ ...values, isActive: true, deletedAt: null })
    .where(eq(companyMembers.id, id));
}

export async function deactivateMembership(q: Queryable, id: string): Promise<void> {
  await q.update(companyMembers).set({ isActive: false }).where(eq(companyMembers.id, id));
}
