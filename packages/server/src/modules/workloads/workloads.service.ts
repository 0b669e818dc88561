import {
  messages,
  msg,
  type Workload,
  type WorkloadHistory,
  type Workloads,
  type WorkloadsQuery,
  type WorkloadValues,
} from '@honora/contract';
import {
  formatDate,
  validateWorkload,
  workloadBalances,
  zonedDay,
  type CompanyModule,
  type WorkloadPeriod,
  type WorkloadProblem,
  type WorkloadTerms,
} from '@honora/domain';
import { lastDayOfMonth } from '@honora/domain/contracts/calendar';
import { scheduleWorkloads, withTenant, type Tx } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError, fieldError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { listDoctors, namesOf } from '../on-call';
import { assertWritable, lockCompanyRule } from '../registries';
import {
  doctorWorkloads,
  lockWorkload,
  publishedMonths,
  workedMinutes,
  workloadsBinding,
  type WorkloadRowDb,
} from './workloads.repository';

/** platform.md §6 module workloads. */
export const WORKLOADS_MODULE: CompanyModule = 'workloads';
/** A doctor's workloads are written one at a time per company: "one at a time" cannot be raced. */
const WORKLOADS_LOCK = 'workloads';

const e = messages.screens.workloads.errors;
const notFound = () => new AppError('notFound', { message: msg(messages.screens.registry.record, 'notFound') });

const scopeOf = (auth: AuthSession, access: RequestAccess) => ({
  companyId: auth.companyId as string,
  tenant: tenantOf(auth, access),
});

const termsOf = (row: WorkloadRowDb): WorkloadTerms => ({
  hoursPerPeriod: row.hoursPerPeriod,
  period: row.period as WorkloadPeriod,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
});

type Doctor = Workload['doctor'];

/** The doctors the rows name: the company's active ones, and by name those who left (their workloads stay readable). */
async function doctorsById(tx: Tx, companyId: string, rows: readonly WorkloadRowDb[]) {
  const active = await listDoctors(tx, companyId);
  const byId = new Map<string, Doctor>(
    active.map(({ id, name, initials, isResident }) => [id, { id, name, initials, isResident }]),
  );
  const missing = [...new Set(rows.map((r) => r.doctorId))].filter((id) => !byId.has(id));
  for (const { id, name, initials } of await namesOf(tx, missing))
    byId.set(id, { id, name, initials, isResident: false });
  return { active: active.map(({ id, name, initials, isResident }) => ({ id, name, initials, isResident })), byId };
}

function toWorkload(row: WorkloadRowDb, doctors: ReadonlyMap<string, Doctor>): Workload {
  return {
    id: row.id,
    doctor: doctors.get(row.doctorId) ?? { id: row.doctorId, name: '', initials: null, isResident: false },
    hoursPerPeriod: row.hoursPerPeriod,
    period: row.period as WorkloadPeriod,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    notes: row.notes,
  };
}

/** The balances of the workloads from their starts through `month`, from the published roster. */
async function balancesThrough(tx: Tx, companyId: string, rows: readonly WorkloadRowDb[], month: string) {
  const last = lastDayOfMonth(month);
  const published = await publishedMonths(tx, companyId, last);
  const worked = await workedMinutes(
    tx,
    rows.map((r) => r.id),
    last,
  );
  return new Map(
    rows.map((row) => {
      const minutes = worked.get(row.id) ?? new Map<string, number>();
      const counted = new Map([...published].map((m) => [m, minutes.get(m) ?? 0]));
      return [row.id, workloadBalances(termsOf(row), counted, month)];
    }),
  );
}

/** GET /api/workloads?month: the workloads binding the month with its figures, and the doctors without one. */
export async function listWorkloads(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: WorkloadsQuery,
): Promise<Workloads> {
  const { companyId, tenant } = scopeOf(auth, access);
  const { month } = query;
  return withTenant(ctx.db, tenant, async (tx) => {
    const rows = await workloadsBinding(tx, companyId, `${month}-01`, lastDayOfMonth(month));
    const { active, byId } = await doctorsById(tx, companyId, rows);
    const balances = await balancesThrough(tx, companyId, rows, month);
    const published = (await publishedMonths(tx, companyId, lastDayOfMonth(month))).has(month);
    const items = rows
      .map((row) => ({ ...toWorkload(row, byId), balance: balances.get(row.id)!.at(-1)! }))
      .sort((a, b) => a.doctor.name.localeCompare(b.doctor.name, 'pt-BR') || a.startsOn.localeCompare(b.startsOn));
    const bound = new Set(rows.map((r) => r.doctorId));
    return {
      month,
      published,
      items,
      doctors: active,
      withoutWorkload: active.filter((d) => !bound.has(d.id)).map((d) => d.id),
    };
  });
}

/** GET /api/workloads/:id: the balance month by month from the start through this month (or the end). */
export async function workloadHistory(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
): Promise<WorkloadHistory> {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    const [row] = await tx.select().from(scheduleWorkloads).where(eq(scheduleWorkloads.id, id));
    if (!row || row.companyId !== companyId || row.deletedAt !== null) throw notFound();
    const { byId } = await doctorsById(tx, companyId, [row]);
    const month = zonedDay(Date.now()).slice(0, 7);
    const through = row.startsOn.slice(0, 7) > month ? row.startsOn.slice(0, 7) : month;
    const months = (await balancesThrough(tx, companyId, [row], through)).get(row.id)!;
    return { workload: toWorkload(row, byId), months };
  });
}

async function problemsError(tx: Tx, problems: readonly WorkloadProblem[], doctor: string): Promise<AppError> {
  const fields = [];
  for (const p of problems) {
    if (p.code === 'overlap') {
      const [other] = await tx.select().from(scheduleWorkloads).where(eq(scheduleWorkloads.id, p.otherId!));
      const range = other!.endsOn
        ? `${formatDate(other!.startsOn)} a ${formatDate(other!.endsOn)}`
        : `a partir de ${formatDate(other!.startsOn)}`;
      fields.push(fieldError(p.path, msg(e, 'overlap', { doctor, range })));
    } else fields.push(fieldError(p.path, msg(e, p.code)));
  }
  return new AppError('inputError', { fields, message: fields[0]!.message });
}

/** Checks the body: an active doctor of the company, the rules of the workload, one at a time per doctor. */
async function checkBody(tx: Tx, companyId: string, id: string | null, body: WorkloadValues): Promise<void> {
  const doctor = (await listDoctors(tx, companyId)).find((d) => d.id === body.doctorId);
  if (!doctor) throw AppError.field('inputError', 'doctorId', msg(e, 'doctor'));
  const others = (await doctorWorkloads(tx, companyId, body.doctorId, id)).map((o) => ({
    id: o.id,
    doctorId: o.doctorId,
    startsOn: o.startsOn,
    endsOn: o.endsOn,
  }));
  const problems = validateWorkload({ ...body, id, doctorId: body.doctorId }, others);
  if (problems.length > 0) throw await problemsError(tx, problems, doctor.name);
}

const columnsOf = (body: WorkloadValues) => ({
  doctorId: body.doctorId,
  hoursPerPeriod: body.hoursPerPeriod,
  period: body.period,
  startsOn: body.startsOn,
  endsOn: body.endsOn,
  notes: body.notes,
});

async function answer(tx: Tx, companyId: string, row: WorkloadRowDb): Promise<Workload> {
  return toWorkload(row, (await doctorsById(tx, companyId, [row])).byId);
}

async function currentWorkload(tx: Tx, id: string, companyId: string): Promise<WorkloadRowDb> {
  const row = await lockWorkload(tx, id);
  if (!row || row.companyId !== companyId || row.deletedAt !== null) throw notFound();
  return row;
}

export async function createWorkload(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: WorkloadValues,
): Promise<Workload> {
  const { companyId, tenant } = scopeOf(auth, access);
  assertWritable(access, companyId, WORKLOADS_MODULE);
  return withTenant(ctx.db, tenant, async (tx) => {
    await lockCompanyRule(tx, WORKLOADS_LOCK, companyId);
    await checkBody(tx, companyId, null, body);
    const [row] = await tx
      .insert(scheduleWorkloads)
      .values({ companyId, ...columnsOf(body) })
      .returning();
    return answer(tx, companyId, row!);
  });
}

export async function updateWorkload(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: WorkloadValues,
): Promise<Workload> {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    await lockCompanyRule(tx, WORKLOADS_LOCK, companyId);
    const current = await currentWorkload(tx, id, companyId);
    assertWritable(access, current.companyId, WORKLOADS_MODULE);
    await checkBody(tx, companyId, id, body);
    const [row] = await tx
      .update(scheduleWorkloads)
      .set(columnsOf(body))
      .where(eq(scheduleWorkloads.id, id))
      .returning();
    return answer(tx, companyId, row!);
  });
}

export async function removeWorkload(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
): Promise<Workload> {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    const current = await currentWorkload(tx, id, companyId);
    assertWritable(access, current.companyId, WORKLOADS_MODULE);
    await tx.update(scheduleWorkloads).set({ deletedAt: new Date() }).where(eq(scheduleWorkloads.id, id));
    return answer(tx, companyId, current);
  });
}
