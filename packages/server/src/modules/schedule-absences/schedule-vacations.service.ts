import {
  messages,
  msg,
  periodDays,
  type ScheduleVacation,
  type ScheduleVacationList,
  type ScheduleVacationListQuery,
  type ScheduleVacationValues,
  type VacationSettings,
  type VacationSettingsBody,
} from '@honora/contract';
import { formatDate } from '@honora/domain';
import { scheduleVacations, withTenant, type Tx } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { assertWritable, lockCompanyRule } from '../registries';
import { listDoctors } from '../on-call';
import {
  doctorsAwayPerDay,
  listVacations,
  lockVacation,
  overlappingVacation,
  saveVacationCap,
  vacationById,
  vacationCapOf,
  type VacationRow,
} from './schedule-absences.repository';
import {
  ABSENCES_MODULE,
  absenceDoctors,
  lockRoster,
  notFound,
  scopeOf,
  todayInSaoPaulo,
} from './schedule-exceptions.service';

const errors = messages.screens.scheduleVacations.errors;
/** The rule lock of the vacations' checks: of two requests, the second counts the first's vacation. */
const VACATION_RULE = 'schedule-vacations';

const toVacation = (row: VacationRow): ScheduleVacation => ({
  id: row.id,
  doctorId: row.doctorId,
  doctorName: row.doctorName,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  notes: row.notes,
  days: periodDays(row.startsOn, row.endsOn),
});

async function answer(tx: Tx, id: string): Promise<ScheduleVacation> {
  const row = await vacationById(tx, id);
  if (!row) throw notFound();
  return toVacation(row);
}

export async function listScheduleVacations(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: ScheduleVacationListQuery,
): Promise<ScheduleVacationList> {
  const { companyId, tenant } = scopeOf(auth, access);
  const year = query.year ?? Number(todayInSaoPaulo().slice(0, 4));
  return withTenant(ctx.db, tenant, async (tx) => ({
    year,
    items: (await listVacations(tx, companyId, `${year}-01-01`, `${year}-12-31`)).map(toVacation),
    doctors: await absenceDoctors(tx, companyId),
    maxConcurrentVacations: await vacationCapOf(tx, companyId),
  }));
}

/**
 * The rules of a vacation (platform.md §2 VacationConfig), checked under the company's rule lock
 * so two requests cannot both pass: it does not end in the past, its doctor is one of the
 * company's doctors, it shares no day with another vacation of the doctor, and on none of its
 * days would more doctors be away than the company's cap.
 */
async function assertRules(tx: Tx, companyId: string, body: ScheduleVacationValues, today: string, exceptId?: string) {
  if (body.endsOn < today) throw AppError.field('inputError', 'endsOn', msg(errors, 'endedPeriod'));
  const doctors = await listDoctors(tx, companyId);
  if (!doctors.some((doctor) => doctor.id === body.doctorId))
    throw AppError.field('inputError', 'doctorId', msg(errors, 'doctor'));
  await lockCompanyRule(tx, VACATION_RULE, companyId);
  if (await overlappingVacation(tx, companyId, body, exceptId))
    throw AppError.field('inputError', 'startsOn', msg(errors, 'overlap'));
  const max = await vacationCapOf(tx, companyId);
  if (max === null) return;
  const full = (await doctorsAwayPerDay(tx, companyId, body, exceptId)).find((day) => day.doctors >= max);
  if (full) {
    const message = msg(errors, 'cap', { day: formatDate(full.day), count: full.doctors, max });
    throw AppError.field('inputError', 'startsOn', message);
  }
}

/** The selected company's live vacation, locked; 404 otherwise. One that ended stays as it was. */
async function changeableVacation(tx: Tx, id: string, companyId: string, today: string) {
  const row = await lockVacation(tx, id);
  if (!row || row.companyId !== companyId || row.deletedAt !== null) throw notFound();
  if (row.endsOn < today) throw new AppError('statusError', { message: msg(errors, 'ended') });
  return row;
}

const columnsOf = (body: ScheduleVacationValues) => ({
  doctorId: body.doctorId,
  startsOn: body.startsOn,
  endsOn: body.endsOn,
  notes: body.notes,
});

export async function createScheduleVacation(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: ScheduleVacationValues,
): Promise<ScheduleVacation> {
  const { companyId, tenant } = scopeOf(auth, access);
  assertWritable(access, companyId, ABSENCES_MODULE);
  const today = todayInSaoPaulo();
  return withTenant(ctx.db, tenant, async (tx) => {
    await lockRoster(tx, companyId);
    await assertRules(tx, companyId, body, today);
    const [inserted] = await tx
      .insert(scheduleVacations)
      .values({ companyId, ...columnsOf(body) })
      .returning({ id: scheduleVacations.id });
    return answer(tx, inserted!.id);
  });
}

export async function updateScheduleVacation(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: ScheduleVacationValues,
): Promise<ScheduleVacation> {
  const { companyId, tenant } = scopeOf(auth, access);
  const today = todayInSaoPaulo();
  return withTenant(ctx.db, tenant, async (tx) => {
    await lockRoster(tx, companyId);
    const current = await changeableVacation(tx, id, companyId, today);
    assertWritable(access, current.companyId, ABSENCES_MODULE);
    await assertRules(tx, companyId, body, today, id);
    await tx.update(scheduleVacations).set(columnsOf(body)).where(eq(scheduleVacations.id, id));
    return answer(tx, id);
  });
}

/** Removes a vacation that has not ended (soft delete). */
export async function removeScheduleVacation(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
): Promise<ScheduleVacation> {
  const { companyId, tenant } = scopeOf(auth, access);
  const today = todayInSaoPaulo();
  return withTenant(ctx.db, tenant, async (tx) => {
    await lockRoster(tx, companyId);
    const current = await changeableVacation(tx, id, companyId, today);
    assertWritable(access, current.companyId, ABSENCES_MODULE);
    const removed = await answer(tx, id);
    await tx.update(scheduleVacations).set({ deletedAt: new Date() }).where(eq(scheduleVacations.id, id));
    return removed;
  });
}

/** Saves the company's cap on doctors away on one day (null: none); it binds the vacations entered from now on. */
export async function saveVacationSettings(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: VacationSettingsBody,
): Promise<VacationSettings> {
  const { companyId, tenant } = scopeOf(auth, access);
  assertWritable(access, companyId, ABSENCES_MODULE);
  const max = await withTenant(ctx.db, tenant, (tx) => saveVacationCap(tx, companyId, body.maxConcurrentVacations));
  return { maxConcurrentVacations: max };
}
