import { appealItems, appeals, events, healthInsurers, transactions, type Queryable } from '@honora/db';
import type { MonthRange } from '@honora/domain';
import { and, between, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';

/**
 * The sums behind the appeals' indicators, per insurer and month of the procedure (YYYY-MM of
 * the event's dtProcedure), over the company's active events of the period. Every query starts
 * from one range of the events' (company, insurer, procedure date) / (company, procedure date)
 * indexes and reaches the ledger and the appeal items by their event indexes. It decides nothing.
 */

export interface StatsScope {
  companyId: string;
  range: MonthRange;
  healthInsuranceId?: string | undefined;
}

/** A sum of one insurer's month, as decimal text. */
export interface MonthSum {
  healthInsuranceId: string;
  month: string;
  value: string;
}

const month = sql<string>`to_char(${events.dtProcedure}, 'YYYY-MM')`;
const insurer = sql<string>`${events.healthInsuranceId}`;
const sumOf = (column: SQL) => sql<string>`coalesce(sum(${column}), 0)::text`;
const sumWhere = (column: SQL, where: SQL | undefined) =>
  sql<string>`coalesce(sum(${column}) filter (where ${where}), 0)::text`;

function eventsOf(scope: StatsScope): SQL | undefined {
  return and(
    eq(events.companyId, scope.companyId),
    scope.healthInsuranceId
      ? eq(events.healthInsuranceId, scope.healthInsuranceId)
      : isNotNull(events.healthInsuranceId),
    between(events.dtProcedure, scope.range.first, scope.range.last),
    eq(events.active, true),
  );
}

/** produced = sum of the events' totalProduced. */
export function producedByMonth(q: Queryable, scope: StatsScope): Promise<MonthSum[]> {
  return q
    .select({ healthInsuranceId: insurer, month, value: sumOf(sql`${events.totalProduced}`) })
    .from(events)
    .where(eventsOf(scope))
    .groupBy(events.healthInsuranceId, month);
}

const isActive = and(isNull(transactions.canceledId), isNull(transactions.canceledById));
const isAppealReceipt = and(eq(transactions.action, 'Received'), isNotNull(transactions.appealId));

/**
 * The active glosa entries and the active receipts an appeal booked, per month. The glosa
 * initially booked is their sum: receiving what an appeal recovered cancels the contested glosa
 * entries and books, with the appeal's id, the glosa the insurer kept and the value recovered —
 * whose sum is the glosa cancelled (planAppealReceipt) — so the glosa entries ever posted and not
 * cancelled by hand are the active glosas (kept ones included) plus the appeals' active receipts.
 * A glosa cancelled by hand drops out, as it should: it was a mistake, not a glosa.
 */
export function ledgerByMonth(q: Queryable, scope: StatsScope) {
  return q
    .select({
      healthInsuranceId: insurer,
      month,
      glosas: sumWhere(sql`${transactions.value}`, eq(transactions.action, 'Glosado')),
      recovered: sumWhere(sql`${transactions.value}`, isAppealReceipt),
    })
    .from(transactions)
    .innerJoin(events, eq(events.id, transactions.eventId))
    .where(and(eventsOf(scope), isActive, or(eq(transactions.action, 'Glosado'), isAppealReceipt)))
    .groupBy(events.healthInsuranceId, month);
}

/** appealed = sum of the appeal items' value appealed (every appeal, whatever its status). */
export function appealedByMonth(q: Queryable, scope: StatsScope): Promise<MonthSum[]> {
  return q
    .select({ healthInsuranceId: insurer, month, value: sumOf(sql`${appealItems.valueAppealed}`) })
    .from(appealItems)
    .innerJoin(events, eq(events.id, appealItems.eventId))
    .where(eventsOf(scope))
    .groupBy(events.healthInsuranceId, month);
}

/** The answered appeals (sent and answered) of each insurer's month, with their days from sending to the answer. */
export function answeredAppeals(q: Queryable, scope: StatsScope) {
  return q
    .selectDistinct({
      healthInsuranceId: insurer,
      month,
      appealId: appeals.id,
      days: sql<number>`(${appeals.answeredOn} - ${appeals.sentOn})::int`,
    })
    .from(appealItems)
    .innerJoin(events, eq(events.id, appealItems.eventId))
    .innerJoin(appeals, eq(appeals.id, appealItems.appealId))
    .where(and(eventsOf(scope), isNotNull(appeals.answeredOn), isNotNull(appeals.sentOn)));
}

export async function insurerNames(q: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await q
    .select({ id: healthInsurers.id, name: healthInsurers.name })
    .from(healthInsurers)
    .where(inArray(healthInsurers.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
