import { batches, cobrancas, events, healthInsurers, inIds, patients, rowsOf, type Queryable } from '@honora/db';
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';

export type CollectionRow = typeof cobrancas.$inferSelect;
export type CollectionWithInsurer = CollectionRow & { healthInsuranceName: string };

export interface CollectionFilters {
  /** Dates, inclusive start and exclusive end. */
  from?: string | undefined;
  until?: string | undefined;
  healthInsuranceId?: string | undefined;
  active?: boolean | undefined;
  isAllowTransfer?: boolean | undefined;
}

const withInsurer = { ...getTableColumns(cobrancas), healthInsuranceName: healthInsurers.name };

function where(companyIds: readonly string[], f: CollectionFilters): SQL {
  return and(
    inArray(cobrancas.companyId, [...companyIds]),
    f.from ? gte(cobrancas.date, f.from) : undefined,
    f.until ? lt(cobrancas.date, f.until) : undefined,
    f.healthInsuranceId ? eq(cobrancas.healthInsuranceId, f.healthInsuranceId) : undefined,
    f.active === undefined ? undefined : eq(cobrancas.active, f.active),
    f.isAllowTransfer === undefined ? undefined : eq(cobrancas.isAllowTransfer, f.isAllowTransfer),
  )!;
}

/** A page of the visible companies' collections, newest first (billing.md §7), and the total. */
export async function listCollections(
  q: Queryable,
  companyIds: readonly string[],
  filters: CollectionFilters,
  window: { limit: number; offset: number },
): Promise<{ items: CollectionWithInsurer[]; total: number }> {
  const condition = where(companyIds, filters);
  const items = await q
    .select(withInsurer)
    .from(cobrancas)
    .innerJoin(healthInsurers, eq(healthInsurers.id, cobrancas.healthInsuranceId))
    .where(condition)
    .orderBy(desc(cobrancas.date), desc(cobrancas.code))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await q.select({ n: count() }).from(cobrancas).where(condition);
  return { items, total: total?.n ?? 0 };
}

export async function findCollection(
  q: Queryable,
  companyIds: readonly string[],
  id: string,
  lock = false,
): Promise<CollectionWithInsurer | undefined> {
  const query = q
    .select(withInsurer)
    .from(cobrancas)
    .innerJoin(healthInsurers, eq(healthInsurers.id, cobrancas.healthInsuranceId))
    .where(and(eq(cobrancas.id, id), inArray(cobrancas.companyId, [...companyIds])));
  const [row] = lock ? await query.for('update', { of: cobrancas }) : await query;
  return row;
}

export type CollectionValues = Pick<
  CollectionRow,
  | 'companyId'
  | 'code'
  | 'healthInsuranceId'
  | 'date'
  | 'dtBilling'
  | 'isAllowTransfer'
  | 'value'
  | 'charged'
  | 'eventCount'
  | 'batchIds'
>;

export async function insertCollection(q: Queryable, values: CollectionValues): Promise<CollectionRow> {
  const [row] = await q.insert(cobrancas).values(values).returning();
  return row!;
}

export async function updateCollection(
  q: Queryable,
  id: string,
  values: Partial<Pick<CollectionRow, 'date' | 'dtBilling' | 'dtBaixa' | 'isAllowTransfer' | 'active'>>,
): Promise<void> {
  await q.update(cobrancas).set(values).where(eq(cobrancas.id, id));
}

/** An event that might join a collection: what decides whether it can, and its money. */
export interface CandidateEvent {
  id: string;
  numGuide: string | null;
  status: string;
  active: boolean;
  isLocked: boolean;
  healthInsuranceId: string | null;
  cobrancaId: string | null;
  totalProduced: string;
  totalInProcessing: string;
}

const candidateColumns = {
  id: events.id,
  numGuide: events.numGuide,
  status: events.status,
  active: events.active,
  isLocked: events.isLocked,
  healthInsuranceId: events.healthInsuranceId,
  cobrancaId: events.cobrancaId,
  totalProduced: events.totalProduced,
  totalInProcessing: events.totalInProcessing,
};

/** Which events: named ones, those of some batches, an insurer's in a period, or a collection's still open. */
export type EventSource =
  | { eventIds: readonly string[] }
  | { batchIds: readonly string[] }
  | { insurerId: string; from: string; to: string }
  | { openOf: string };

function sourceCondition(source: EventSource): SQL {
  if ('eventIds' in source) return inIds(events.id, source.eventIds);
  if ('batchIds' in source) {
    const ids = sql.join(
      source.batchIds.map((id) => sql`${id}`),
      sql`, `,
    );
    return sql`${events.batchesIds} && array[${ids}]::uuid[]`;
  }
  if ('openOf' in source) return and(eq(events.cobrancaId, source.openOf), sql`${events.totalInProcessing} > 0`)!;
  return and(
    eq(events.healthInsuranceId, source.insurerId),
    gte(events.dtProcedure, source.from),
    sql`${events.dtProcedure} <= ${source.to}`,
    eq(events.active, true),
  )!;
}

/**
 * The visible events of a source (`scope` limits them to what the user may see), locked for the
 * write that follows, by procedure date; at most `limit`.
 */
export async function lockEvents(
  q: Queryable,
  scope: SQL,
  source: EventSource,
  limit = 100_000,
): Promise<CandidateEvent[]> {
  if ('eventIds' in source && source.eventIds.length === 0) return [];
  if ('batchIds' in source && source.batchIds.length === 0) return [];
  return q
    .select(candidateColumns)
    .from(events)
    .where(and(scope, sourceCondition(source)))
    .orderBy(asc(events.dtProcedure), asc(events.id))
    .limit(limit)
    .for('update', { of: events });
}

/** The live batches of `ids` among the visible companies: their code and insurer. */
export async function batchesOf(q: Queryable, companyIds: readonly string[], ids: readonly string[]) {
  if (ids.length === 0) return [];
  return q
    .select({ id: batches.id, code: batches.code, healthInsuranceId: batches.healthInsuranceId })
    .from(batches)
    .where(and(inArray(batches.id, [...ids]), inArray(batches.companyId, [...companyIds]), eq(batches.active, true)));
}

/** Which of these collections are active (an event in one cannot join another: "collection already exists"). */
export async function activeCollectionIds(q: Queryable, cobrancaIds: readonly string[]): Promise<Set<string>> {
  if (cobrancaIds.length === 0) return new Set();
  const rows = await q
    .select({ id: cobrancas.id })
    .from(cobrancas)
    .where(and(inArray(cobrancas.id, [...new Set(cobrancaIds)]), eq(cobrancas.active, true)));
  return new Set(rows.map((r) => r.id));
}

/** Puts events in a collection (or takes them out with null). */
export async function setEventsCollection(q: Queryable, eventIds: readonly string[], cobrancaId: string | null) {
  if (eventIds.length === 0) return;
  await q.update(events).set({ cobrancaId }).where(inIds(events.id, eventIds));
}

/** Takes every event out of a collection. */
export async function releaseEvents(q: Queryable, cobrancaId: string): Promise<void> {
  await q.update(events).set({ cobrancaId: null }).where(eq(events.cobrancaId, cobrancaId));
}

/** Adds (or removes) the collection in its batches' `cobrancas` list (billing.md §3 Batch). */
export async function linkBatches(q: Queryable, batchIds: readonly string[], cobrancaId: string, isLinked: boolean) {
  if (batchIds.length === 0) return;
  await q
    .update(batches)
    .set({
      cobrancas: isLinked
        ? sql`array_append(array_remove(${batches.cobrancas}, ${cobrancaId}::uuid), ${cobrancaId}::uuid)`
        : sql`array_remove(${batches.cobrancas}, ${cobrancaId}::uuid)`,
    })
    .where(inArray(batches.id, [...batchIds]));
}

/** A page of a collection's events with their money, by procedure date. */
export async function collectionEvents(q: Queryable, cobrancaId: string, window: { limit: number; offset: number }) {
  const received = sql<string>`coalesce((select sum(t.value) from transactions t
    where t.event_id = ${events.id} and t.cobranca_id = ${cobrancaId} and t.action = 'Received'
      and t.canceled_id is null and t.canceled_by_id is null), 0)::text`;
  const items = await q
    .select({
      eventId: events.id,
      version: events.version,
      numGuide: events.numGuide,
      patientName: patients.name,
      dtProcedure: events.dtProcedure,
      status: events.status,
      value: events.totalProduced,
      valueReceived: received,
      valueOpen: events.totalInProcessing,
    })
    .from(events)
    .leftJoin(patients, eq(patients.id, events.patientId))
    .where(eq(events.cobrancaId, cobrancaId))
    .orderBy(asc(events.dtProcedure), asc(events.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await q.select({ n: count() }).from(events).where(eq(events.cobrancaId, cobrancaId));
  return { items, total: total?.n ?? 0 };
}

/** Whether any active entry carries the collection's id. */
export async function hasEntries(q: Queryable, cobrancaId: string): Promise<boolean> {
  const rows = await q.execute(sql`select 1 from transactions t
    where t.cobranca_id = ${cobrancaId} and t.canceled_id is null and t.canceled_by_id is null limit 1`);
  return rowsOf(rows).length > 0;
}
