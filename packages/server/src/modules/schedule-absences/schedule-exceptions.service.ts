import {
  messages,
  msg,
  type AbsenceDoctor,
  type ScheduleException,
  type ScheduleExceptionList,
  type ScheduleExceptionListQuery,
  type ScheduleExceptionValues,
} from '@honora/contract';
import { addDays, zonedDay, type CompanyModule } from '@honora/domain';
import { scheduleExceptions, withTenant, type Tx } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { listDoctors, ROSTER_LOCK } from '../on-call';
import { assertWritable, lockCompanyRule } from '../registries';
import {
  exceptionById,
  listExceptions,
  liveWorkplace,
  liveWorkplaces,
  lockException,
  type ExceptionRow,
} from './schedule-absences.repository';

/** platform.md §6: work exceptions and vacations are the module "schedule off". */
export const ABSENCES_MODULE: CompanyModule = 'scheduleOff';

const errors = messages.screens.scheduleExceptions.errors;
/** Without `from`, the list starts a month back: what just ended stays in sight. */
const LIST_DAYS_BACK = 31;

export const notFound = () => new AppError('notFound', { message: msg(messages.screens.registry.record, 'notFound') });

/** São Paulo's calendar day now (decision 043: the roster's days are São Paulo's). */
export const todayInSaoPaulo = () => zonedDay(Date.now());

export const scopeOf = (auth: AuthSession, access: RequestAccess) => ({
  companyId: auth.companyId as string,
  tenant: tenantOf(auth, access),
});

/**
 * Serializes the absences' writes with the roster's (decision 043): a doctor is never placed on a
 * day while a vacation or an exception of that day is being written, nor the reverse.
 */
export const lockRoster = (tx: Tx, companyId: string) => lockCompanyRule(tx, ROSTER_LOCK, companyId);

/** The company's doctors as the forms offer them (the roster's own list: active anesthetists and residents). */
export async function absenceDoctors(tx: Tx, companyId: string): Promise<AbsenceDoctor[]> {
  return (await listDoctors(tx, companyId)).map(({ id, name, initials }) => ({ id, name, initials }));
}

function toException(row: ExceptionRow, today: string): ScheduleException {
  return {
    id: row.id,
    kind: row.kind,
    doctorId: row.doctorId,
    doctorName: row.doctorName,
    workplaceId: row.workplaceId,
    workplaceName: row.workplaceName,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    reason: row.reason,
    inForce: row.startsOn <= today && today <= row.endsOn,
    past: row.endsOn < today,
  };
}

async function answer(tx: Tx, id: string, today: string): Promise<ScheduleException> {
  const row = await exceptionById(tx, id);
  if (!row) throw notFound();
  return toException(row, today);
}

export async function listScheduleExceptions(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: ScheduleExceptionListQuery,
): Promise<ScheduleExceptionList> {
  const { companyId, tenant } = scopeOf(auth, access);
  const today = todayInSaoPaulo();
  return withTenant(ctx.db, tenant, async (tx) => ({
    items: (await listExceptions(tx, companyId, query.from ?? addDays(today, -LIST_DAYS_BACK), query.until)).map(
      (row) => toException(row, today),
    ),
    doctors: await absenceDoctors(tx, companyId),
    workplaces: await liveWorkplaces(tx, companyId),
  }));
}

/**
 * What an exception may name and when (platform.md §5 cannot schedule in the past): it starts
 * today or later, and its doctor is one of the company's doctors or its workplace a live one of
 * the company. The contract already paired the kind with its target and ordered the dates.
 */
async function assertValues(tx: Tx, companyId: string, body: ScheduleExceptionValues, today: string) {
  if (body.startsOn < today) throw AppError.field('inputError', 'startsOn', msg(errors, 'past'));
  if (body.kind === 'DOCTOR') {
    const doctors = await listDoctors(tx, companyId);
    if (!doctors.some((doctor) => doctor.id === body.doctorId))
      throw AppError.field('inputError', 'doctorId', msg(errors, 'doctor'));
  } else if (!(await liveWorkplace(tx, companyId, body.workplaceId as string))) {
    throw AppError.field('inputError', 'workplaceId', msg(errors, 'workplace'));
  }
}

/**
 * The selected company's live exception, locked; another company's, a removed one or none: 404.
 * platform.md §4: one in force cannot be edited or deleted; one that ended stays as it was.
 */
async function changeableException(tx: Tx, id: string, companyId: string, today: string) {
  const row = await lockException(tx, id);
  if (!row || row.companyId !== companyId || row.deletedAt !== null) throw notFound();
  if (row.endsOn < today) throw new AppError('statusError', { message: msg(errors, 'ended') });
  if (row.startsOn <= today) throw new AppError('statusError', { message: msg(errors, 'inForce') });
  return row;
}

const columnsOf = (body: ScheduleExceptionValues) => ({
  kind: body.kind,
  doctorId: body.doctorId,
  workplaceId: body.workplaceId,
  startsOn: body.startsOn,
  endsOn: body.endsOn,
  reason: body.reason,
});

export async function createScheduleException(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: ScheduleExceptionValues,
): Promise<ScheduleException> {
  const { companyId, tenant } = scopeOf(auth, access);
  assertWritable(access, companyId, ABSENCES_MODULE);
  const today = todayInSaoPaulo();
  return withTenant(ctx.db, tenant, async (tx) => {
    await lockRoster(tx, companyId);
    await assertValues(tx, companyId, body, today);
    const [inserted] = await tx
      .insert(scheduleExceptions)
      .values({ companyId, ...columnsOf(body) })
      .returning({ id: scheduleExceptions.id });
    return answer(tx, inserted!.id, today);
  });
}

export async function updateScheduleException(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: ScheduleExceptionValues,
): Promise<ScheduleException> {
  const { companyId, tenant } = scopeOf(auth, access);
  const today = todayInSaoPaulo();
  return withTenant(ctx.db, tenant, async (tx) => {
    await lockRoster(tx, companyId);
    const current = await changeableException(tx, id, companyId, today);
    assertWritable(access, current.companyId, ABSENCES_MODULE);
    await assertValues(tx, companyId, body, today);
    await tx.update(scheduleExceptions).set(columnsOf(body)).where(eq(scheduleExceptions.id, id));
    return answer(tx, id, today);
  });
}

/** Removes an exception that has not started yet (soft delete). */
export async function removeScheduleException(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
): Promise<ScheduleException> {
  const { companyId, tenant } = scopeOf(auth, access);
  const today = todayInSaoPaulo();
  return withTenant(ctx.db, tenant, async (tx) => {
    await lockRoster(tx, companyId);
    const current = await changeableException(tx, id, companyId, today);
    assertWritable(access, current.companyId, ABSENCES_MODULE);
    const removed = await answer(tx, id, today);
    await tx.update(scheduleExceptions).set({ deletedAt: new Date() }).where(eq(scheduleExceptions.id, id));
    return removed;
  });
}
