import type { TotalsDifference } from '@honora/contract';
import { companies, events, eventsAutoFixLog, healthInsurers, type Queryable } from '@honora/db';
import { and, asc, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';

/**
 * The reads and writes of /tools/CheckTransactions. They run as the database owner: the admin
 * workspace works on every company (as the administrators' event review, decision 015), with
 * the company as an explicit filter. The ledger itself is read through ledger.repository.
 */

/** What decides whether an event's totals can be rewritten from its ledger (billing.md §8 auto-fix errors). */
export interface CheckedEvent {
  id: string;
  companyId: string;
  companyName: string | null;
  /** The company exists and is not removed. */
  companyLive: boolean;
  numGuide: string | null;
  status: string;
  active: boolean;
  /** The event names an insurer that exists and is not removed. */
  insurerLive: boolean;
}

const checkedColumns = {
  id: events.id,
  companyId: events.companyId,
  companyName: companies.name,
  companyLive: sql<boolean>`(${companies.id} is not null and ${companies.deletedAt} is null)`,
  numGuide: events.numGuide,
  status: events.status,
  active: events.active,
  insurerLive: sql<boolean>`(${healthInsurers.id} is not null and ${healthInsurers.deletedAt} is null)`,
};

function checkedEvents(q: Queryable, where: SQL | undefined) {
  return q
    .select(checkedColumns)
    .from(events)
    .leftJoin(companies, eq(companies.id, events.companyId))
    .leftJoin(healthInsurers, eq(healthInsurers.id, events.healthInsuranceId))
    .where(where)
    .$dynamic();
}

/** The next `limit` events after `afterId` (by id: a stable walk over a table of any size), of one company or all. */
export function scanEvents(
  q: Queryable,
  window: { companyId?: string | undefined; afterId: string | null; limit: number },
): Promise<CheckedEvent[]> {
  return checkedEvents(
    q,
    and(
      window.companyId ? eq(events.companyId, window.companyId) : undefined,
      window.afterId ? gt(events.id, window.afterId) : undefined,
    ),
  )
    .orderBy(asc(events.id))
    .limit(window.limit);
}

/** The events of `ids`, their rows locked FOR UPDATE (never the company's or the insurer's). */
export function lockEvents(q: Queryable, ids: readonly string[]): Promise<CheckedEvent[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return checkedEvents(q, inArray(events.id, [...ids])).for('update', { of: events });
}

export interface FixLogRow {
  eventId: string | null;
  companyId: string | null;
  fixed: boolean;
  error: string | null;
  differences: TotalsDifference[];
}

/** One eventsAutoFixLog row per event, in one statement (the actor's settings fill who and when). */
export async function insertFixLog(q: Queryable, rows: readonly FixLogRow[]): Promise<void> {
  if (rows.length === 0) return;
  await q.insert(eventsAutoFixLog).values([...rows]);
}

/** The newest fixes, with their company's name. */
export function newestFixes(q: Queryable, limit: number) {
  return q
    .select({
      id: eventsAutoFixLog.id,
      eventId: eventsAutoFixLog.eventId,
      companyId: eventsAutoFixLog.companyId,
      companyName: companies.name,
      at: eventsAutoFixLog.createdAt,
      userName: eventsAutoFixLog.createdByName,
      fixed: eventsAutoFixLog.fixed,
      error: eventsAutoFixLog.error,
      differences: eventsAutoFixLog.differences,
    })
    .from(eventsAutoFixLog)
    .leftJoin(companies, eq(companies.id, eventsAutoFixLog.companyId))
    .where(isNull(eventsAutoFixLog.deletedAt))
    .orderBy(desc(eventsAutoFixLog.createdAt), desc(eventsAutoFixLog.id))
    .limit(limit);
}
