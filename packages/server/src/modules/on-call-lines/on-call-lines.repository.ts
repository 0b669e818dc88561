import { timeOfMinute, type ScheduleLine, type ScheduleLineOptions, type ScheduleTagColor } from '@honora/contract';
import { scheduleLines, scheduleShifts, scheduleSlots, scheduleTags, users, workplaces, type Tx } from '@honora/db';
import { and, asc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';

/** The queries of the on-call roster's lines (platform.md §2 ConfigOnCallSchedule; decision 043). */

const l = scheduleLines;
const s = scheduleShifts;
const w = workplaces;

type LineRow = typeof scheduleLines.$inferSelect;
type Category = ScheduleLine['slotCategory'];

/** The stored line, locked until the transaction ends (a change waits for a placement under way, and the reverse). */
export async function lockLine(tx: Tx, id: string): Promise<LineRow | null> {
  const [row] = await tx.select().from(l).where(eq(l.id, id)).for('update');
  return row ?? null;
}

/** A live workplace of the company, or null. */
export async function liveWorkplace(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select({ id: w.id })
    .from(w)
    .where(and(eq(w.id, id), eq(w.companyId, companyId), isNull(w.deletedAt)));
  return row ?? null;
}

/** A live shift of the company (with the one workplace it belongs to, if any), or null. */
export async function liveShift(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select({ id: s.id, workplaceId: s.workplaceId })
    .from(s)
    .where(and(eq(s.id, id), eq(s.companyId, companyId), isNull(s.deletedAt)));
  return row ?? null;
}

/** Another live line of the company for the same workplace and shift, if there is one. */
export async function sameLine(tx: Tx, companyId: string, workplaceId: string, shiftId: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: l.id })
    .from(l)
    .where(
      and(
        eq(l.companyId, companyId),
        eq(l.workplaceId, workplaceId),
        eq(l.shiftId, shiftId),
        isNull(l.deletedAt),
        exceptId ? sql`${l.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Whether the line has a doctor in a slot from `today` on (São Paulo's calendar day), at a
 * position from `fromPosition` (0-based) on: the slots a change would take away.
 */
export async function hasDoctorsFrom(tx: Tx, lineId: string, today: string, fromPosition = 0): Promise<boolean> {
  const [row] = await tx
    .select({ id: scheduleSlots.id })
    .from(scheduleSlots)
    .where(
      and(
        eq(scheduleSlots.lineId, lineId),
        isNotNull(scheduleSlots.doctorId),
        isNull(scheduleSlots.deletedAt),
        gte(scheduleSlots.day, today),
        gte(scheduleSlots.position, fromPosition),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A live tag of the company (decision 044) with its name, or null. */
export async function liveTag(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select({ id: scheduleTags.id, name: scheduleTags.name, active: scheduleTags.active })
    .from(scheduleTags)
    .where(and(eq(scheduleTags.id, id), eq(scheduleTags.companyId, companyId), isNull(scheduleTags.deletedAt)));
  return row ?? null;
}

/**
 * The names of the doctors placed in the line from `today` on who do not hold the tag: those a
 * line made to ask for it would leave in breach (decision 044).
 */
export async function untaggedDoctorsFrom(tx: Tx, lineId: string, today: string, tagId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ name: users.name })
    .from(scheduleSlots)
    .innerJoin(users, eq(users.id, scheduleSlots.doctorId))
    .where(
      and(
        eq(scheduleSlots.lineId, lineId),
        isNull(scheduleSlots.deletedAt),
        gte(scheduleSlots.day, today),
        sql`not exists (select 1 from schedule_tags t where t.id = ${tagId} and ${scheduleSlots.doctorId} = any(t.doctor_ids))`,
      ),
    )
    .orderBy(asc(users.name));
  return rows.map((r) => r.name);
}

/** What a line may name: the company's live workplaces, shifts and active tags, by name. */
export async function lineOptions(tx: Tx, companyId: string): Promise<ScheduleLineOptions> {
  const places = await tx
    .select({ id: w.id, name: w.name })
    .from(w)
    .where(and(eq(w.companyId, companyId), isNull(w.deletedAt)))
    .orderBy(asc(sql`${w.sortKey} collate "C"`), asc(w.id));
  const shifts = await tx
    .select({
      id: s.id,
      name: s.name,
      startMinute: s.startMinute,
      endMinute: s.endMinute,
      slotCategory: s.slotCategory,
      workplaceId: s.workplaceId,
    })
    .from(s)
    .where(and(eq(s.companyId, companyId), isNull(s.deletedAt)))
    .orderBy(asc(s.startMinute), asc(sql`${s.sortKey} collate "C"`), asc(s.id));
  const tags = await tx
    .select({ id: scheduleTags.id, name: scheduleTags.name, color: scheduleTags.color })
    .from(scheduleTags)
    .where(and(eq(scheduleTags.companyId, companyId), eq(scheduleTags.active, true), isNull(scheduleTags.deletedAt)))
    .orderBy(asc(sql`${scheduleTags.sortKey} collate "C"`), asc(scheduleTags.id));
  return {
    tags: tags.map((tag) => ({ ...tag, color: tag.color as ScheduleTagColor })),
    workplaces: places,
    shifts: shifts.map(({ startMinute, endMinute, slotCategory, ...shift }) => ({
      ...shift,
      start: timeOfMinute(startMinute),
      end: timeOfMinute(endMinute),
      slotCategory: slotCategory as Category,
    })),
  };
}
