import { jobs, type Queryable } from '@honora/db';
import { and, eq, inArray, sql } from 'drizzle-orm';

/** An export job of the given companies: who started it, its status, its source and its result. */
export async function findExportJob(q: Queryable, id: string, companyIds: readonly string[]) {
  if (companyIds.length === 0) return undefined;
  const [row] = await q
    .select({
      id: jobs.id,
      status: jobs.status,
      createdBy: jobs.createdBy,
      source: sql<string | null>`${jobs.payload} ->> 'source'`,
      result: jobs.result,
    })
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.kind, 'export'), inArray(jobs.companyId, [...companyIds])));
  return row;
}
