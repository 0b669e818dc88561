import { scheduleLimits, scheduleSettings, type Tx } from '@honora/db';
import { and, eq, isNull, sql } from 'drizzle-orm';

/**
 * The queries of the schedule limits (platform.md §2 SchedulesLimits; §6 the cooperative's cap):
 * a doctor's live row in `schedule_limits` (one per company and doctor, soft-deleted when
 * cleared) and `schedule_settings.monthly_shifts_cap`. They run in the request's tenant transaction.
 */

const l = scheduleLimits;

/** A doctor's limits as stored: minutes for the hours, null for no limit. */
export interface StoredLimits {
  weeklyMinutes: number | null;
  monthlyMinutes: number | null;
  monthlyShifts: number | null;
  consecutiveNights: number | null;
}

const limitColumns = {
  doctorId: l.doctorId,
  weeklyMinutes: l.weeklyMinutes,
  monthlyMinutes: l.monthlyMinutes,
  monthlyShifts: l.monthlyShifts,
  consecutiveNights: l.consecutiveNights,
};

/** The company's live limit rows. */
export function liveLimits(tx: Tx, companyId: string): Promise<(StoredLimits & { doctorId: string })[]> {
  return tx
    .select(limitColumns)
    .from(l)
    .where(and(eq(l.companyId, companyId), isNull(l.deletedAt)));
}

/**
 * Writes the doctor's live row: inserted, or changed in place when one exists (the partial
 * unique index decides, so two requests at once end in one row).
 */
export async function upsertLimits(tx: Tx, companyId: string, doctorId: string, values: StoredLimits): Promise<void> {
  await tx
    .insert(l)
    .values({ companyId, doctorId, ...values })
    .onConflictDoUpdate({
      target: [l.companyId, l.doctorId],
      targetWhere: sql`${l.deletedAt} is null`,
      set: values,
    });
}

/** Soft-deletes the doctor's live row, if any: no limits. */
export async function removeLimits(tx: Tx, companyId: string, doctorId: string): Promise<void> {
  await tx
    .update(l)
    .set({ deletedAt: new Date() })
    .where(and(eq(l.companyId, companyId), eq(l.doctorId, doctorId), isNull(l.deletedAt)));
}

/** The cooperative's cap on presential shifts a month (null: none, or no settings saved). */
export async function monthlyShiftsCapOf(tx: Tx, companyId: string): Promise<number | null> {
  const [row] = await tx
    .select({ cap: scheduleSettings.monthlyShiftsCap })
    .from(scheduleSettings)
    .where(eq(scheduleSettings.companyId, companyId));
  return row?.cap ?? null;
}

/** Saves the cap; a company without settings gets them with every other column's default. */
export async function saveMonthlyShiftsCap(tx: Tx, companyId: string, cap: number | null): Promise<number | null> {
  const [row] = await tx
    .insert(scheduleSettings)
    .values({ companyId, monthlyShiftsCap: cap })
    .onConflictDoUpdate({ target: scheduleSettings.companyId, set: { monthlyShiftsCap: cap } })
    .returning({ cap: scheduleSettings.monthlyShiftsCap });
  return row?.cap ?? null;
}
