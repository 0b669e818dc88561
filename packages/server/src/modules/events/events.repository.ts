import {
  cbhpmEditions,
  companies,
  companyMembers,
  eventAttachments,
  eventObservations,
  eventProcedures,
  events,
  healthInsurers,
  hospitals,
  mandatoryFields,
  patients,
  surgeons,
  transactions,
  users,
  type MetaColumn,
  type Queryable,
} from '@honora/db';
import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';

export type EventRow = typeof events.$inferSelect;
export type EventValues = Omit<typeof events.$inferInsert, 'id' | MetaColumn>;
export type ProcedureRow = typeof eventProcedures.$inferSelect;
export type ProcedureValues = Omit<typeof eventProcedures.$inferInsert, 'id' | MetaColumn>;
export type ObservationRow = typeof eventObservations.$inferSelect;
export type AttachmentRow = typeof eventAttachments.$inferSelect;

/** One event inside `scope` (eventScope: visible companies, own events for the "own" members); `lock` for a write. */
export async function findEvent(q: Queryable, scope: SQL, id: string, lock = false): Promise<EventRow | undefined> {
  const query = q
    .select()
    .from(events)
    .where(and(eq(events.id, id), scope));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The fields a company made mandatory for one event type (none when it never set them). */
export async function mandatoryFieldsOf(q: Queryable, companyId: string, eventType: string): Promise<string[]> {
  const [row] = await q
    .select({ fields: mandatoryFields.fields })
    .from(mandatoryFields)
    .where(and(eq(mandatoryFields.companyId, companyId), eq(mandatoryFields.eventType, eventType)));
  return row?.fields ?? [];
}

/** The live procedure rows of an event, in their order. */
export async function listProcedures(q: Queryable, eventId: string): Promise<ProcedureRow[]> {
  return q
    .select()
    .from(eventProcedures)
    .where(and(eq(eventProcedures.eventId, eventId), isNull(eventProcedures.deletedAt)))
    .orderBy(asc(eventProcedures.order), asc(eventProcedures.createdAt), asc(eventProcedures.id));
}

/** Observations, newest first. */
export async function listObservations(q: Queryable, eventId: string): Promise<ObservationRow[]> {
  return q
    .select()
    .from(eventObservations)
    .where(and(eq(eventObservations.eventId, eventId), isNull(eventObservations.deletedAt)))
    .orderBy(desc(eventObservations.createdAt), desc(eventObservations.id));
}

export async function listAttachments(q: Queryable, eventId: string): Promise<AttachmentRow[]> {
  return q
    .select()
    .from(eventAttachments)
    .where(and(eq(eventAttachments.eventId, eventId), isNull(eventAttachments.deletedAt)))
    .orderBy(asc(eventAttachments.createdAt), asc(eventAttachments.id));
}

/** Names of the records an event links to, removed ones included (the form still shows them). */
export async function linkedNames(q: Queryable, row: EventRow, companyName: string) {
  const one = async (query: Promise<{ name: string }[]>) => (await query)[0]?.name ?? null;
  const byId = <T extends typeof patients | typeof hospitals | typeof surgeons | typeof healthInsurers>(
    table: T,
    id: string | null,
  ) =>
    id
      ? one(
          q
            .select({ name: table.name })
            .from(table as typeof patients)
            .where(eq(table.id, id)),
        )
      : null;
  const userIds = [row.anesthetistId, row.secondaryAnesthetistId, row.thirdAnesthetistId, row.residentId].filter(
    (id): id is string => id !== null,
  );
  const people =
    userIds.length > 0
      ? await q.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds))
      : [];
  const person = (id: string | null) => (id ? (people.find((p) => p.id === id)?.name ?? null) : null);
  const healthInsurance = await byId(healthInsurers, row.healthInsuranceId);
  const hospital = await byId(hospitals, row.hospitalId);
  const patient = await byId(patients, row.patientId);
  const surgeon = await byId(surgeons, row.surgeonId);
  return {
    healthInsurance,
    hospital,
    patient,
    surgeon,
    anesthetist: person(row.anesthetistId),
    secondaryAnesthetist: person(row.secondaryAnesthetistId),
    thirdAnesthetist: person(row.thirdAnesthetistId),
    resident: person(row.residentId),
    company: companyName,
  };
}

/**
 * The insurer of an event with the settings the save rules read; deleted ones too (the caller
 * refuses them). `lock` holds it until the transaction ends: saves that check a guide number of
 * the insurer run one at a time, so two of them cannot both find the number free.
 */
export async function findInsurer(q: Queryable, companyIds: readonly string[], id: string, lock = false) {
  const query = q
    .select(insurerColumns)
    .from(healthInsurers)
    .where(and(eq(healthInsurers.id, id), inArray(healthInsurers.companyId, [...companyIds])));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
export type InsurerRow = NonNullable<Awaited<ReturnType<typeof findInsurer>>>;

/** The insurer's columns the save rules read (findInsurer). */
export const insurerColumns = {
  id: healthInsurers.id,
  companyId: healthInsurers.companyId,
  name: healthInsurers.name,
  isNotValued: healthInsurers.isNotValued,
  isParticular: healthInsurers.isParticular,
  hasSendGuia: healthInsurers.hasSendGuia,
  hasEvents: healthInsurers.hasEvents,
  flags: healthInsurers.flags,
  configs: healthInsurers.configs,
  versionXml: healthInsurers.versionXml,
  deletedAt: healthInsurers.deletedAt,
};

export async function markInsurerHasEvents(q: Queryable, id: string): Promise<void> {
  await q.update(healthInsurers).set({ hasEvents: true }).where(eq(healthInsurers.id, id));
}

/** Whether a live record of these companies has this id (patient, hospital, surgeon). */
export async function liveRecordExists(
  q: Queryable,
  table: typeof patients | typeof hospitals | typeof surgeons,
  companyIds: readonly string[],
  id: string,
): Promise<boolean> {
  const t = table as typeof patients;
  const [row] = await q
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.id, id), inArray(t.companyId, [...companyIds]), isNull(t.deletedAt)));
  return row !== undefined;
}

/** The ids among `userIds` that are live CLIENT members of these companies (anesthetists and residents are users). */
export async function memberUserIds(
  q: Queryable,
  companyIds: readonly string[],
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await q
    .selectDistinct({ userId: companyMembers.userId })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        inArray(companyMembers.userId, [...userIds]),
        inArray(companyMembers.companyId, [...companyIds]),
        eq(companyMembers.workspace, 'CLIENT'),
        isNull(companyMembers.deletedAt),
        isNull(users.deletedAt),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

interface GuideFacts {
  companyId: string;
  insurerId: string;
  numGuide: string;
}

/** The active events of the company and insurer with this guide number (billing.md §5: at most one). */
const sameGuide = (facts: GuideFacts) =>
  and(
    eq(events.companyId, facts.companyId),
    eq(events.healthInsuranceId, facts.insurerId),
    eq(events.numGuide, facts.numGuide),
    eq(events.active, true),
  );

/** Another active event of the company and insurer with this guide number (billing.md §5 duplicate guide). */
export async function guideTaken(q: Queryable, facts: GuideFacts & { exceptId: string | null }): Promise<boolean> {
  const [row] = await q
    .select({ id: events.id })
    .from(events)
    .where(and(sameGuide(facts), facts.exceptId ? ne(events.id, facts.exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

/** The active event of the company and insurer with this guide number (an import's identity of an event; decision 040), locked for a write. */
export async function findEventByGuide(q: Queryable, facts: GuideFacts): Promise<EventRow | undefined> {
  const [row] = await q.select().from(events).where(sameGuide(facts)).orderBy(events.createdAt).limit(1).for('update');
  return row;
}

export async function insertEvent(q: Queryable, values: EventValues): Promise<string> {
  const [row] = await q.insert(events).values(values).returning({ id: events.id });
  return row!.id;
}

/**
 * Writes an event only if it is still at `version`, and moves it to the next version
 * (decision 015): false when another writer got there first.
 */
export async function updateEventAtVersion(
  q: Queryable,
  id: string,
  version: number,
  values: Partial<EventValues>,
): Promise<boolean> {
  const rows = await q
    .update(events)
    .set({ ...values, version: sql`${events.version} + 1` })
    .where(and(eq(events.id, id), eq(events.version, version)))
    .returning({ id: events.id });
  return rows.length > 0;
}

/** Who last wrote the event and when (for the otherUser message). */
export async function lastWriter(q: Queryable, id: string) {
  const [row] = await q
    .select({
      createdAt: events.createdAt,
      createdByName: events.createdByName,
      updatedAt: events.updatedAt,
      updatedByName: events.updatedByName,
    })
    .from(events)
    .where(eq(events.id, id));
  return row;
}

export async function insertProcedures(q: Queryable, rows: ProcedureValues[]): Promise<void> {
  if (rows.length > 0) await q.insert(eventProcedures).values(rows);
}

export async function updateProcedure(q: Queryable, id: string, values: Partial<ProcedureValues>): Promise<void> {
  await q.update(eventProcedures).set(values).where(eq(eventProcedures.id, id));
}

export async function softDeleteProcedures(q: Queryable, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await q
    .update(eventProcedures)
    .set({ deletedAt: new Date() })
    .where(inArray(eventProcedures.id, [...ids]));
}

export async function insertObservation(
  q: Queryable,
  values: Omit<typeof eventObservations.$inferInsert, 'id' | MetaColumn>,
): Promise<ObservationRow> {
  const [row] = await q.insert(eventObservations).values(values).returning();
  return row!;
}

export async function insertAttachment(
  q: Queryable,
  values: Omit<typeof eventAttachments.$inferInsert, 'id' | MetaColumn>,
): Promise<AttachmentRow> {
  const [row] = await q.insert(eventAttachments).values(values).returning();
  return row!;
}

export async function findAttachment(q: Queryable, eventId: string, id: string): Promise<AttachmentRow | undefined> {
  const [row] = await q
    .select()
    .from(eventAttachments)
    .where(and(eq(eventAttachments.id, id), eq(eventAttachments.eventId, eventId), isNull(eventAttachments.deletedAt)));
  return row;
}

export async function softDeleteAttachment(q: Queryable, id: string): Promise<void> {
  await q.update(eventAttachments).set({ deletedAt: new Date() }).where(eq(eventAttachments.id, id));
}

/** The company an event belongs to: its matriz (the cooperative's reports read it) and whether it is a filial. */
export async function findCompany(q: Queryable, id: string) {
  const [row] = await q
    .select({
      id: companies.id,
      name: companies.name,
      matrizId: companies.matrizId,
      isFilial: companies.isFilial,
      flags: companies.flags,
    })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

/** The newest CBHPM edition (names and portes of a not-valued insurer's procedures when it has no negotiation). */
export async function newestEditionId(q: Queryable): Promise<string | null> {
  const [row] = await q
    .select({ id: cbhpmEditions.id })
    .from(cbhpmEditions)
    .where(isNull(cbhpmEditions.deletedAt))
    .orderBy(desc(cbhpmEditions.createdAt), desc(cbhpmEditions.version))
    .limit(1);
  return row?.id ?? null;
}

/** Whether an event of these companies has this id (a follow-up names the event it follows). */
export async function eventExists(q: Queryable, companyIds: readonly string[], id: string): Promise<boolean> {
  const [row] = await q
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, id), inArray(events.companyId, [...companyIds])));
  return row !== undefined;
}

/** The event's active money transactions as the ledger reads them (neither cancelled nor a cancellation). */
export async function activeEntries(q: Queryable, eventId: string) {
  return q
    .select({
      action: transactions.action,
      type: transactions.type,
      procedureRowId: transactions.procedureRowId,
      value: transactions.value,
    })
    .from(transactions)
    .where(and(eq(transactions.eventId, eventId), isNull(transactions.canceledId), isNull(transactions.canceledById)));
}

/** Whether the event has an active money transaction. */
export async function hasActiveTransactions(q: Queryable, eventId: string): Promise<boolean> {
  const [row] = await q
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.eventId, eventId), isNull(transactions.canceledId), isNull(transactions.canceledById)))
    .limit(1);
  return row !== undefined;
}
