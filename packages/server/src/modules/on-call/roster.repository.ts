import {
  companyMembers,
  scheduleLines,
  scheduleExceptions,
  scheduleLimits,
  scheduleMonths,
  scheduleSettings,
  scheduleVacations,
  scheduleShifts,
  scheduleSlots,
  scheduleTags,
  users,
  workplaces,
  type Tx,
} from '@honora/db';
import { and, asc, between, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';

/**
 * What the on-call roster reads (platform.md §2 onCallSchedule; decision 043): the month's
 * header, the roster's lines with their workplace and shift, the company's doctors and the
 * slots of a span of days. Every query runs inside the request's tenant transaction.
 */

export type MonthRow = typeof scheduleMonths.$inferSelect;

export async function findMonth(tx: Tx, companyId: string, month: string): Promise<MonthRow | undefined> {
  const [row] = await tx
    .select()
    .from(scheduleMonths)
    .where(and(eq(scheduleMonths.companyId, companyId), eq(scheduleMonths.month, month)));
  return row;
}

export interface LineRow {
  id: string;
  workplaceId: string;
  workplaceName: string;
  shiftId: string;
  shiftName: string;
  startMinute: number;
  endMinute: number;
  slotCategory: string;
  positions: number;
  onCallPercentage: string | null;
  /** The tag its doctors must hold (decision 044), with its name and colour; null when none. */
  requiredTagId: string | null;
  requiredTagName: string | null;
  requiredTagColor: string | null;
  active: boolean;
}

const lineColumns = {
  id: scheduleLines.id,
  workplaceId: scheduleLines.workplaceId,
  workplaceName: workplaces.name,
  shiftId: scheduleLines.shiftId,
  shiftName: scheduleShifts.name,
  startMinute: scheduleShifts.startMinute,
  endMinute: scheduleShifts.endMinute,
  slotCategory: scheduleShifts.slotCategory,
  positions: scheduleLines.positions,
  onCallPercentage: scheduleLines.onCallPercentage,
  requiredTagId: scheduleLines.requiredTagId,
  requiredTagName: scheduleTags.name,
  requiredTagColor: scheduleTags.color,
  active: scheduleLines.active,
};

const linesQuery = (tx: Tx) =>
  tx
    .select(lineColumns)
    .from(scheduleLines)
    .innerJoin(workplaces, eq(workplaces.id, scheduleLines.workplaceId))
    .innerJoin(scheduleShifts, eq(scheduleShifts.id, scheduleLines.shiftId))
    .leftJoin(scheduleTags, eq(scheduleTags.id, scheduleLines.requiredTagId));

/** The lines matching `where` (removed ones too, unless `where` says otherwise), with their workplace and shift. */
export const selectLines = (tx: Tx, where: SQL | undefined): Promise<LineRow[]> => linesQuery(tx).where(where);

/** The company's live lines, by workplace name then shift start (the grid's columns). */
export function listLines(tx: Tx, companyId: string): Promise<LineRow[]> {
  return linesQuery(tx)
    .where(and(eq(scheduleLines.companyId, companyId), isNull(scheduleLines.deletedAt)))
    .orderBy(
      asc(sql`${workplaces.sortKey} collate "C"`),
      asc(scheduleShifts.startMinute),
      asc(sql`${scheduleShifts.sortKey} collate "C"`),
      asc(scheduleLines.id),
    );
}

/** One live line of the company, its shift and workplace live too; undefined otherwise. */
export async function findLiveLine(tx: Tx, companyId: string, lineId: string): Promise<LineRow | undefined> {
  const [row] = await linesQuery(tx).where(
    and(
      eq(scheduleLines.id, lineId),
      eq(scheduleLines.companyId, companyId),
      isNull(scheduleLines.deletedAt),
      eq(scheduleLines.active, true),
      isNull(scheduleShifts.deletedAt),
      isNull(workplaces.deletedAt),
    ),
  );
  return row;
}

export interface DoctorRow {
  id: string;
  name: string;
  initials: string | null;
  isResident: boolean;
  /** False for a person named by a slot who is no longer among the company's doctors. */
  active: boolean;
}

/**
 * The doctors a slot may take: the company's active CLIENT members who are anesthetists or
 * residents (the anesthetists registry's people). A resident is one without the anesthetist type.
 */
export async function listDoctors(tx: Tx, companyId: string): Promise<DoctorRow[]> {
  const rows = await tx
    .select({ id: users.id, name: users.name, initials: users.sigla, userTypes: companyMembers.userTypes })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.workspace, 'CLIENT'),
        eq(companyMembers.isActive, true),
        isNull(companyMembers.deletedAt),
        isNull(users.deletedAt),
        sql`${companyMembers.userTypes} && array['KAnesthetist', 'KResident']::text[]`,
      ),
    )
    .orderBy(asc(sql`public.honora_sort_key(${users.name}) collate "C"`), asc(users.id));
  return rows.map(({ userTypes, ...row }) => ({
    ...row,
    isResident: userTypes.includes('KResident') && !userTypes.includes('KAnesthetist'),
    active: true,
  }));
}

/** People by id: those named by slots who are no longer among the doctors (their names stay on the roster), those to tell. */
export async function namesOf(tx: Tx, ids: readonly string[]): Promise<(DoctorRow & { email: string })[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: users.id, name: users.name, initials: users.sigla, email: users.email })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return rows.map((row) => ({ ...row, isResident: false, active: false }));
}

export interface SlotRow {
  id: string;
  lineId: string;
  workplaceId: string;
  day: string;
  position: number;
  startsAt: Date;
  endsAt: Date;
  exclusive: boolean;
  night: boolean;
  doctorId: string | null;
  /** The tag the slot's line asks its doctor for (decision 044): the line's as it is now. */
  requiredTagId: string | null;
  version: number;
  changedByName: string;
  changedAt: Date;
}

const slotColumns = {
  id: scheduleSlots.id,
  lineId: scheduleSlots.lineId,
  workplaceId: scheduleSlots.workplaceId,
  day: scheduleSlots.day,
  position: scheduleSlots.position,
  startsAt: scheduleSlots.startsAt,
  endsAt: scheduleSlots.endsAt,
  exclusive: scheduleSlots.exclusive,
  night: scheduleSlots.night,
  doctorId: scheduleSlots.doctorId,
  requiredTagId: scheduleLines.requiredTagId,
  version: scheduleSlots.version,
  changedByName: sql<string>`coalesce(${scheduleSlots.updatedByName}, ${scheduleSlots.createdByName})`,
  changedAt: sql<Date>`coalesce(${scheduleSlots.updatedAt}, ${scheduleSlots.createdAt})`.mapWith(
    scheduleSlots.createdAt,
  ),
};

/** The company's slots of the days from `from` to `to` (both included), in day order. */
export function listSlots(tx: Tx, companyId: string, from: string, to: string): Promise<SlotRow[]> {
  return tx
    .select(slotColumns)
    .from(scheduleSlots)
    .innerJoin(scheduleLines, eq(scheduleLines.id, scheduleSlots.lineId))
    .where(
      and(
        eq(scheduleSlots.companyId, companyId),
        between(scheduleSlots.day, from, to),
        isNull(scheduleSlots.deletedAt),
      ),
    )
    .orderBy(asc(scheduleSlots.day), asc(scheduleSlots.lineId), asc(scheduleSlots.position));
}

/** The slot of a cell, if the cell was ever filled. */
export async function findCell(tx: Tx, lineId: string, day: string, position: number): Promise<SlotRow | undefined> {
  const [row] = await tx
    .select(slotColumns)
    .from(scheduleSlots)
    .innerJoin(scheduleLines, eq(scheduleLines.id, scheduleSlots.lineId))
    .where(and(eq(scheduleSlots.lineId, lineId), eq(scheduleSlots.day, day), eq(scheduleSlots.position, position)));
  return row;
}

/** The company's schedule settings the rules read (scheduleConfig, the cooperative's cap); defaults without a row. */
export async function rosterSettingsOf(
  tx: Tx,
  companyId: string,
): Promise<{ minRestMinutes: number; monthlyShiftsCap: number | null }> {
  const [row] = await tx
    .select({ minRestMinutes: scheduleSettings.minRestMinutes, monthlyShiftsCap: scheduleSettings.monthlyShiftsCap })
    .from(scheduleSettings)
    .where(eq(scheduleSettings.companyId, companyId));
  return row ?? { minRestMinutes: 0, monthlyShiftsCap: null };
}

/** A period of days, both ends included ('YYYY-MM-DD'). */
export interface DayPeriod {
  startsOn: string;
  endsOn: string;
}

/** The live work exceptions and vacations meeting the days from `from` to `to`. */
export async function listAbsences(tx: Tx, companyId: string, from: string, to: string) {
  const exceptions = await tx
    .select({
      kind: scheduleExceptions.kind,
      doctorId: scheduleExceptions.doctorId,
      workplaceId: scheduleExceptions.workplaceId,
      startsOn: scheduleExceptions.startsOn,
      endsOn: scheduleExceptions.endsOn,
    })
    .from(scheduleExceptions)
    .where(
      and(
        eq(scheduleExceptions.companyId, companyId),
        isNull(scheduleExceptions.deletedAt),
        lte(scheduleExceptions.startsOn, to),
        gte(scheduleExceptions.endsOn, from),
      ),
    );
  const vacations = await tx
    .select({
      doctorId: scheduleVacations.doctorId,
      startsOn: scheduleVacations.startsOn,
      endsOn: scheduleVacations.endsOn,
    })
    .from(scheduleVacations)
    .where(
      and(
        eq(scheduleVacations.companyId, companyId),
        isNull(scheduleVacations.deletedAt),
        lte(scheduleVacations.startsOn, to),
        gte(scheduleVacations.endsOn, from),
      ),
    );
  return { exceptions, vacations };
}

/** The company's live tags (TagsSchedule, decision 044) with their names and holders: what the rule of tags reads. */
export function listTagHolders(tx: Tx, companyId: string) {
  return tx
    .select({ id: scheduleTags.id, name: scheduleTags.name, doctorIds: scheduleTags.doctorIds })
    .from(scheduleTags)
    .where(and(eq(scheduleTags.companyId, companyId), isNull(scheduleTags.deletedAt)));
}

/** Each doctor's own limits (SchedulesLimits), by doctor id. */
export function listLimits(tx: Tx, companyId: string) {
  return tx
    .select({
      doctorId: scheduleLimits.doctorId,
      weeklyMinutes: scheduleLimits.weeklyMinutes,
      monthlyMinutes: scheduleLimits.monthlyMinutes,
      monthlyShifts: scheduleLimits.monthlyShifts,
      consecutiveNights: scheduleLimits.consecutiveNights,
    })
    .from(scheduleLimits)
    .where(and(eq(scheduleLimits.companyId, companyId), isNull(scheduleLimits.deletedAt)));
}
