import {
  companies,
  eventObservations,
  eventProcedures,
  events,
  eventsChanged,
  healthInsurers,
  mandatoryFields,
  transactions,
  type MetaColumn,
  type Queryable,
} from '@honora/db';
import type { EventMachineState, EventStatus, StatusChanges } from '@honora/domain';
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';

/**
 * The status actions' reads and writes, built for many events at once (the bulk route moves up
 * to 500): one query loads the events with their insurer and company facts, and the writes
 * are one statement per distinct change, not one round trip per event.
 */

/** An event as the status actions see it. */
export interface ActionTarget {
  id: string;
  companyId: string;
  version: number;
  type: 'Honorario' | 'SPSADT' | 'Consulta';
  numGuide: string | null;
  guideData: Record<string, unknown>;
  anesthetistId: string | null;
  secondaryAnesthetistId: string | null;
  thirdAnesthetistId: string | null;
  residentId: string | null;
  state: EventMachineState;
  /** The live insurer's settings documents (null when the insurer is missing or removed). */
  insurerSettings: { configs: Record<string, unknown>; flags: Record<string, unknown> } | null;
  /** Procedure rows not taken out of the event. */
  activeProcedures: number;
  /** The company's mandatory fields for the event's type and the event's own values of them. */
  mandatory: { fields: string[]; values: Record<string, unknown> };
}

/** The event's own columns a company may make mandatory (mandatory-fields catalog, group 'event'). */
const mandatoryColumns = {
  numGuide: events.numGuide,
  patientId: events.patientId,
  hospitalId: events.hospitalId,
  surgeonId: events.surgeonId,
  anesthetistId: events.anesthetistId,
  secondaryAnesthetistId: events.secondaryAnesthetistId,
  residentId: events.residentId,
  healthInsuranceWallet: events.healthInsuranceWallet,
  procedureStart: events.procedureStart,
  procedureEnd: events.procedureEnd,
  anesthesiaStart: events.anesthesiaStart,
  anesthesiaEnd: events.anesthesiaEnd,
};

const companyMandatoryFields = sql<string[] | null>`(select ${mandatoryFields.fields} from ${mandatoryFields}
  where ${mandatoryFields.companyId} = ${events.companyId} and ${mandatoryFields.eventType} = ${events.type})`;

const liveProcedures = sql<number>`(select count(*)::int from ${eventProcedures}
  where ${eventProcedures.eventId} = ${events.id} and ${eventProcedures.deletedAt} is null)`;

/** The event has an active money transaction (neither cancelled nor a cancellation; decision 016). */
export const hasActiveTransaction = sql<boolean>`exists (select 1 from ${transactions}
  where ${transactions.eventId} = ${events.id} and ${transactions.canceledId} is null
  and ${transactions.canceledById} is null)`;

/**
 * The events of `ids` inside `scope` (eventScope), with their insurer and company facts; `lock`
 * takes the events' rows FOR UPDATE (never the insurer's or the company's), in id order.
 */
export async function loadTargets(
  q: Queryable,
  scope: SQL,
  ids: readonly string[],
  lock: boolean,
): Promise<ActionTarget[]> {
  if (ids.length === 0) return [];
  const query = q
    .select({
      id: events.id,
      companyId: events.companyId,
      version: events.version,
      type: events.type,
      numGuide: events.numGuide,
      guideData: events.guideData,
      anesthetistId: events.anesthetistId,
      secondaryAnesthetistId: events.secondaryAnesthetistId,
      thirdAnesthetistId: events.thirdAnesthetistId,
      residentId: events.residentId,
      status: events.status,
      customStatus: events.customStatus,
      active: events.active,
      isLocked: events.isLocked,
      isProcessing: events.isProcessing,
      received: events.received,
      guiaSent: events.guiaSent,
      recourseSent: events.recourseSent,
      recourseIdentify: events.recourseIdentify,
      insurerId: healthInsurers.id,
      insurerDeletedAt: healthInsurers.deletedAt,
      hasSendGuia: healthInsurers.hasSendGuia,
      isNotValued: healthInsurers.isNotValued,
      isParticular: healthInsurers.isParticular,
      insurerConfigs: healthInsurers.configs,
      insurerFlags: healthInsurers.flags,
      companyIsFilial: companies.isFilial,
      activeProcedures: liveProcedures,
      hasTransactions: hasActiveTransaction,
      mandatoryFields: companyMandatoryFields,
      mandatoryValues: mandatoryColumns,
    })
    .from(events)
    .leftJoin(healthInsurers, eq(healthInsurers.id, events.healthInsuranceId))
    .leftJoin(companies, eq(companies.id, events.companyId))
    .where(and(inArray(events.id, [...ids]), scope))
    // Locked in id order, the bulk helper's lock order (run-bulk.ts).
    .orderBy(asc(events.id));
  const rows = lock ? await query.for('update', { of: events }) : await query;
  return rows.map((row) => {
    const insurerLive = row.insurerId !== null && row.insurerDeletedAt === null;
    return {
      id: row.id,
      companyId: row.companyId,
      version: row.version,
      type: row.type,
      numGuide: row.numGuide,
      guideData: row.guideData,
      anesthetistId: row.anesthetistId,
      secondaryAnesthetistId: row.secondaryAnesthetistId,
      thirdAnesthetistId: row.thirdAnesthetistId,
      residentId: row.residentId,
      state: {
        status: row.status as EventStatus,
        customStatus: row.customStatus,
        active: row.active,
        isLocked: row.isLocked,
        isProcessing: row.isProcessing,
        received: row.received,
        guiaSent: row.guiaSent,
        recourseSent: row.recourseSent,
        recourseIdentify: row.recourseIdentify,
        insurer: insurerLive
          ? {
              hasSendGuia: row.hasSendGuia ?? false,
              isNotValued: row.isNotValued ?? false,
              isParticular: row.isParticular ?? false,
            }
          : null,
        hasTransactions: row.hasTransactions === true,
        companyIsFilial: row.companyIsFilial ?? false,
      },
      insurerSettings: insurerLive ? { configs: row.insurerConfigs ?? {}, flags: row.insurerFlags ?? {} } : null,
      activeProcedures: Number(row.activeProcedures),
      mandatory: { fields: row.mandatoryFields ?? [], values: row.mandatoryValues },
    };
  });
}

/** The event columns an action writes. */
export type ActionColumns = StatusChanges & { observationGuideSent?: string; observationRecourse?: string };

/**
 * Writes the same columns on every event of `ids` and moves each to its next version. With
 * `version` (one event, the version the screen read) nothing is written when another writer
 * got there first. Answers the ids written.
 */
export async function updateEvents(
  q: Queryable,
  ids: readonly string[],
  columns: ActionColumns,
  version?: number,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const where =
    version === undefined
      ? inArray(events.id, [...ids])
      : and(inArray(events.id, [...ids]), eq(events.version, version));
  const rows = await q
    .update(events)
    .set({ ...columns, version: sql`${events.version} + 1` })
    .where(where)
    .returning({ id: events.id });
  return rows.map((row) => row.id);
}

export type ObservationValues = Omit<typeof eventObservations.$inferInsert, 'id' | MetaColumn>;

export async function insertObservations(q: Queryable, rows: readonly ObservationValues[]): Promise<void> {
  if (rows.length > 0) await q.insert(eventObservations).values([...rows]);
}

/**
 * Keeps a copy of each event (its row and its live procedures, as they are now) in the
 * changed-events history (billing.md §4 revert to awaiting check).
 */
export async function saveCopies(q: Queryable, ids: readonly string[], reason: string): Promise<void> {
  if (ids.length === 0) return;
  const rows = await q
    .select()
    .from(events)
    .where(inArray(events.id, [...ids]));
  const procedures = await q
    .select()
    .from(eventProcedures)
    .where(and(inArray(eventProcedures.eventId, [...ids]), isNull(eventProcedures.deletedAt)))
    .orderBy(asc(eventProcedures.order), asc(eventProcedures.id));
  await q.insert(eventsChanged).values(
    rows.map((row) => ({
      eventId: row.id,
      companyId: row.companyId,
      reason,
      snapshot: JSON.parse(
        JSON.stringify({ event: row, procedures: procedures.filter((p) => p.eventId === row.id) }),
      ) as Record<string, unknown>,
    })),
  );
}

/**
 * The appeal columns of events (billing.md §3 Event dtRecourse, appealsIds, observationRecourse;
 * §4 status flags recourseIdentify, recourseSent, alertSendRecourse), written by the appeals.
 */
export interface AppealEventColumns {
  status?: EventStatus;
  isLocked?: boolean;
  recourseIdentify?: boolean;
  recourseSent?: boolean;
  alertSendRecourse?: boolean;
  dtRecourse?: string;
  observationRecourse?: string;
  /** Adds the appeal to appealsIds (once). */
  addAppealId?: string;
}

/** Writes the appeal columns on every event of `ids` (one statement) and moves each to its next version. */
export async function updateAppealEvents(
  q: Queryable,
  ids: readonly string[],
  { addAppealId, ...columns }: AppealEventColumns,
): Promise<void> {
  if (ids.length === 0) return;
  await q
    .update(events)
    .set({
      ...columns,
      ...(addAppealId
        ? {
            appealsIds: sql`case when ${addAppealId}::uuid = any(${events.appealsIds}) then ${events.appealsIds}
              else array_append(${events.appealsIds}, ${addAppealId}::uuid) end`,
          }
        : {}),
      version: sql`${events.version} + 1`,
    })
    .where(inArray(events.id, [...ids]));
}
