import { batches, batchXmlFiles, events, healthInsurers, hospitals, type Queryable } from '@honora/db';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { countOf, inBatch, type BatchRow, type BatchValues } from '../batch-membership';

// What the batches share with the events kernel lives one level down (decision 023).
export {
  batchStatuses,
  codeTaken,
  companyFacts,
  countOf,
  inBatch,
  insertBatch,
  maxNumericCode,
  setEventsBatch,
} from '../batch-membership';

/**
 * Correlated subqueries name the outer row explicitly: drizzle leaves column names unqualified
 * in a single-table select, where "id" would resolve to the subquery's own table.
 */
const outerEventId = sql.raw('"events"."id"');
const outerBatchId = sql.raw('"batches"."id"');
const outerPatientId = sql.raw('"events"."patient_id"');
const outerAnesthetistId = sql.raw('"events"."anesthetist_id"');

/** The event has an active money transaction (neither cancelled nor a cancellation; decision 016). */
export const eventHasActiveTransaction = sql<boolean>`exists (select 1 from transactions t
  where t.event_id = ${outerEventId} and t.canceled_id is null and t.canceled_by_id is null)`;

export type { BatchRow, BatchValues };
export type XmlFileRow = typeof batchXmlFiles.$inferSelect;

const producedOf = sql<string>`(select coalesce(sum(e.total_produced), 0)::text from events e
  where e.batches_ids @> array[${outerBatchId}]::uuid[] and e.active)`;
const lastXmlOf = sql<string | null>`(select f.status from batch_xml_files f where f.batch_id = ${outerBatchId}
  order by f.created_at desc, f.id desc limit 1)`;

/** A batch with what its summary shows (counts, produced total, names, last XML status). */
export const summaryColumns = {
  batch: batches,
  insurerName: healthInsurers.name,
  hospitalName: hospitals.name,
  eventCount: countOf(true),
  allEvents: countOf(false),
  totalProduced: producedOf,
  lastXmlStatus: lastXmlOf,
};

export interface SummaryRow {
  batch: BatchRow;
  insurerName: string | null;
  hospitalName: string | null;
  eventCount: number;
  allEvents: number;
  totalProduced: string;
  lastXmlStatus: string | null;
}

function summaryQuery(q: Queryable) {
  return q
    .select(summaryColumns)
    .from(batches)
    .leftJoin(healthInsurers, eq(healthInsurers.id, batches.healthInsuranceId))
    .leftJoin(hospitals, eq(hospitals.id, batches.hospitalId));
}

/** One batch of the visible companies with its summary facts. */
export async function findSummary(
  q: Queryable,
  companyIds: readonly string[],
  id: string,
): Promise<SummaryRow | undefined> {
  const [row] = await summaryQuery(q).where(and(eq(batches.id, id), inArray(batches.companyId, [...companyIds])));
  return row as SummaryRow | undefined;
}

/** One batch of the visible companies, locked FOR UPDATE (adding events, status actions). */
export async function lockBatch(
  q: Queryable,
  companyIds: readonly string[],
  id: string,
): Promise<BatchRow | undefined> {
  const [row] = await q
    .select()
    .from(batches)
    .where(and(eq(batches.id, id), inArray(batches.companyId, [...companyIds])))
    .for('update');
  return row;
}

export interface ListFilters {
  companyIds: readonly string[];
  search?: string | undefined;
  status?: string | undefined;
  healthInsuranceId?: string | undefined;
  type?: string | undefined;
  active: boolean | null;
  /** Only these (forEventId): OPEN, same company, insurer and type. */
  forEvent?: {
    companyId: string;
    healthInsuranceId: string | null;
    type: string;
    currentBatchId: string | null;
  } | null;
  page: number;
  pageSize: number;
}

export async function listSummaries(q: Queryable, f: ListFilters): Promise<{ rows: SummaryRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [inArray(batches.companyId, [...f.companyIds])];
  if (f.active !== null) conditions.push(eq(batches.active, f.active));
  if (f.status) conditions.push(eq(batches.status, f.status as BatchRow['status']));
  if (f.healthInsuranceId) conditions.push(eq(batches.healthInsuranceId, f.healthInsuranceId));
  if (f.type) conditions.push(eq(batches.type, f.type as BatchRow['type']));
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(batches.code, like), ilike(batches.name, like), ilike(batches.protocol, like)));
  }
  if (f.forEvent !== undefined) {
    const ev = f.forEvent;
    if (!ev || !ev.healthInsuranceId) return { rows: [], total: 0 };
    conditions.push(
      eq(batches.status, 'OPEN'),
      eq(batches.active, true),
      eq(batches.companyId, ev.companyId),
      eq(batches.healthInsuranceId, ev.healthInsuranceId),
      eq(batches.type, ev.type as BatchRow['type']),
    );
    if (ev.currentBatchId) conditions.push(sql`${batches.id} <> ${ev.currentBatchId}`);
  }
  const where = and(...conditions);
  const [counted] = await q
    .select({ total: sql<number>`count(*)::int` })
    .from(batches)
    .where(where);
  const rows = await summaryQuery(q)
    .where(where)
    .orderBy(desc(batches.createdAt), desc(batches.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  return { rows: rows as SummaryRow[], total: Number(counted?.total ?? 0) };
}

/** Writes `values` and moves the batch to its next version if it is still at `version`; false otherwise. */
export async function updateBatchAtVersion(
  q: Queryable,
  id: string,
  version: number,
  values: Partial<BatchValues> & { deletedAt?: Date },
): Promise<boolean> {
  const rows = await q
    .update(batches)
    .set({ ...values, version: sql`${batches.version} + 1` })
    .where(and(eq(batches.id, id), eq(batches.version, version)))
    .returning({ id: batches.id });
  return rows.length === 1;
}

/** The insurer of a batch (or a candidate one) when it belongs to the company and is live. */
export async function findInsurer(q: Queryable, companyId: string, id: string) {
  const [row] = await q
    .select({
      id: healthInsurers.id,
      name: healthInsurers.name,
      versionXml: healthInsurers.versionXml,
      hashEncoding: healthInsurers.hashEncoding,
      configs: healthInsurers.configs,
      flags: healthInsurers.flags,
      deletedAt: healthInsurers.deletedAt,
      active: healthInsurers.active,
    })
    .from(healthInsurers)
    .where(and(eq(healthInsurers.id, id), eq(healthInsurers.companyId, companyId)));
  return row && row.deletedAt === null ? row : undefined;
}

export async function findHospital(q: Queryable, companyId: string, id: string) {
  const [row] = await q
    .select({ id: hospitals.id, deletedAt: hospitals.deletedAt })
    .from(hospitals)
    .where(and(eq(hospitals.id, id), eq(hospitals.companyId, companyId)));
  return row && row.deletedAt === null ? row : undefined;
}

/** The events of a batch for its screen: active first, then in the order they came in. */
export async function listBatchEvents(q: Queryable, batchId: string) {
  return q
    .select({
      id: events.id,
      numGuide: events.numGuide,
      patientName: sql<string | null>`(select n.name from patients n where n.id = ${outerPatientId})`,
      dtProcedure: events.dtProcedure,
      status: events.status,
      active: events.active,
      anesthetistName: sql<string | null>`(select n.name from users n where n.id = ${outerAnesthetistId})`,
      totalProduced: events.totalProduced,
      totalReceived: events.totalReceived,
      totalGlosado: events.totalGlosado,
      totalLoss: events.totalLoss,
      hasTransactions: eventHasActiveTransaction,
      addedToBatchAt: events.addedToBatchAt,
    })
    .from(events)
    .where(inBatch(batchId))
    .orderBy(desc(events.active), asc(events.addedToBatchAt), asc(events.numGuide), asc(events.id));
}

export async function listXmlFiles(q: Queryable, batchId: string): Promise<XmlFileRow[]> {
  return q
    .select()
    .from(batchXmlFiles)
    .where(eq(batchXmlFiles.batchId, batchId))
    .orderBy(desc(batchXmlFiles.createdAt), desc(batchXmlFiles.id));
}

/** The facts of events that add / remove decide on, locked FOR UPDATE in id order (the bulk helper's, run-bulk.ts). */
export async function loadBatchTargets(q: Queryable, scope: SQL, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return q
    .select({
      id: events.id,
      companyId: events.companyId,
      numGuide: events.numGuide,
      active: events.active,
      status: events.status,
      type: events.type,
      healthInsuranceId: events.healthInsuranceId,
      batchesIds: events.batchesIds,
      hasTransactions: eventHasActiveTransaction,
    })
    .from(events)
    .where(and(inArray(events.id, [...ids]), scope))
    .orderBy(asc(events.id))
    .for('update', { of: events });
}

/** Active events of the batch now (the room check, under the batch's row lock). */
export async function activeEventCount(q: Queryable, batchId: string): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(events)
    .where(and(inBatch(batchId), eq(events.active, true)));
  return Number(row?.n ?? 0);
}

/**
 * Moves the batch's active events in `from` to WaitPayment with the guide sent (accepting, and
 * closing with closeBatchSendsAndLocks). Answers the ids moved.
 */
export async function sendBatchEvents(q: Queryable, batchId: string, from: readonly string[]): Promise<string[]> {
  if (from.length === 0) return [];
  const rows = await q
    .update(events)
    .set({ status: 'WaitPayment', guiaSent: true, customStatus: null, version: sql`${events.version} + 1` })
    .where(and(inBatch(batchId), eq(events.active, true), inArray(events.status, [...from])))
    .returning({ id: events.id });
  return rows.map((r) => r.id);
}

/** A file kept with a batch (billing.md §4 Batch attachments), as batches.attachments stores it. */
export interface StoredAttachment {
  id: string;
  fileName: string;
  mime: string;
  size: number;
  storageKey: string;
  createdAt: string;
  createdByName: string;
}

export const attachmentsOf = (row: Pick<BatchRow, 'attachments'>) => row.attachments as unknown as StoredAttachment[];
