import { eventProcedures, events, healthInsurers, inIds, type Queryable } from '@honora/db';
import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import { insurerColumns, updateProcedure, type ProcedureRow, type ProcedureValues } from './events.repository';

/**
 * The events' statements over many rows at once, where the one-row statements of
 * events.repository would each cost a round trip: a save's procedure rows, and what a
 * spreadsheet import's transaction reads of its events before writing them (decision 040).
 */

/** Several insurers as findInsurer reads them, locked FOR UPDATE in id order (one transaction's guide checks). */
export async function lockInsurers(q: Queryable, companyIds: readonly string[], ids: readonly string[]) {
  if (ids.length === 0) return [];
  return q
    .select(insurerColumns)
    .from(healthInsurers)
    .where(and(inIds(healthInsurers.id, ids), inArray(healthInsurers.companyId, [...companyIds])))
    .orderBy(healthInsurers.id)
    .for('update');
}

/** The live procedure rows of these events, each event's in listProcedures' order. */
export async function listProceduresOf(q: Queryable, eventIds: readonly string[]): Promise<ProcedureRow[]> {
  if (eventIds.length === 0) return [];
  return q
    .select()
    .from(eventProcedures)
    .where(and(inIds(eventProcedures.eventId, eventIds), isNull(eventProcedures.deletedAt)))
    .orderBy(asc(eventProcedures.order), asc(eventProcedures.createdAt), asc(eventProcedures.id));
}

/**
 * The active events of the company with these insurers and guide numbers (findEventByGuide for
 * many identities at once), locked for a write in id order.
 */
export async function findEventsByGuides(
  q: Queryable,
  companyId: string,
  keys: readonly { insurerId: string; numGuide: string }[],
) {
  if (keys.length === 0) return [];
  const insurerIds = keys.map((key) => key.insurerId);
  const guides = keys.map((key) => key.numGuide);
  return q
    .select()
    .from(events)
    .where(
      and(
        eq(events.companyId, companyId),
        eq(events.active, true),
        sql`${events.numGuide} = any(${sql.param(guides)}::text[])`,
        sql`(${events.healthInsuranceId}, ${events.numGuide}) in (select * from unnest(${sql.param(insurerIds)}::uuid[], ${sql.param(guides)}::text[]))`,
      ),
    )
    .orderBy(events.id)
    .for('update');
}

/**
 * Procedure rows updated by one statement, each with its own values (the rows of one save, which
 * all set the same columns): the same rows and values as updateProcedure one row at a time.
 */
export async function updateProcedures(
  q: Queryable,
  rows: readonly { id: string; values: Partial<ProcedureValues> }[],
): Promise<void> {
  const keysOf = (values: Partial<ProcedureValues>) =>
    (Object.keys(values) as (keyof ProcedureValues)[]).filter((key) => values[key] !== undefined);
  const [first] = rows;
  if (!first) return;
  const keys = keysOf(first.values);
  const sameColumns = rows.every((row) => keysOf(row.values).join() === keys.join());
  if (rows.length === 1 || !sameColumns || keys.length === 0) {
    for (const row of rows) await updateProcedure(q, row.id, row.values);
    return;
  }
  const columns = getTableColumns(eventProcedures);
  const names = keys.map((key) => sql.identifier(columns[key].name));
  const tuple = (row: (typeof rows)[number]) =>
    sql`(${sql.join(
      [
        sql`${row.id}::uuid`,
        ...keys.map((key) => sql`${sql.param(row.values[key], columns[key])}::${sql.raw(columns[key].getSQLType())}`),
      ],
      sql`, `,
    )})`;
  await q.execute(sql`
    update ${eventProcedures} set ${sql.join(
      names.map((name) => sql`${name} = v.${name}`),
      sql`, `,
    )}
    from (values ${sql.join(rows.map(tuple), sql`, `)}) as v (id, ${sql.join(names, sql`, `)})
    where ${eventProcedures.id} = v.id`);
}
