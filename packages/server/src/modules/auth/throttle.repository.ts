import { authThrottle, rowsOf, type Queryable } from '@honora/db';
import { eq, sql } from 'drizzle-orm';

/** Adds one hit to a fixed-window counter and answers the count in the current window. */
export async function hit(q: Queryable, key: string, windowMs: number): Promise<number> {
  const result = await q.execute(sql`
    insert into ${authThrottle} (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when ${authThrottle.windowStart} < now() - make_interval(secs => ${windowMs / 1000})
                   then 1 else ${authThrottle.count} + 1 end,
      window_start = case when ${authThrottle.windowStart} < now() - make_interval(secs => ${windowMs / 1000})
                   then now() else ${authThrottle.windowStart} end
    returning count::int as count`);
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
