import { scheduleDayPreferences, type Tx } from '@honora/db';
import { and, eq, isNull } from 'drizzle-orm';

/** The stored preferred and undesired days of a company's doctors (decision 051): queries only. */

export type DayPreferenceRow = typeof scheduleDayPreferences.$inferSelect;

export interface DayPreferenceColumns {
  preferredWeekdays: number[];
  undesiredWeekdays: number[];
  preferredDays: string[];
  undesiredDays: string[];
  note: string | null;
}

const live = (companyId: string) =>
  and(eq(scheduleDayPreferences.companyId, companyId), isNull(scheduleDayPreferences.deletedAt));

/** One doctor's row in the company, if they saved any. */
export async function findDayPreferences(
  tx: Tx,
  companyId: string,
  doctorId: string,
): Promise<DayPreferenceRow | undefined> {
  const [row] = await tx
    .select()
    .from(scheduleDayPreferences)
    .where(and(live(companyId), eq(scheduleDayPreferences.doctorId, doctorId)));
  return row;
}

/** Every doctor's row in the company. */
export function companyDayPreferences(tx: Tx, companyId: string): Promise<DayPreferenceRow[]> {
  return tx.select().from(scheduleDayPreferences).where(live(companyId));
}

/** Writes a doctor's row, creating it on the first save (one per doctor and company). */
export async function upsertDayPreferences(
  tx: Tx,
  companyId: string,
  doctorId: string,
  columns: DayPreferenceColumns,
): Promise<DayPreferenceRow> {
  const [row] = await tx
    .insert(scheduleDayPreferences)
    .values({ companyId, doctorId, ...columns })
    .onConflictDoUpdate({
      target: [scheduleDayPreferences.companyId, scheduleDayPreferences.doctorId],
      set: columns,
    })
    .returning();
  return row!;
}
