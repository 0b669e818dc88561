import {
  appealItems,
  appeals,
  batches,
  eventProcedures,
  events,
  healthInsurers,
  patients,
  transactions,
  type MetaColumn,
  type Queryable,
} from '@honora/db';
import type { AppealListQuery } from '@honora/contract';
import { addDays, type IsoDate } from '@honora/domain';
import { and, asc, desc, eq, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';

/**
 * The appeals' reads and writes (billing.md §3 Appeal), each one query for many rows. It decides
 * nothing: the service and the domain do.
 */

export type AppealRow = typeof appeals.$inferSelect;
export type AppealValues = Omit<typeof appeals.$inferInsert, MetaColumn>;
export type AppealItemRow = typeof appealItems.$inferSelect;
export type AppealItemValues = Omit<typeof appealItems.$inferInsert, MetaColumn>;

const isActive = and(isNull(transactions.canceledId), isNull(transactions.canceledById));

/** An active glosa entry of an event's item. */
export interface GlosaEntry {
  id: string;
  eventId: string;
  type: AppealItemRow['type'];
  procedureRowId: string | null;
  value: string;
  date: string;
  glosaCodes: string[];
  glosaReason: string | null;
}

export async function loadActiveGlosas(q: Queryable, eventIds: readonly string[]): Promise<GlosaEntry[]> {
  if (eventIds.length === 0) return [];
  return q
    .select({
      id: transactions.id,
      eventId: transactions.eventId,
      type: transactions.type,
      procedureRowId: transactions.procedureRowId,
      value: transactions.value,
      date: transactions.date,
      glosaCodes: transactions.glosaCodes,
      glosaReason: transactions.glosaReason,
    })
    .from(transactions)
    .where(and(inArray(transactions.eventId, [...eventIds]), eq(transactions.action, 'Glosado'), isActive))
    .orderBy(asc(transactions.date), asc(transactions.id));
}

/** The items of the events that sit in appeals not yet finished (a glosa is appealed once at a time). */
export async function loadOpenItems(q: Queryable, eventIds: readonly string[], exceptAppealId?: string) {
  if (eventIds.length === 0) return [];
  return q
    .select({
      appealId: appealItems.appealId,
      eventId: appealItems.eventId,
      type: appealItems.type,
      procedureRowId: appealItems.procedureRowId,
      status: appeals.status,
    })
    .from(appealItems)
    .innerJoin(appeals, eq(appeals.id, appealItems.appealId))
    .where(
      and(
        inArray(appealItems.eventId, [...eventIds]),
        ne(appeals.status, 'Finished'),
        exceptAppealId ? ne(appeals.id, exceptAppealId) : undefined,
      ),
    );
}

/** The facts of the events an appeal needs beyond the machine's (insurer, batch, labels). */
export interface AppealEventFacts {
  id: string;
  companyId: string;
  numGuide: string | null;
  healthInsuranceId: string | null;
  batchesIds: string[];
  dtProcedure: string | null;
  status: string;
  sendAppealDays: number | null;
  isParticular: boolean;
  insurerName: string | null;
}

export async function loadEventFacts(q: Queryable, eventIds: readonly string[]): Promise<AppealEventFacts[]> {
  if (eventIds.length === 0) return [];
  const rows = await q
    .select({
      id: events.id,
      companyId: events.companyId,
      numGuide: events.numGuide,
      healthInsuranceId: events.healthInsuranceId,
      batchesIds: events.batchesIds,
      dtProcedure: events.dtProcedure,
      status: events.status,
      sendAppeal: sql<string | null>`${healthInsurers.dayLimits}->>'sendAppeal'`,
      isParticular: healthInsurers.isParticular,
      insurerName: healthInsurers.name,
    })
    .from(events)
    .leftJoin(healthInsurers, eq(healthInsurers.id, events.healthInsuranceId))
    .where(inArray(events.id, [...eventIds]));
  return rows.map(({ sendAppeal, isParticular, ...row }) => ({
    ...row,
    isParticular: isParticular ?? false,
    sendAppealDays: sendAppeal !== null && /^\d+$/.test(sendAppeal) ? Number(sendAppeal) : null,
  }));
}

/** The live and removed procedure rows of the events (a glosa may sit on either), with what names them. */
export async function loadProcedureRows(q: Queryable, eventIds: readonly string[]) {
  if (eventIds.length === 0) return [];
  return q
    .select({
      id: eventProcedures.id,
      eventId: eventProcedures.eventId,
      idProc: eventProcedures.idProc,
      name: eventProcedures.name,
      tableCode: eventProcedures.tableCode,
      skipAppeal: eventProcedures.skipAppeal,
      revenueTeam: eventProcedures.revenueTeam,
    })
    .from(eventProcedures)
    .where(inArray(eventProcedures.eventId, [...eventIds]));
}

export async function batchOf(q: Queryable, id: string) {
  const [row] = await q
    .select({ id: batches.id, code: batches.code, protocol: batches.protocol })
    .from(batches)
    .where(eq(batches.id, id));
  return row ?? null;
}

export async function insertAppeal(q: Queryable, values: AppealValues): Promise<string> {
  const [row] = await q.insert(appeals).values(values).returning({ id: appeals.id });
  return row!.id;
}

export async function insertItems(q: Queryable, rows: readonly AppealItemValues[]): Promise<void> {
  if (rows.length > 0) await q.insert(appealItems).values([...rows]);
}

export async function updateAppeal(q: Queryable, id: string, values: Partial<AppealValues>): Promise<void> {
  await q.update(appeals).set(values).where(eq(appeals.id, id));
}

export async function updateItem(q: Queryable, id: string, values: Partial<AppealItemValues>): Promise<void> {
  await q.update(appealItems).set(values).where(eq(appealItems.id, id));
}

/** One appeal of the company; `lock` takes it FOR UPDATE. */
export async function findAppeal(q: Queryable, companyId: string, id: string, lock = false): Promise<AppealRow | null> {
  const query = q
    .select()
    .from(appeals)
    .where(and(eq(appeals.id, id), eq(appeals.companyId, companyId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function itemsOf(q: Queryable, appealId: string): Promise<AppealItemRow[]> {
  return q
    .select()
    .from(appealItems)
    .where(eq(appealItems.appealId, appealId))
    .orderBy(asc(appealItems.createdAt), asc(appealItems.id));
}

/** The items' events with what the appeal screen shows of them (guide, patient, date). */
export async function eventLabels(q: Queryable, eventIds: readonly string[]) {
  if (eventIds.length === 0) return [];
  return q
    .select({
      id: events.id,
      numGuide: events.numGuide,
      dtProcedure: events.dtProcedure,
      patientName: patients.name,
    })
    .from(events)
    .leftJoin(patients, eq(patients.id, events.patientId))
    .where(inArray(events.id, [...eventIds]));
}

/** The insurer facts an appeal shows and sends with (name, flags, TISS settings). */
export async function insurerOf(q: Queryable, id: string) {
  const [row] = await q
    .select({
      id: healthInsurers.id,
      name: healthInsurers.name,
      registerAns: healthInsurers.registerAns,
      versionXml: healthInsurers.versionXml,
      flags: healthInsurers.flags,
      configs: healthInsurers.configs,
    })
    .from(healthInsurers)
    .where(eq(healthInsurers.id, id));
  return row ?? null;
}

const eventCount = sql<number>`(select count(distinct ${appealItems.eventId})::int from ${appealItems}
  where ${appealItems.appealId} = ${appeals.id})`;

/** The list's filters as SQL; `due` compares the deadline with today (São Paulo). */
function listWhere(companyId: string, query: AppealListQuery, today: IsoDate): SQL | undefined {
  return and(
    eq(appeals.companyId, companyId),
    query.status ? eq(appeals.status, query.status) : undefined,
    query.healthInsuranceId ? eq(appeals.healthInsuranceId, query.healthInsuranceId) : undefined,
    query.due === 'overdue' ? and(eq(appeals.status, 'WaitSend'), lt(appeals.deadlineOn, today)) : undefined,
    query.due === 'week'
      ? and(
          eq(appeals.status, 'WaitSend'),
          sql`${appeals.deadlineOn} between ${today}::date and ${addDays(today, 7)}::date`,
        )
      : undefined,
    query.eventId
      ? sql`exists (select 1 from ${appealItems} where ${appealItems.appealId} = ${appeals.id}
          and ${appealItems.eventId} = ${query.eventId})`
      : undefined,
  );
}

export async function listAppeals(
  q: Queryable,
  companyId: string,
  query: AppealListQuery,
  today: IsoDate,
  size: number,
) {
  const where = listWhere(companyId, query, today);
  const rows = await q
    .select({ appeal: appeals, insurerName: healthInsurers.name, eventCount })
    .from(appeals)
    .innerJoin(healthInsurers, eq(healthInsurers.id, appeals.healthInsuranceId))
    .where(where)
    .orderBy(desc(appeals.identifiedOn), desc(appeals.code))
    .limit(size)
    .offset((query.page - 1) * size);
  const [count] = await q
    .select({ total: sql<number>`count(*)::int` })
    .from(appeals)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}
