import { adminQueryRuns, adminSavedQueries, type Queryable } from '@honora/db';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';

/** Queries of the query console's audit and saved queries (decision 061); decides nothing. */

export type QueryRunRow = typeof adminQueryRuns.$inferSelect;
export type QueryRunInsert = typeof adminQueryRuns.$inferInsert;
export type SavedQueryRow = typeof adminSavedQueries.$inferSelect;

/** How many runs the screen lists. */
export const RECENT_RUNS = 50;

export async function insertRun(db: Queryable, run: QueryRunInsert): Promise<void> {
  await db.insert(adminQueryRuns).values(run);
}

export function recentRuns(db: Queryable): Promise<QueryRunRow[]> {
  return db.select().from(adminQueryRuns).orderBy(desc(adminQueryRuns.createdAt)).limit(RECENT_RUNS);
}

export function liveSavedQueries(db: Queryable): Promise<SavedQueryRow[]> {
  return db
    .select()
    .from(adminSavedQueries)
    .where(isNull(adminSavedQueries.deletedAt))
    .orderBy(sql`lower(${adminSavedQueries.name})`);
}

export async function liveSavedQuery(db: Queryable, id: string): Promise<SavedQueryRow | undefined> {
  const [row] = await db
    .select()
    .from(adminSavedQueries)
    .where(and(eq(adminSavedQueries.id, id), isNull(adminSavedQueries.deletedAt)));
  return row;
}

/** A live saved query with the same name (any case), other than `selfId`. */
export async function savedQueryNamed(
  db: Queryable,
  name: string,
  selfId: string | null,
): Promise<SavedQueryRow | undefined> {
  const [row] = await db
    .select()
    .from(adminSavedQueries)
    .where(
      and(
        isNull(adminSavedQueries.deletedAt),
        sql`lower(${adminSavedQueries.name}) = lower(${name})`,
        selfId ? ne(adminSavedQueries.id, selfId) : undefined,
      ),
    );
  return row;
}

/** Serialises writes of saved queries, so two saves of one name cannot both pass the check. */
export async function lockSavedQueries(db: Queryable): Promise<void> {
  await db.execute(sql`lock table admin_saved_queries in share row exclusive mode`);
}
