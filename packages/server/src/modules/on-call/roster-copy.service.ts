import { isExclusiveSlotCategory, timeOfMinute, type SlotCategory } from '@honora/contract';
import {
  addDays,
  checkAssignment,
  isNightShift,
  shiftTimes,
  zonedDay,
  zonedInstant,
  type ScheduleSlot,
} from '@honora/domain';
import { scheduleSlots, withTenant } from '@honora/db';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { assertWritable, lockCompanyRule } from '../registries';
import { domainSlot } from './roster-rules';
import * as repo from './roster.repository';
import { assertMonthOpen, loadRoster, monthDays, ON_CALL_MODULE, ROSTER_LOCK } from './roster.service';

/**
 * Copying into the month's open cells (platform.md §2 onCallSchedule: "copy last month or the
 * weekly pattern"; decision 043): each open cell from today on takes the doctor of the same line
 * and position on the source day — the same weekday of the previous month (the same occurrence:
 * the 2nd Tuesday from the 2nd Tuesday), or of the month's first week. Every placement is checked
 * by the roster's rules against the month as it grows; one that breaks a rule stays open.
 */
export type CopySource = 'previousMonth' | 'firstWeek';

/** The source day of `day` (null when it has none: a 5th weekday, a day of the first week itself). */
export function sourceDayOf(day: string, source: CopySource): string | null {
  const dom = Number(day.slice(8));
  if (source === 'firstWeek')
    return dom <= 7 ? null : `${day.slice(0, 8)}${String(((dom - 1) % 7) + 1).padStart(2, '0')}`;
  const occurrence = Math.ceil(dom / 7);
  const [year, month] = day.split('-').map(Number) as [number, number];
  const previous = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  const firstWeekday = new Date(`${previous}-01T12:00:00Z`).getUTCDay();
  const first = 1 + ((weekday - firstWeekday + 7) % 7);
  const candidate = first + (occurrence - 1) * 7;
  const { last } = monthDays(previous);
  return candidate <= Number(last.slice(8)) ? `${previous}-${String(candidate).padStart(2, '0')}` : null;
}

/** POST /api/on-call/months/:month/copy: how many open cells were filled, and how many the rules kept open. */
export async function copyIntoMonth(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  month: string,
  source: CopySource,
): Promise<{ placed: number; skipped: number }> {
  const companyId = auth.companyId as string;
  assertWritable(access, companyId, ON_CALL_MODULE);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    await lockCompanyRule(tx, ROSTER_LOCK, companyId);
    assertMonthOpen(await repo.findMonth(tx, companyId, `${month}-01`), month, auth);
    const roster = await loadRoster(tx, companyId, month);
    const sourceSlots =
      source === 'previousMonth'
        ? await repo.listSlots(tx, companyId, addDays(roster.first, -31), addDays(roster.first, -1))
        : roster.slots;
    const sourceDoctor = new Map(sourceSlots.map((s) => [`${s.lineId}|${s.day}|${s.position}`, s.doctorId]));
    const cells = new Map(roster.slots.map((s) => [`${s.lineId}|${s.day}|${s.position}`, s]));
    const active = new Set(roster.doctors.map((d) => d.id));
    const working: ScheduleSlot[] = roster.slots.map(domainSlot);
    const from = [zonedDay(Date.now()), roster.first].sort()[1] as string;
    let placed = 0;
    let skipped = 0;
    for (const line of roster.lines) {
      const start = timeOfMinute(line.startMinute);
      const end = timeOfMinute(line.endMinute);
      const exclusive = isExclusiveSlotCategory(line.slotCategory as SlotCategory);
      const night = isNightShift(start, end);
      for (let day = from; day <= roster.last; day = addDays(day, 1)) {
        const sourceDay = sourceDayOf(day, source);
        if (!sourceDay) continue;
        for (let position = 0; position < line.positions; position++) {
          const cell = cells.get(`${line.id}|${day}|${position}`);
          const doctorId = sourceDoctor.get(`${line.id}|${sourceDay}|${position}`);
          if (cell?.doctorId || !doctorId || !active.has(doctorId)) continue;
          const span = shiftTimes(day, start, end, zonedInstant);
          const id = cell?.id ?? `copy:${line.id}:${day}:${position}`;
          const candidate = {
            id,
            doctorId,
            workplaceId: line.workplaceId,
            ...span,
            exclusive,
            night,
            requiredTag: line.requiredTagId,
          };
          if (checkAssignment(candidate, working, roster.context).length > 0) {
            skipped++;
            continue;
          }
          const values = {
            doctorId,
            startsAt: new Date(span.start),
            endsAt: new Date(span.end),
            slotCategory: line.slotCategory,
            exclusive,
            night,
            workplaceId: line.workplaceId,
            shiftId: line.shiftId,
          };
          if (cell) {
            await tx
              .update(scheduleSlots)
              .set({ ...values, version: cell.version + 1 })
              .where(and(eq(scheduleSlots.id, cell.id), eq(scheduleSlots.version, cell.version)));
          } else {
            await tx.insert(scheduleSlots).values({ companyId, lineId: line.id, day, position, ...values });
          }
          const at = working.findIndex((s) => s.id === id);
          if (at >= 0) working[at] = candidate;
          else working.push(candidate);
          placed++;
        }
      }
    }
    return { placed, skipped };
  });
}
