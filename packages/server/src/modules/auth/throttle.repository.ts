import { authThrottle, rowsOf, type Queryable } from '@honora/db';
import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';

/**
 * The statement adding one hit to a fixed-window counter, answering `count` (the hits in the
 * current window); also a CTE of a larger statement (the public form responses, decision 057),
 * whose prepared text takes the key as a placeholder.
 */
export function hitStatement(key: string | Placeholder, windowMs: number): SQL {
  return sql`
    insert into ${authThrottle} (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when ${authThrottle.windowStart} < now() - make_interval(secs => ${windowMs / 1000})
                   then 1 else ${authThrottle.count} + 1 end,
      window_start = case when ${authThrottle.windowStart} < now() - make_interval(secs => ${windowMs / 1000})
                   then now() else ${authThrottle.windowStart} end
    returning count::int as count`;
}

/** Adds one hit to a fixed-window counter and answers the count in the current window. */
export async function hit(q: Queryable, key: string, windowMs: number): Promise<number> {
  const result = await q.execute(hitStatement(key, windowMs));
  return rowsOf<{ count: number }>(result)[0]?.count ?? 1;
}

/** The count in the current window without adding to it. */
export async function peek(q: Queryable, key: string, windowMs: number): Promise<number> {
  const [row] = await q
    .select({
      count: sql<number>`case when ${authThrottle.windowStart} < now() - make_interval(secs => ${windowMs / 1000}) then 0 else ${authThrottle.count} end::int`,
    })
    .from(authThrottle)
    .where(eq(authThrottle.key, key));
  return row?.count ?? 0;
}

export async function clear(q: Queryable, key: string): Promise<void> {
  await q.delete(authThrottle).where(eq(authThrottle.key, key));
}
