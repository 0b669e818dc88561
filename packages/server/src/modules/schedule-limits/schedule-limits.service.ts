import {
  messages,
  msg,
  type MonthlyShiftsCapValues,
  type ScheduleLimit,
  type ScheduleLimits,
  type ScheduleLimitValues,
} from '@honora/contract';
import type { CompanyModule } from '@honora/domain';
import { withTenant } from '@honora/db';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { listDoctors, type DoctorRow } from '../on-call';
import { assertWritable } from '../registries';
import {
  liveLimits,
  monthlyShiftsCapOf,
  removeLimits,
  saveMonthlyShiftsCap,
  upsertLimits,
  type StoredLimits,
} from './schedule-limits.repository';

/** platform.md §6: the schedule limits are the module schedule's; the cap is its manager's. */
export const SCHEDULE_MODULE: CompanyModule = 'schedule';

const MINUTES_PER_HOUR = 60;
const errors = messages.screens.scheduleLimits.errors;
const NO_LIMITS: StoredLimits = {
  weeklyMinutes: null,
  monthlyMinutes: null,
  monthlyShifts: null,
  consecutiveNights: null,
};

const scopeOf = (auth: AuthSession, access: RequestAccess) => ({
  companyId: auth.companyId as string,
  tenant: tenantOf(auth, access),
});

const hoursOf = (minutes: number | null) => (minutes === null ? null : minutes / MINUTES_PER_HOUR);
const minutesOf = (hours: number | null) => (hours === null ? null : hours * MINUTES_PER_HOUR);

/** A doctor with their limits as the screen shows them: hours, not the minutes stored. */
function toLimit(doctor: DoctorRow, stored: StoredLimits): ScheduleLimit {
  return {
    doctorId: doctor.id,
    name: doctor.name,
    initials: doctor.initials,
    isResident: doctor.isResident,
    weeklyHours: hoursOf(stored.weeklyMinutes),
    monthlyHours: hoursOf(stored.monthlyMinutes),
    monthlyShifts: stored.monthlyShifts,
    consecutiveNights: stored.consecutiveNights,
  };
}

/**
 * Every active anesthetist and resident of the selected company with their limits — those
 * without a row answered with nulls — and the cooperative's cap.
 */
export async function listScheduleLimits(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
): Promise<ScheduleLimits> {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    const doctors = await listDoctors(tx, companyId);
    const stored = new Map((await liveLimits(tx, companyId)).map((row) => [row.doctorId, row]));
    return {
      items: doctors.map((doctor) => toLimit(doctor, stored.get(doctor.id) ?? NO_LIMITS)),
      monthlyShiftsCap: await monthlyShiftsCapOf(tx, companyId),
      canManage: access.allows(SCHEDULE_MODULE, 'manager'),
    };
  });
}

/**
 * Sets a doctor's limits (hours typed whole, kept as minutes). All four blank removes the
 * doctor's row (soft delete). Someone who is not one of the company's doctors: 404 on the field.
 */
export async function saveScheduleLimits(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  doctorId: string,
  body: ScheduleLimitValues,
): Promise<ScheduleLimit> {
  const { companyId, tenant } = scopeOf(auth, access);
  assertWritable(access, companyId, SCHEDULE_MODULE);
  const values: StoredLimits = {
    weeklyMinutes: minutesOf(body.weeklyHours),
    monthlyMinutes: minutesOf(body.monthlyHours),
    monthlyShifts: body.monthlyShifts,
    consecutiveNights: body.consecutiveNights,
  };
  return withTenant(ctx.db, tenant, async (tx) => {
    const doctor = (await listDoctors(tx, companyId)).find((d) => d.id === doctorId);
    if (!doctor) throw AppError.field('notFound', 'doctorId', msg(errors, 'doctor'));
    if (Object.values(values).every((value) => value === null)) await removeLimits(tx, companyId, doctorId);
    else await upsertLimits(tx, companyId, doctorId, values);
    return toLimit(doctor, values);
  });
}

/** Sets the cooperative's cap (platform.md §6) of the selected company: the coordinator's (manager). */
export async function saveScheduleLimitSettings(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: MonthlyShiftsCapValues,
): Promise<{ monthlyShiftsCap: number | null }> {
  const { companyId, tenant } = scopeOf(auth, access);
  assertWritable(access, companyId, SCHEDULE_MODULE);
  const cap = await withTenant(ctx.db, tenant, (tx) => saveMonthlyShiftsCap(tx, companyId, body.monthlyShiftsCap));
  return { monthlyShiftsCap: cap };
}
