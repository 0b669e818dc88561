import { inIds, rowsOf, scheduleMonths, scheduleWorkloads, type Tx } from '@honora/db';
import { and, asc, eq, gte, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';

/** The queries of the workloads (platform.md §2 workloads; decision 047). */

const w = scheduleWorkloads;
export type WorkloadRowDb = typeof scheduleWorkloads.$inferSelect;

/** The company's live workloads binding a day of [first, last]. */
export function workloadsBinding(tx: Tx, companyId: string, first: string, last: string): Promise<WorkloadRowDb[]> {
  return tx
    .select()
    .from(w)
    .where(
      and(
        eq(w.companyId, companyId),
        isNull(w.deletedAt),
        lte(w.startsOn, last),
        or(isNull(w.endsOn), gte(w.endsOn, first)),
      ),
    )
    .orderBy(asc(w.startsOn), asc(w.id));
}

/** The doctor's other live workloads: "one at a time" is checked against them. */
export function doctorWorkloads(tx: Tx, companyId: string, doctorId: string, exceptId: string | null) {
  return tx
    .select()
    .from(w)
    .where(
      and(
        eq(w.companyId, companyId),
        eq(w.doctorId, doctorId),
        isNull(w.deletedAt),
        exceptId ? ne(w.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(w.startsOn));
}

/** The stored workload, locked until the transaction ends. */
export async function lockWorkload(tx: Tx, id: string): Promise<WorkloadRowDb | null> {
  const [row] = await tx.select().from(w).where(eq(w.id, id)).for('update');
  return row ?? null;
}

/** The company's published months 'YYYY-MM' up to `last` (a day). */
export async function publishedMonths(tx: Tx, companyId: string, last: string): Promise<Set<string>> {
  const rows = await tx
    .select({ month: scheduleMonths.month })
    .from(scheduleMonths)
    .where(
      and(
        eq(scheduleMonths.companyId, companyId),
        isNotNull(scheduleMonths.publishedAt),
        isNull(scheduleMonths.deletedAt),
        lte(scheduleMonths.month, last),
      ),
    );
  return new Set(rows.map((r) => r.month.slice(0, 7)));
}

/**
 * The presential minutes of the roster, by workload and month, from the workload's start to `last`:
 * the slots of the workload's doctor on the days it binds, in published months only (decision 047:
 * sobreaviso is being reachable, not hours worked).
 */
export async function workedMinutes(
  tx: Tx,
  workloadIds: readonly string[],
  last: string,
): Promise<Map<string, Map<string, number>>> {
  const byWorkload = new Map<string, Map<string, number>>();
  if (workloadIds.length === 0) return byWorkload;
  const rows = rowsOf<{ workload_id: string; month: string; minutes: string }>(
    await tx.execute(sql`
      select w.id as workload_id, to_char(s.day, 'YYYY-MM') as month,
             (sum(extract(epoch from (s.ends_at - s.starts_at))) / 60)::bigint::text as minutes
        from schedule_workloads w
        join schedule_slots s
          on s.company_id = w.company_id and s.doctor_id = w.doctor_id and s.deleted_at is null and s.exclusive
         and s.day >= w.starts_on and (w.ends_on is null or s.day <= w.ends_on) and s.day <= ${last}
        join schedule_months m
          on m.company_id = s.company_id and m.month = date_trunc('month', s.day)::date
         and m.published_at is not null and m.deleted_at is null
       where ${inIds(sql`w.id`, workloadIds)}
       group by w.id, to_char(s.day, 'YYYY-MM')`),
  );
  for (const row of rows) {
    const months = byWorkload.get(row.workload_id) ?? new Map<string, number>();
    months.set(row.month, Number(row.minutes));
    byWorkload.set(row.workload_id, months);
  }
  return byWorkload;
}
