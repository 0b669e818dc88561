import { changeLog, type Queryable } from '@honora/db';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';

export interface ChangeFilters {
  companyId?: string | undefined;
  userId?: string | undefined;
  collection?: string | undefined;
  /** Calendar days in the audit time zone (UTC−4, platform.md §9), inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

/** The audit day D starts at D 00:00 in UTC−4 (platform.md §9: audit offset −240 minutes). */
const dayStart = (day: string) => sql`((${day}::date + interval '4 hours') at time zone 'UTC')`;

export async function listChanges(q: Queryable, filters: ChangeFilters, page: { limit: number; offset: number }) {
  const conditions: (SQL | undefined)[] = [
    filters.companyId ? eq(changeLog.companyId, filters.companyId) : undefined,
    filters.userId ? eq(changeLog.changedBy, filters.userId) : undefined,
    filters.collection ? eq(changeLog.tableName, filters.collection) : undefined,
    filters.from ? gte(changeLog.changedAt, dayStart(filters.from)) : undefined,
    filters.to ? lt(changeLog.changedAt, sql`${dayStart(filters.to)} + interval '1 day'`) : undefined,
  ];
  const where = and(...conditions);
  const [items, [total]] = await Promise.all([
    q
      .select()
      .from(changeLog)
      .where(where)
      .orderBy(desc(changeLog.changedAt), desc(changeLog.id))
      .limit(page.limit)
      .offset(page.offset),
    q.select({ n: count() }).from(changeLog).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}
