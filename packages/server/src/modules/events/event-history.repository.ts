import {
  changeLog,
  eventAttachments,
  eventObservations,
  eventProcedures,
  eventsChanged,
  type Queryable,
} from '@honora/db';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';

/** The change log of the event and of its procedure rows, observations, attachments and revert copies, oldest first. */
export async function historyRows(q: Queryable, eventId: string) {
  const childIds = (table: typeof eventProcedures | typeof eventObservations | typeof eventAttachments) =>
    sql`(select ${table.id}::text from ${table} where ${table.eventId} = ${eventId})`;
  return (
    q
      .select({
        tableName: changeLog.tableName,
        operation: changeLog.operation,
        changedAt: changeLog.changedAt,
        changedBy: changeLog.changedBy,
        changedByName: changeLog.changedByName,
        changedByAdmin: changeLog.changedByAdmin,
        changes: changeLog.changes,
      })
      .from(changeLog)
      .where(
        or(
          and(eq(changeLog.tableName, 'events'), eq(changeLog.recordId, eventId)),
          and(eq(changeLog.tableName, 'event_procedures'), inArray(changeLog.recordId, childIds(eventProcedures))),
          and(eq(changeLog.tableName, 'event_observations'), inArray(changeLog.recordId, childIds(eventObservations))),
          and(eq(changeLog.tableName, 'event_attachments'), inArray(changeLog.recordId, childIds(eventAttachments))),
        ),
      )
      // One save writes the event and its rows at the same instant (the transaction's): the event first.
      .orderBy(
        asc(changeLog.changedAt),
        sql`${changeLog.tableName} <> 'events'`,
        asc(changeLog.tableName),
        asc(changeLog.id),
      )
  );
}

/** The copies a revert to awaiting check saved (events_changed). */
export async function revertCopies(q: Queryable, eventId: string) {
  return q
    .select({
      reason: eventsChanged.reason,
      snapshot: eventsChanged.snapshot,
      createdAt: eventsChanged.createdAt,
      createdBy: eventsChanged.createdBy,
      createdByName: eventsChanged.createdByName,
    })
    .from(eventsChanged)
    .where(eq(eventsChanged.eventId, eventId))
    .orderBy(asc(eventsChanged.createdAt));
}
