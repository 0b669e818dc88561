import {
  adminUsers,
  companies,
  companyMembers,
  passwordResetTokens,
  sessions,
  users,
  type MembershipWorkspace,
  type Queryable,
} from '@honora/db';
import { and, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const [row] = await q
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)));
  return row;
}

/** The users matching `where`, with the admin flags sign-in needs, in one query. */
function selectLoginUsers(q: Queryable, where: SQL) {
  return q
    .select({
      user: users,
      isAdmin: sql<boolean>`${adminUsers.userId} is not null`,
      isSuperAdmin: sql<boolean>`coalesce(${adminUsers.isSuperAdmin}, false)`,
    })
    .from(users)
    .leftJoin(adminUsers, and(eq(adminUsers.userId, users.id), isNull(adminUsers.deletedAt)))
    .where(and(where, isNull(users.deletedAt)));
}

export type LoginUser = Awaited<ReturnType<typeof selectLoginUsers>>[number];

/** The user behind an e-mail with the admin flags sign-in needs. */
export async function findLoginUser(q: Queryable, email: string): Promise<LoginUser | undefined> {
  const [row] = await selectLoginUsers(q, sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findLoginUserById(q: Queryable, id: string): Promise<LoginUser | undefined> {
  const [row] = await selectLoginUsers(q, eq(users.id, id));
  return row;
}

/**
 * Active users whose phone ends with the same 8 digits, however it was typed: the caller
 * compares the normalized numbers (there are few candidates, usually one).
 */
export async function findLoginUsersByPhoneSuffix(q: Queryable, lastDigits: string): Promise<LoginUser[]> {
  return selectLoginUsers(
    q,
    and(
      sql`right(regexp_replace(${users.phone}, '[^0-9]', '', 'g'), ${lastDigits.length}) = ${lastDigits}`,
      eq(users.isDisabled, false),
    )!,
  );
}

export async function findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await q
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row;
}

export async function findAdminRecord(q: Queryable, userId: string) {
  const [row] = await q
    .select()
    .from(adminUsers)
    .where(and(eq(adminUsers.userId, userId), isNull(adminUsers.deletedAt)));
  return row;
}

/** Active memberships of a user in live companies, per workspace. */
export async function listMemberships(q: Queryable, userId: string) {
  return q
    .select({ companyId: companyMembers.companyId, workspace: companyMembers.workspace })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(
      and(
        eq(companyMembers.userId, userId),
        eq(companyMembers.isActive, true),
        isNull(companyMembers.deletedAt),
        isNull(companies.deletedAt),
      ),
    );
}

export async function hasMembership(q: Queryable, userId: string, companyId: string, workspace: MembershipWorkspace) {
  const rows = await listMemberships(q, userId);
  return rows.some((m) => m.companyId === companyId && m.workspace === workspace);
}

export async function updatePasswordHash(q: Queryable, userId: string, passwordHash: string): Promise<void> {
  await q.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function insertSession(q: Queryable, values: typeof sessions.$inferInsert): Promise<void> {
  await q.insert(sessions).values(values);
}

/** The session behind a cookie, with its user and admin flags; expired sessions do not count. */
export async function findLiveSession(q: Queryable, id: string) {
  const [row] = await q
    .select({
      session: sessions,
      user: { id: users.id, name: users.name, email: users.email, sigla: users.sigla, isDisabled: users.isDisabled },
      isAdmin: sql<boolean>`${adminUsers.userId} is not null`,
      isSuperAdmin: sql<boolean>`coalesce(${adminUsers.isSuperAdmin}, false)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(adminUsers, and(eq(adminUsers.userId, users.id), isNull(adminUsers.deletedAt)))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, sql`now()`), isNull(users.deletedAt)));
  return row;
}

export async function touchSession(q: Queryable, id: string, expiresAt: Date): Promise<void> {
  await q
    .update(sessions)
    .set({ lastSeenAt: sql`now()`, expiresAt })
    .where(eq(sessions.id, id));
}

export async function updateSessionPlace(
  q: Queryable,
  id: string,
  place: { workspace: SessionRow['workspace']; companyId: string | null },
): Promise<void> {
  await q.update(sessions).set(place).where(eq(sessions.id, id));
}

export async function deleteSession(q: Queryable, id: string): Promise<void> {
  await q.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of a user, optionally keeping one (the one that changed the password). */
export async function deleteUserSessions(q: Queryable, userId: string, keepId?: string): Promise<void> {
  await q
    .delete(sessions)
    .where(keepId ? and(eq(sessions.userId, userId), ne(sessions.id, keepId)) : eq(sessions.userId, userId));
}

export async function insertResetToken(q: Queryable, values: typeof passwordResetTokens.$inferInsert): Promise<void> {
  await q.insert(passwordResetTokens).values(values);
}

export async function findLiveResetTokenUser(q: Queryable, tokenHash: string): Promise<string | undefined> {
  const [row] = await q
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    );
  return row?.userId;
}

/** Marks a live reset token used and answers its user; undefined when unknown, used or expired. */
export async function consumeResetToken(q: Queryable, tokenHash: string): Promise<string | undefined> {
  const [row] = await q
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

export async function invalidateResetTokens(q: Queryable, userId: string): Promise<void> {
  await q
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
