import {
  batches,
  companies,
  eventProcedures,
  events,
  healthInsurers,
  patients,
  statementLines,
  statements,
  type MetaColumn,
  type Queryable,
} from '@honora/db';
import { and, asc, desc, eq, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';

/** The statements' reads and writes (many rows per statement in few queries); it decides nothing. */

export type StatementRow = typeof statements.$inferSelect;
export type StatementValues = Omit<typeof statements.$inferInsert, MetaColumn>;
export type StatementLineRow = typeof statementLines.$inferSelect;
export type StatementLineValues = typeof statementLines.$inferInsert;

const guideKey = (column: unknown) => sql`honora_guide_key(${column})`;

/** A procedure row a statement line may be (the matcher's candidate), of the company's events with the insurer. */
export interface CandidateRow {
  eventId: string;
  rowId: string;
  numGuide: string | null;
  providerGuide: string | null;
  batchesIds: string[];
  procedureCode: string;
  order: number;
  date: string | null;
  value: string;
  open: string;
}

/**
 * The live procedure rows of the company's active events with this insurer whose guide key
 * (honora_guide_key of the event's number or of its provider guide number) is one of `keys` —
 * two index lookups per key (migration 0032), whatever the number of events.
 */
export async function loadCandidates(
  q: Queryable,
  companyId: string,
  insurerId: string,
  keys: readonly string[],
): Promise<CandidateRow[]> {
  if (keys.length === 0) return [];
  return q
    .select({
      eventId: events.id,
      rowId: eventProcedures.id,
      numGuide: events.numGuide,
      providerGuide: sql<string | null>`${events.guideData}->>'numberProviderGuide'`,
      batchesIds: events.batchesIds,
      procedureCode: eventProcedures.idProc,
      order: eventProcedures.order,
      date: events.dtProcedure,
      value: eventProcedures.value,
      open: sql<string>`greatest(0, ${eventProcedures.value} - ${eventProcedures.received} - ${eventProcedures.loss}
        - ${eventProcedures.glosado} - ${eventProcedures.discount})::text`,
    })
    .from(events)
    .innerJoin(eventProcedures, and(eq(eventProcedures.eventId, events.id), isNull(eventProcedures.deletedAt)))
    .where(
      and(
        eq(events.companyId, companyId),
        eq(events.healthInsuranceId, insurerId),
        eq(events.active, true),
        or(
          inArray(guideKey(events.numGuide), [...keys]),
          inArray(guideKey(sql`${events.guideData}->>'numberProviderGuide'`), [...keys]),
        ),
      ),
    );
}

/** The numbers and protocols of batches by id. */
export async function batchNumbers(q: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { code: string; protocol: string | null }>();
  const rows = await q
    .select({ id: batches.id, code: batches.code, protocol: batches.protocol })
    .from(batches)
    .where(inArray(batches.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { code: r.code, protocol: r.protocol }]));
}

export async function findBySha(q: Queryable, companyId: string, sha: string): Promise<StatementRow | null> {
  const [row] = await q
    .select()
    .from(statements)
    .where(and(eq(statements.companyId, companyId), eq(statements.fileSha256, sha)));
  return row ?? null;
}

export async function findStatement(q: Queryable, companyId: string, id: string, lock = false) {
  const query = q
    .select()
    .from(statements)
    .where(and(eq(statements.companyId, companyId), eq(statements.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertStatement(q: Queryable, values: StatementValues): Promise<string> {
  const [row] = await q.insert(statements).values(values).returning({ id: statements.id });
  return row!.id;
}

/** Inserts the lines 1,000 at a time (one statement each). */
export async function insertLines(q: Queryable, rows: readonly StatementLineValues[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await q.insert(statementLines).values(rows.slice(i, i + 1000));
}

export async function insurerFacts(q: Queryable, companyId: string, id: string) {
  const [row] = await q
    .select({
      id: healthInsurers.id,
      name: healthInsurers.name,
      registerAns: healthInsurers.registerAns,
      code: healthInsurers.code,
    })
    .from(healthInsurers)
    .where(and(eq(healthInsurers.id, id), eq(healthInsurers.companyId, companyId), isNull(healthInsurers.deletedAt)));
  return row ?? null;
}

/** Lines of the statements by reconciliation result, and how many were posted. */
export async function lineCounts(q: Queryable, statementIds: readonly string[]) {
  if (statementIds.length === 0) return [];
  const rows = await q
    .select({
      statementId: statementLines.statementId,
      match: statementLines.match,
      count: sql<number>`count(*)::int`,
      posted: sql<number>`count(${statementLines.postedAt})::int`,
    })
    .from(statementLines)
    .where(inArray(statementLines.statementId, [...statementIds]))
    .groupBy(statementLines.statementId, statementLines.match);
  return rows;
}

/** A page of lines with the matched event's guide and patient and the row's code and name. */
export async function linePage(
  q: Queryable,
  statementId: string,
  filter: { match?: StatementLineRow['match'] | undefined; open?: boolean; lineId?: string },
  page: number,
  size: number,
) {
  const where = and(
    eq(statementLines.statementId, statementId),
    filter.match ? eq(statementLines.match, filter.match) : undefined,
    filter.open
      ? and(inArray(statementLines.match, ['notFound', 'ambiguous']), isNull(statementLines.postedAt))
      : undefined,
    filter.lineId ? eq(statementLines.id, filter.lineId) : undefined,
  );
  const rows = await q
    .select({
      line: statementLines,
      numGuide: events.numGuide,
      patientName: patients.name,
      procedureCode: eventProcedures.idProc,
      procedureName: eventProcedures.name,
      billedValue: eventProcedures.value,
    })
    .from(statementLines)
    .leftJoin(events, eq(events.id, statementLines.eventId))
    .leftJoin(patients, eq(patients.id, events.patientId))
    .leftJoin(eventProcedures, eq(eventProcedures.id, statementLines.procedureRowId))
    .where(where)
    .orderBy(asc(statementLines.lineNo))
    .limit(size)
    .offset((page - 1) * size);
  const [count] = await q
    .select({ total: sql<number>`count(*)::int` })
    .from(statementLines)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/** The rows of the events the statement names that no line names ("in Honora but not in the statement"). */
export async function missingRows(q: Queryable, statementId: string) {
  const named = q
    .select({ id: statementLines.procedureRowId })
    .from(statementLines)
    .where(and(eq(statementLines.statementId, statementId), isNotNull(statementLines.procedureRowId)));
  const eventIds = q
    .selectDistinct({ id: statementLines.eventId })
    .from(statementLines)
    .where(and(eq(statementLines.statementId, statementId), isNotNull(statementLines.eventId)));
  return q
    .select({
      eventId: events.id,
      numGuide: events.numGuide,
      procedureRowId: eventProcedures.id,
      idProc: eventProcedures.idProc,
      name: eventProcedures.name,
      value: eventProcedures.value,
    })
    .from(eventProcedures)
    .innerJoin(events, eq(events.id, eventProcedures.eventId))
    .where(
      and(
        sql`${eventProcedures.eventId} in ${eventIds}`,
        isNull(eventProcedures.deletedAt),
        notInArray(eventProcedures.id, named),
      ),
    )
    .orderBy(asc(events.numGuide), asc(eventProcedures.order))
    .limit(500);
}

export async function findLine(q: Queryable, statementId: string, lineId: string, lock = false) {
  const query = q
    .select()
    .from(statementLines)
    .where(and(eq(statementLines.statementId, statementId), eq(statementLines.id, lineId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateLine(q: Queryable, id: string, values: Partial<StatementLineValues>) {
  await q.update(statementLines).set(values).where(eq(statementLines.id, id));
}

/** The lines a confirmation posts: reconciled to an event and not posted yet. */
const postable = (statementId: string) =>
  and(
    eq(statementLines.statementId, statementId),
    inArray(statementLines.match, ['matched', 'valueDiffers', 'manual']),
    isNotNull(statementLines.eventId),
    isNull(statementLines.postedAt),
  );

export async function postableLines(q: Queryable, statementId: string): Promise<StatementLineRow[]> {
  return q.select().from(statementLines).where(postable(statementId)).orderBy(asc(statementLines.lineNo));
}

export async function markPosted(q: Queryable, statementId: string, lineIds: readonly string[], at: Date) {
  if (lineIds.length > 0) {
    await q
      .update(statementLines)
      .set({ postedAt: at })
      .where(inArray(statementLines.id, [...lineIds]));
  }
  await q.update(statements).set({ status: 'posted', postedAt: at }).where(eq(statements.id, statementId));
}

export async function listStatements(
  q: Queryable,
  companyId: string,
  filter: { healthInsuranceId?: string | undefined; status?: StatementRow['status'] | undefined },
  page: number,
  size: number,
) {
  const where = and(
    eq(statements.companyId, companyId),
    filter.healthInsuranceId ? eq(statements.healthInsuranceId, filter.healthInsuranceId) : undefined,
    filter.status ? eq(statements.status, filter.status) : undefined,
  );
  const rows = await q
    .select({ statement: statements, insurerName: healthInsurers.name })
    .from(statements)
    .innerJoin(healthInsurers, eq(healthInsurers.id, statements.healthInsuranceId))
    .where(where)
    .orderBy(desc(statements.createdAt))
    .limit(size)
    .offset((page - 1) * size);
  const [count] = await q
    .select({ total: sql<number>`count(*)::int` })
    .from(statements)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/** A company's live procedure row of a live event with this insurer (a manual match). */
export async function rowOfEvent(q: Queryable, companyId: string, eventId: string, rowId: string | null) {
  const [row] = await q
    .select({ eventId: events.id, insurerId: events.healthInsuranceId, rowId: eventProcedures.id })
    .from(events)
    .leftJoin(
      eventProcedures,
      and(
        eq(eventProcedures.eventId, events.id),
        rowId ? eq(eventProcedures.id, rowId) : sql`false`,
        isNull(eventProcedures.deletedAt),
      ),
    )
    .where(and(eq(events.id, eventId), eq(events.companyId, companyId)));
  return row ?? null;
}

export async function companyCnpj(q: Queryable, companyId: string): Promise<string | null> {
  const [row] = await q.select({ cnpj: companies.cnpj }).from(companies).where(eq(companies.id, companyId));
  return row?.cnpj ?? null;
}

/** The columns of the insurer's last spreadsheet statement, or null. */
export async function lastColumns(q: Queryable, companyId: string, insurerId: string) {
  const [row] = await q
    .select({ columns: statements.columns })
    .from(statements)
    .where(
      and(
        eq(statements.companyId, companyId),
        eq(statements.healthInsuranceId, insurerId),
        eq(statements.kind, 'spreadsheet'),
        isNotNull(statements.columns),
      ),
    )
    .orderBy(desc(statements.createdAt))
    .limit(1);
  return row?.columns ?? null;
}

/** The reconciled lines not posted yet, and what they would post. */
export async function toPost(q: Queryable, statementId: string) {
  const [row] = await q
    .select({
      lines: sql<number>`count(*)::int`,
      released: sql<string>`coalesce(sum(${statementLines.valueReleased}), 0)::text`,
      glosa: sql<string>`coalesce(sum(${statementLines.valueGlosa}), 0)::text`,
    })
    .from(statementLines)
    .where(postable(statementId));
  return row ?? { lines: 0, released: '0', glosa: '0' };
}
