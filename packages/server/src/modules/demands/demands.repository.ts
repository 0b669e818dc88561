import {
  companies,
  inIds,
  scheduleDemandApplications,
  scheduleDemands,
  scheduleLines,
  scheduleShifts,
  scheduleSlots,
  scheduleTags,
  users,
  workplaces,
  type Tx,
} from '@honora/db';
import { and, asc, between, count, eq, gte, inArray, isNotNull, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';

/** The queries of the demands and their applications (platform.md §2 Demands; decision 049). */

const d = scheduleDemands;
const a = scheduleDemandApplications;

export type DemandDbRow = typeof scheduleDemands.$inferSelect;
export type ApplicationDbRow = typeof scheduleDemandApplications.$inferSelect;

const demandColumns = {
  id: d.id,
  companyId: d.companyId,
  workplaceId: d.workplaceId,
  workplaceName: workplaces.name,
  shiftId: d.shiftId,
  shiftName: scheduleShifts.name,
  startMinute: scheduleShifts.startMinute,
  endMinute: scheduleShifts.endMinute,
  slotCategory: scheduleShifts.slotCategory,
  lineId: d.lineId,
  startsOn: d.startsOn,
  endsOn: d.endsOn,
  doctorsNeeded: d.doctorsNeeded,
  requiredTagId: d.requiredTagId,
  requiredTagName: scheduleTags.name,
  requiredTagColor: scheduleTags.color,
  priority: d.priority,
  status: d.status,
  description: d.description,
  createdByName: d.createdByName,
  createdAt: d.createdAt,
};
const demandsWhere = (tx: Tx, where: SQL | undefined) =>
  tx
    .select(demandColumns)
    .from(d)
    .innerJoin(workplaces, eq(workplaces.id, d.workplaceId))
    .innerJoin(scheduleShifts, eq(scheduleShifts.id, d.shiftId))
    .leftJoin(scheduleTags, eq(scheduleTags.id, d.requiredTagId))
    .where(and(isNull(d.deletedAt), where))
    .orderBy(asc(d.startsOn), asc(sql`${workplaces.sortKey} collate "C"`), asc(scheduleShifts.startMinute), asc(d.id));
/** A demand with the names of its workplace, shift and tag. */
export type DemandRow = Awaited<ReturnType<typeof demandsWhere>>[number];

/** The company's live demands with a day in [from, to]. */
export const demandsMeeting = (tx: Tx, companyId: string, from: string, to: string) =>
  demandsWhere(tx, and(eq(d.companyId, companyId), lte(d.startsOn, to), gte(d.endsOn, from)));

/** The company's OPEN demands with a day from `today` on. */
export const openDemandsFrom = (tx: Tx, companyId: string, today: string) =>
  demandsWhere(tx, and(eq(d.companyId, companyId), eq(d.status, 'OPEN'), gte(d.endsOn, today)));

/** One live demand with its names, or undefined. */
export async function demandById(tx: Tx, id: string): Promise<DemandRow | undefined> {
  const [row] = await demandsWhere(tx, eq(d.id, id));
  return row;
}

/** The stored demand, locked until the transaction ends. */
export async function lockDemand(tx: Tx, id: string): Promise<DemandDbRow | null> {
  const [row] = await tx.select().from(d).where(eq(d.id, id)).for('update');
  return row ?? null;
}

/** The company's agenda display (platform.md §3 companies: SHIFT or DEMAND). */
export async function agendaDisplayOf(tx: Tx, companyId: string): Promise<'SHIFT' | 'DEMAND'> {
  const [row] = await tx
    .select({ agendaDisplay: companies.agendaDisplay })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.agendaDisplay === 'DEMAND' ? 'DEMAND' : 'SHIFT';
}

/** Another OPEN demand of the same workplace and shift with a day in [startsOn, endsOn]. */
export async function overlappingDemand(
  tx: Tx,
  row: { companyId: string; workplaceId: string; shiftId: string; startsOn: string; endsOn: string },
  exceptId: string | null,
) {
  const [other] = await tx
    .select({ id: d.id, startsOn: d.startsOn, endsOn: d.endsOn })
    .from(d)
    .where(
      and(
        eq(d.companyId, row.companyId),
        eq(d.workplaceId, row.workplaceId),
        eq(d.shiftId, row.shiftId),
        eq(d.status, 'OPEN'),
        isNull(d.deletedAt),
        lte(d.startsOn, row.endsOn),
        gte(d.endsOn, row.startsOn),
        exceptId ? ne(d.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return other;
}

/** The live line of the company pairing the workplace and shift, locked; undefined when none. */
export async function lockLineOf(tx: Tx, companyId: string, workplaceId: string, shiftId: string) {
  const [row] = await tx
    .select()
    .from(scheduleLines)
    .where(
      and(
        eq(scheduleLines.companyId, companyId),
        eq(scheduleLines.workplaceId, workplaceId),
        eq(scheduleLines.shiftId, shiftId),
        isNull(scheduleLines.deletedAt),
      ),
    )
    .for('update');
  return row;
}

/** The stored line, if live. */
export async function liveLine(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(scheduleLines)
    .where(and(eq(scheduleLines.id, id), isNull(scheduleLines.deletedAt)));
  return row;
}

/** The cells of live lines holding a doctor (within the line's positions) on the days from `from` to `to`. */
const placedWhere = (lineIds: readonly string[], from: string, to: string) =>
  and(
    inIds(scheduleSlots.lineId, lineIds),
    between(scheduleSlots.day, from, to),
    isNotNull(scheduleSlots.doctorId),
    isNull(scheduleSlots.deletedAt),
    isNull(scheduleLines.deletedAt),
    sql`${scheduleSlots.position} < ${scheduleLines.positions}`,
  );

/** How many doctors each line has each day, line → day → count (decision 049: a demand's coverage). */
export async function placedCounts(
  tx: Tx,
  lineIds: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, Map<string, number>>> {
  const out = new Map<string, Map<string, number>>();
  if (lineIds.length === 0 || from > to) return out;
  const rows = await tx
    .select({ lineId: scheduleSlots.lineId, day: scheduleSlots.day, placed: count() })
    .from(scheduleSlots)
    .innerJoin(scheduleLines, eq(scheduleLines.id, scheduleSlots.lineId))
    .where(placedWhere(lineIds, from, to))
    .groupBy(scheduleSlots.lineId, scheduleSlots.day);
  for (const row of rows) {
    const days = out.get(row.lineId) ?? new Map<string, number>();
    days.set(row.day, Number(row.placed));
    out.set(row.lineId, days);
  }
  return out;
}

/** The doctors a line has on the days from `from` to `to`, by day then position. */
export function placedDoctors(tx: Tx, lineId: string, from: string, to: string) {
  return tx
    .select({ day: scheduleSlots.day, id: users.id, name: users.name, initials: users.sigla })
    .from(scheduleSlots)
    .innerJoin(scheduleLines, eq(scheduleLines.id, scheduleSlots.lineId))
    .innerJoin(users, eq(users.id, scheduleSlots.doctorId))
    .where(placedWhere([lineId], from, to))
    .orderBy(asc(scheduleSlots.day), asc(scheduleSlots.position));
}

/** The line's cells of a day that have a row (filled or cleared), by position. */
export function cellsOf(tx: Tx, lineId: string, day: string) {
  return tx
    .select({ position: scheduleSlots.position, doctorId: scheduleSlots.doctorId, version: scheduleSlots.version })
    .from(scheduleSlots)
    .where(and(eq(scheduleSlots.lineId, lineId), eq(scheduleSlots.day, day), isNull(scheduleSlots.deletedAt)))
    .orderBy(asc(scheduleSlots.position));
}

const applicationColumns = {
  id: a.id,
  demandId: a.demandId,
  day: a.day,
  status: a.status,
  doctorId: a.doctorId,
  doctorName: users.name,
  doctorInitials: users.sigla,
  changedByName: sql<string>`coalesce(${a.updatedByName}, ${a.createdByName})`,
  changedAt: sql<Date>`coalesce(${a.updatedAt}, ${a.createdAt})`.mapWith(a.createdAt),
};
export type ApplicationRow = Awaited<ReturnType<typeof applicationsWhere>>[number];

const applicationsWhere = (tx: Tx, where: SQL | undefined) =>
  tx
    .select(applicationColumns)
    .from(a)
    .innerJoin(users, eq(users.id, a.doctorId))
    .where(and(isNull(a.deletedAt), where))
    .orderBy(asc(a.day), asc(a.createdAt), asc(a.id));

/** The applications to a demand, by day then arrival. */
export const applicationsOf = (tx: Tx, demandId: string) => applicationsWhere(tx, eq(a.demandId, demandId));

/** A doctor's own applications to the demands. */
export function applicationsOfDoctor(tx: Tx, doctorId: string, demandIds: readonly string[]) {
  if (demandIds.length === 0) return Promise.resolve([]);
  return applicationsWhere(tx, and(eq(a.doctorId, doctorId), inArray(a.demandId, [...demandIds])));
}

/** The applications waiting for the coordinator, by demand. */
export async function pendingCounts(tx: Tx, demandIds: readonly string[]): Promise<Map<string, number>> {
  if (demandIds.length === 0) return new Map();
  const rows = await tx
    .select({ demandId: a.demandId, pending: count() })
    .from(a)
    .where(and(inIds(a.demandId, demandIds), eq(a.status, 'APPLIED'), isNull(a.deletedAt)))
    .groupBy(a.demandId);
  return new Map(rows.map((r) => [r.demandId, Number(r.pending)]));
}

/** The live applications (APPLIED or ASSIGNED) of a demand, day and doctor. */
export function liveApplications(tx: Tx, demandId: string) {
  return tx
    .select({ id: a.id, day: a.day, doctorId: a.doctorId, status: a.status })
    .from(a)
    .where(and(eq(a.demandId, demandId), inArray(a.status, ['APPLIED', 'ASSIGNED']), isNull(a.deletedAt)));
}

/** The stored application, as it is (to find its demand before taking the locks). */
export async function applicationById(tx: Tx, id: string): Promise<ApplicationDbRow | null> {
  const [row] = await tx.select().from(a).where(eq(a.id, id));
  return row ?? null;
}

/** The stored application, locked until the transaction ends. */
export async function lockApplication(tx: Tx, id: string): Promise<ApplicationDbRow | null> {
  const [row] = await tx.select().from(a).where(eq(a.id, id)).for('update');
  return row ?? null;
}

/** The company's live tags the doctor holds. */
export async function tagsHeldBy(tx: Tx, companyId: string, doctorId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ id: scheduleTags.id })
    .from(scheduleTags)
    .where(
      and(
        eq(scheduleTags.companyId, companyId),
        isNull(scheduleTags.deletedAt),
        sql`${doctorId}::uuid = any(${scheduleTags.doctorIds})`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}
