import { timeOfMinute, type DayPlace, type RosterDay, type SlotCategory } from '@honora/contract';
import { addDays, shiftTimes, zonedInstant } from '@honora/domain';
import { scheduleMonths, scheduleSlots, users, withTenant } from '@honora/db';
import { and, between, eq, gt, isNotNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import * as repo from './roster.repository';

/**
 * GET /api/on-call/days/:day: the day's roster per workplace, for the front desk (platform.md §2
 * daily schedules; decision 043). Every position of the day's lines — open ones included, so a
 * hole shows — and the slots of the day before that are still running (a night into the morning).
 * Three indexed reads, whatever the size of the company's history.
 */
export async function getRosterDay(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  day: string,
): Promise<RosterDay> {
  const companyId = auth.companyId as string;
  const from = new Date(zonedInstant(day, 0));
  const until = new Date(zonedInstant(addDays(day, 1), 0));
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const lines = await repo.listLines(tx, companyId);
    const slots = await tx
      .select({
        lineId: scheduleSlots.lineId,
        day: scheduleSlots.day,
        position: scheduleSlots.position,
        startsAt: scheduleSlots.startsAt,
        endsAt: scheduleSlots.endsAt,
        doctorId: scheduleSlots.doctorId,
        doctorName: users.name,
        doctorInitials: users.sigla,
        doctorPhone: users.phone,
      })
      .from(scheduleSlots)
      .leftJoin(users, eq(users.id, scheduleSlots.doctorId))
      .where(
        and(
          eq(scheduleSlots.companyId, companyId),
          between(scheduleSlots.day, addDays(day, -1), day),
          lt(scheduleSlots.startsAt, until),
          gt(scheduleSlots.endsAt, from),
        ),
      );
    const [month] = await tx
      .select({ id: scheduleMonths.id })
      .from(scheduleMonths)
      .where(
        and(
          eq(scheduleMonths.companyId, companyId),
          eq(scheduleMonths.month, `${day.slice(0, 7)}-01`),
          isNotNull(scheduleMonths.publishedAt),
        ),
      );

    const byCell = new Map(slots.map((s) => [`${s.lineId}|${s.day}|${s.position}`, s]));
    const groups = new Map<string, { workplaceId: string; workplaceName: string; places: DayPlace[] }>();
    for (const line of lines) {
      const group = groups.get(line.workplaceId) ?? {
        workplaceId: line.workplaceId,
        workplaceName: line.workplaceName,
        places: [],
      };
      groups.set(line.workplaceId, group);
      const base = { lineId: line.id, shiftName: line.shiftName, slotCategory: line.slotCategory as SlotCategory };
      // The night before, still running this morning (only where someone is in it).
      for (const s of slots.filter((x) => x.lineId === line.id && x.day < day && x.doctorId)) {
        group.places.push({ ...base, ...placeOf(s), position: s.position, day: s.day });
      }
      const span = shiftTimes(day, timeOfMinute(line.startMinute), timeOfMinute(line.endMinute), zonedInstant);
      for (let position = 0; position < line.positions; position++) {
        const s = byCell.get(`${line.id}|${day}|${position}`);
        group.places.push({
          ...base,
          position,
          day,
          ...(s
            ? placeOf(s)
            : {
                startsAt: new Date(span.start).toISOString(),
                endsAt: new Date(span.end).toISOString(),
                doctorId: null,
                doctorName: null,
                doctorInitials: null,
                doctorPhone: null,
              }),
        });
      }
    }
    for (const group of groups.values())
      group.places.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.position - b.position);
    return { day, published: month !== undefined, workplaces: [...groups.values()] };
  });
}

function placeOf(s: {
  startsAt: Date;
  endsAt: Date;
  doctorId: string | null;
  doctorName: string | null;
  doctorInitials: string | null;
  doctorPhone: string | null;
}) {
  return {
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt.toISOString(),
    doctorId: s.doctorId,
    doctorName: s.doctorId ? s.doctorName : null,
    doctorInitials: s.doctorId ? s.doctorInitials : null,
    doctorPhone: s.doctorId ? s.doctorPhone : null,
  };
}
