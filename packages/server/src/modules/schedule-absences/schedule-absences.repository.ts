import {
  rowsOf,
  scheduleExceptions,
  scheduleSettings,
  scheduleVacations,
  users,
  workplaces,
  type Tx,
} from '@honora/db';
import { and, asc, eq, gte, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';

/**
 * The queries of the work exceptions and the vacations (platform.md §2 exceptionServices,
 * VacationConfig): rows with the names they show, the company's live workplaces, the overlaps and
 * the doctors away per day. Every query runs inside the request's tenant transaction.
 */

const x = scheduleExceptions;
const v = scheduleVacations;
const w = workplaces;

export type ExceptionRow = typeof scheduleExceptions.$inferSelect & {
  doctorName: string | null;
  workplaceName: string | null;
};
export type VacationRow = typeof scheduleVacations.$inferSelect & { doctorName: string };

const selectExceptions = (tx: Tx, where: SQL | undefined) =>
  tx
    .select({ exception: x, doctorName: users.name, workplaceName: w.name })
    .from(x)
    .leftJoin(users, eq(users.id, x.doctorId))
    .leftJoin(w, eq(w.id, x.workplaceId))
    .where(where)
    .orderBy(asc(x.startsOn), asc(x.endsOn), asc(x.id));

const flatException = (row: {
  exception: typeof x.$inferSelect;
  doctorName: string | null;
  workplaceName: string | null;
}) => ({
  ...row.exception,
  doctorName: row.doctorName,
  workplaceName: row.workplaceName,
});

/** The company's live exceptions that touch the days from `from` to `until` (no end: every later one). */
export async function listExceptions(tx: Tx, companyId: string, from: string, until?: string): Promise<ExceptionRow[]> {
  const rows = await selectExceptions(
    tx,
    and(
      eq(x.companyId, companyId),
      isNull(x.deletedAt),
      gte(x.endsOn, from),
      until ? lte(x.startsOn, until) : undefined,
    ),
  );
  return rows.map(flatException);
}

/** One exception with its names (any company the tenant sees, removed or not). */
export async function exceptionById(tx: Tx, id: string): Promise<ExceptionRow | null> {
  const [row] = await selectExceptions(tx, eq(x.id, id));
  return row ? flatException(row) : null;
}

/** The stored exception, locked until the transaction ends. */
export async function lockException(tx: Tx, id: string) {
  const [row] = await tx.select().from(x).where(eq(x.id, id)).for('update');
  return row ?? null;
}

/** The company's live workplaces, by name. */
export function liveWorkplaces(tx: Tx, companyId: string): Promise<{ id: string; name: string }[]> {
  return tx
    .select({ id: w.id, name: w.name })
    .from(w)
    .where(and(eq(w.companyId, companyId), isNull(w.deletedAt)))
    .orderBy(asc(sql`${w.sortKey} collate "C"`), asc(w.id));
}

/** A live workplace of the company, or null. */
export async function liveWorkplace(tx: Tx, companyId: string, id: string) {
  const [row] = await tx
    .select({ id: w.id })
    .from(w)
    .where(and(eq(w.id, id), eq(w.companyId, companyId), isNull(w.deletedAt)));
  return row ?? null;
}

const selectVacations = (tx: Tx, where: SQL | undefined) =>
  tx
    .select({ vacation: v, doctorName: users.name })
    .from(v)
    .innerJoin(users, eq(users.id, v.doctorId))
    .where(where)
    .orderBy(asc(v.startsOn), asc(sql`public.honora_sort_key(${users.name}) collate "C"`), asc(v.id));

const flatVacation = (row: { vacation: typeof v.$inferSelect; doctorName: string }) => ({
  ...row.vacation,
  doctorName: row.doctorName,
});

/** The company's live vacations that touch the days from `from` to `until`. */
export async function listVacations(tx: Tx, companyId: string, from: string, until: string): Promise<VacationRow[]> {
  const rows = await selectVacations(
    tx,
    and(eq(v.companyId, companyId), isNull(v.deletedAt), gte(v.endsOn, from), lte(v.startsOn, until)),
  );
  return rows.map(flatVacation);
}

export async function vacationById(tx: Tx, id: string): Promise<VacationRow | null> {
  const [row] = await selectVacations(tx, eq(v.id, id));
  return row ? flatVacation(row) : null;
}

export async function lockVacation(tx: Tx, id: string) {
  const [row] = await tx.select().from(v).where(eq(v.id, id)).for('update');
  return row ?? null;
}

interface Period {
  doctorId: string;
  startsOn: string;
  endsOn: string;
}

/** Another live vacation of the doctor in the company that shares a day with the period, if any. */
export async function overlappingVacation(tx: Tx, companyId: string, period: Period, exceptId?: string) {
  const [row] = await tx
    .select({ id: v.id })
    .from(v)
    .where(
      and(
        eq(v.companyId, companyId),
        eq(v.doctorId, period.doctorId),
        isNull(v.deletedAt),
        lte(v.startsOn, period.endsOn),
        gte(v.endsOn, period.startsOn),
        exceptId ? ne(v.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The days of the period on which some other doctor of the company is on vacation, with how many
 * are ('YYYY-MM-DD', in day order); `exceptId` is the vacation being changed, left out.
 */
export async function doctorsAwayPerDay(
  tx: Tx,
  companyId: string,
  period: Omit<Period, 'doctorId'>,
  exceptId?: string,
): Promise<{ day: string; doctors: number }[]> {
  const result = await tx.execute(sql`
    select to_char(d.day, 'YYYY-MM-DD') as day, count(distinct ${v.doctorId})::int as doctors
      from generate_series(${period.startsOn}::date, ${period.endsOn}::date, interval '1 day') as d(day)
      join ${v} on ${v.companyId} = ${companyId} and ${v.deletedAt} is null
                and ${v.startsOn} <= d.day::date and ${v.endsOn} >= d.day::date
                ${exceptId ? sql`and ${v.id} <> ${exceptId}` : sql``}
     group by d.day
     order by d.day`);
  return rowsOf<{ day: string; doctors: number }>(result);
}

/** The company's cap on doctors away on one day (null: none, or no settings saved). */
export async function vacationCapOf(tx: Tx, companyId: string): Promise<number | null> {
  const [row] = await tx
    .select({ max: scheduleSettings.maxConcurrentVacations })
    .from(scheduleSettings)
    .where(eq(scheduleSettings.companyId, companyId));
  return row?.max ?? null;
}

/** Saves the cap, creating the company's settings row with the other columns' defaults when there is none. */
export async function saveVacationCap(tx: Tx, companyId: string, max: number | null): Promise<number | null> {
  const [row] = await tx
    .insert(scheduleSettings)
    .values({ companyId, maxConcurrentVacations: max })
    .onConflictDoUpdate({ target: scheduleSettings.companyId, set: { maxConcurrentVacations: max } })
    .returning({ max: scheduleSettings.maxConcurrentVacations });
  return row!.max;
}
