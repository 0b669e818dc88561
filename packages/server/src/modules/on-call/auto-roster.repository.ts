import { rowsOf, scheduleLines, scheduleShifts, scheduleWorkloads, workplaces, type Tx } from '@honora/db';
import { owedMinutes, type WorkloadPeriod } from '@honora/domain';
import type { RosterHistory } from '@honora/domain/schedules/auto-roster/types';
import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { selectLines, type LineRow } from './roster.repository';

/**
 * What the automatic fill reads besides the month's roster (decision 046 "In the app"): the lines
 * a doctor may be placed on, each doctor's nights and weekends of the months before, and the
 * minutes their workloads owe in the month (decision 047).
 */

/** The company's lines that take a doctor now: live and active, their shift and workplace live (as `findLiveLine`). */
export function placeableLines(tx: Tx, companyId: string): Promise<LineRow[]> {
  return selectLines(
    tx,
    and(
      eq(scheduleLines.companyId, companyId),
      isNull(scheduleLines.deletedAt),
      eq(scheduleLines.active, true),
      isNull(scheduleShifts.deletedAt),
      isNull(workplaces.deletedAt),
    ),
  );
}

/**
 * Each doctor's night slots and slots starting on a Saturday or Sunday on the days from `from` to
 * `to` (both included), as stored: a month still in draft counts too — it is the roster a coordinator
 * is building, and its nights are as real to fairness as a published month's.
 */
export async function historyOf(
  tx: Tx,
  companyId: string,
  from: string,
  to: string,
  holidays: ReadonlySet<string>,
): Promise<Map<string, RosterHistory>> {
  const rows = rowsOf<{
    doctor_id: string;
    nights: number | string;
    weekends: number | string;
    holidays: number | string;
  }>(
    await tx.execute(sql`
      select doctor_id,
             count(*) filter (where night) as nights,
             count(*) filter (where extract(isodow from day) >= 6) as weekends,
             count(*) filter (where day::text = any(${sql.param([...holidays])}::text[])) as holidays
        from schedule_slots
       where company_id = ${companyId} and deleted_at is null and doctor_id is not null
         and day between ${from} and ${to}
       group by doctor_id`),
  );
  return new Map(
    rows.map((r) => [
      r.doctor_id,
      { nights: Number(r.nights), weekends: Number(r.weekends), holidays: Number(r.holidays) },
    ]),
  );
}

/**
 * The presential minutes each doctor's workloads owe in `month` (decision 047 "Owed": prorated to
 * the days each binds; two workloads of a doctor in one month, one after the other, add up).
 */
export async function owedInMonth(
  tx: Tx,
  companyId: string,
  month: string,
  first: string,
  last: string,
): Promise<Map<string, number>> {
  const w = scheduleWorkloads;
  const rows = await tx
    .select({
      doctorId: w.doctorId,
      hoursPerPeriod: w.hoursPerPeriod,
      period: w.period,
      startsOn: w.startsOn,
      endsOn: w.endsOn,
    })
    .from(w)
    .where(
      and(
        eq(w.companyId, companyId),
        isNull(w.deletedAt),
        lte(w.startsOn, last),
        or(isNull(w.endsOn), gte(w.endsOn, first)),
      ),
    );
  const owed = new Map<string, number>();
  for (const row of rows) {
    const minutes = owedMinutes({ ...row, period: row.period as WorkloadPeriod }, month);
    owed.set(row.doctorId, (owed.get(row.doctorId) ?? 0) + minutes);
  }
  return owed;
}
