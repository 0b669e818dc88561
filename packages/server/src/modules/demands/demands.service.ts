import {
  messages,
  msg,
  type Demand,
  type DemandDetail,
  type Demands,
  type DemandsQuery,
  type DemandValues,
  type ScheduleLineOptions,
} from '@honora/contract';
import { addDays, formatDate, validateDemandDays, type CompanyModule, type DemandStatus } from '@honora/domain';
import { scheduleDemandApplications, scheduleDemands, withTenant, type Tx } from '@honora/db';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError, fieldError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { ROSTER_LOCK } from '../on-call';
import { lineOptions, liveShift, liveTag, liveWorkplace } from '../on-call-lines';
import { assertWritable, lockCompanyRule } from '../registries';
import { ensureLine } from './demand-line';
import * as repo from './demands.repository';
import { demandDetail, demandLabel, demandsAnswer, rangeText, stateText, today } from './demands.view';

/** platform.md §6 module demands. */
export const DEMANDS_MODULE: CompanyModule = 'demands';

const e = messages.screens.demands.errors;
/** With no period asked, the list shows today and the next 365 days. */
const DEFAULT_SPAN_DAYS = 365;

export const notFound = () => new AppError('notFound', { message: msg(messages.screens.registry.record, 'notFound') });

export const scopeOf = (auth: AuthSession, access: RequestAccess) => ({
  companyId: auth.companyId as string,
  tenant: tenantOf(auth, access),
});

/** GET /api/demands: the demands with a day in the period (in a state, when asked), with their coverage. */
export async function listDemands(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  query: DemandsQuery,
): Promise<Demands> {
  const { companyId, tenant } = scopeOf(auth, access);
  const from = query.from ?? today();
  const to = query.to ?? addDays(from, DEFAULT_SPAN_DAYS);
  return withTenant(ctx.db, tenant, async (tx) => {
    const rows = from <= to ? await repo.demandsMeeting(tx, companyId, from, to) : [];
    const items = await demandsAnswer(tx, rows);
    return {
      from,
      to,
      agendaDisplay: await repo.agendaDisplayOf(tx, companyId),
      items: query.status ? items.filter((i) => i.state === query.status) : items,
    };
  });
}

/** GET /api/demands/options: the workplaces, shifts and active tags a demand may name. */
export async function demandOptions(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
): Promise<ScheduleLineOptions> {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, (tx) => lineOptions(tx, companyId));
}

/** The company's live demand with its names; 404 for another company's, a removed one or none. */
export async function demandOf(tx: Tx, companyId: string, id: string): Promise<repo.DemandRow> {
  const row = await repo.demandById(tx, id);
  if (!row || row.companyId !== companyId) throw notFound();
  return row;
}

/** GET /api/demands/:id: the demand's days with coverage, the doctors on its line and the applications. */
export async function getDemand(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
): Promise<DemandDetail> {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => demandDetail(tx, await demandOf(tx, companyId, id)));
}

/** The period's rules (validateDemandDays), as field errors. */
function assertDays(body: DemandValues, keptStart: string | null) {
  const problems = validateDemandDays(body, today(), keptStart);
  if (problems.length === 0) return;
  const fields = problems.map((p) => fieldError(p.path, msg(e, p.code)));
  throw new AppError('inputError', { fields, message: fields[0]!.message });
}

/**
 * The workplace and shift are live ones of the company, the shift of any workplace or of this
 * one; the tag an active one of the company, or the one the demand already asks for.
 */
async function assertReferences(tx: Tx, companyId: string, body: DemandValues, currentTagId: string | null) {
  if (!(await liveWorkplace(tx, companyId, body.workplaceId)))
    throw AppError.field('inputError', 'workplaceId', msg(e, 'workplace'));
  const shift = await liveShift(tx, companyId, body.shiftId);
  if (!shift) throw AppError.field('inputError', 'shiftId', msg(e, 'shift'));
  if (shift.workplaceId !== null && shift.workplaceId !== body.workplaceId)
    throw AppError.field('inputError', 'shiftId', msg(e, 'shiftElsewhere'));
  if (body.requiredTagId === null) return;
  const tag = await liveTag(tx, companyId, body.requiredTagId);
  if (!tag || (!tag.active && tag.id !== currentTagId))
    throw AppError.field('inputError', 'requiredTagId', msg(e, 'tag'));
}

/** One OPEN demand per workplace and shift on a day: the coverage of a line is never counted twice. */
async function assertNoOverlap(tx: Tx, companyId: string, body: DemandValues, exceptId: string | null) {
  const other = await repo.overlappingDemand(tx, { companyId, ...body }, exceptId);
  if (!other) return;
  const names = await demandOf(tx, companyId, other.id);
  throw AppError.field(
    'statusError',
    'startsOn',
    msg(e, 'overlap', { line: demandLabel(names), range: rangeText(other.startsOn, other.endsOn) }),
  );
}

const columnsOf = (body: DemandValues) => ({
  workplaceId: body.workplaceId,
  shiftId: body.shiftId,
  startsOn: body.startsOn,
  endsOn: body.endsOn,
  doctorsNeeded: body.doctorsNeeded,
  requiredTagId: body.requiredTagId,
  priority: body.priority,
  description: body.description,
});

async function answer(tx: Tx, companyId: string, id: string): Promise<Demand> {
  const [demand] = await demandsAnswer(tx, [await demandOf(tx, companyId, id)]);
  return demand!;
}

/**
 * POST /api/demands (decision 049): the period's rules, the references, one open demand per
 * workplace and shift on a day; the roster's line of the pair is created or raised to the doctors
 * asked for. Under the roster's lock: a placement under way waits, or is seen.
 */
export async function createDemand(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  body: DemandValues,
): Promise<Demand> {
  const { companyId, tenant } = scopeOf(auth, access);
  assertWritable(access, companyId, DEMANDS_MODULE);
  assertDays(body, null);
  return withTenant(ctx.db, tenant, async (tx) => {
    await lockCompanyRule(tx, ROSTER_LOCK, companyId);
    await assertReferences(tx, companyId, body, null);
    await assertNoOverlap(tx, companyId, body, null);
    const lineId = await ensureLine(tx, companyId, body);
    const [row] = await tx
      .insert(scheduleDemands)
      .values({ companyId, ...columnsOf(body), lineId })
      .returning({ id: scheduleDemands.id });
    return answer(tx, companyId, row!.id);
  });
}

/** The stored demand, locked after the roster's lock; 404 unless it is the company's and live. */
export async function currentDemand(tx: Tx, companyId: string, id: string): Promise<repo.DemandDbRow> {
  await lockCompanyRule(tx, ROSTER_LOCK, companyId);
  const row = await repo.lockDemand(tx, id);
  if (!row || row.companyId !== companyId || row.deletedAt !== null) throw notFound();
  return row;
}

/** Only an OPEN demand changes: a closed or cancelled one is the coordinator's last word. */
export function assertOpen(row: { status: string }) {
  if (row.status === 'OPEN') return;
  const state = stateText(row.status as DemandStatus).toLowerCase();
  throw new AppError('statusError', { message: msg(e, 'notOpen', { state }) });
}

/**
 * PUT /api/demands/:id: an open demand changes. A demand under way keeps its first day; once
 * doctors applied, its workplace and shift stay, and its days keep every live application.
 */
export async function updateDemand(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: DemandValues,
): Promise<Demand> {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    const current = await currentDemand(tx, companyId, id);
    assertWritable(access, current.companyId, DEMANDS_MODULE);
    assertOpen(current);
    assertDays(body, current.startsOn);
    const live = await repo.liveApplications(tx, id);
    if (live.length > 0 && (current.workplaceId !== body.workplaceId || current.shiftId !== body.shiftId))
      throw AppError.field('statusError', 'shiftId', msg(e, 'moved'));
    const outside = [...new Set(live.map((a) => a.day).filter((day) => day < body.startsOn || day > body.endsOn))];
    if (outside.length > 0) {
      const days = outside.sort().map(formatDate).join(', ');
      throw AppError.field('statusError', 'startsOn', msg(e, 'applicationsOutside', { days }));
    }
    await assertReferences(tx, companyId, body, current.requiredTagId);
    await assertNoOverlap(tx, companyId, body, id);
    const lineId = await ensureLine(tx, companyId, body);
    await tx
      .update(scheduleDemands)
      .set({ ...columnsOf(body), lineId })
      .where(eq(scheduleDemands.id, id));
    return answer(tx, companyId, id);
  });
}

/**
 * POST /api/demands/:id/close and /cancel: the demand stops being offered and its waiting
 * applications are declined. The doctors already placed stay on the roster (decision 049).
 */
export async function endDemand(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  status: Exclude<DemandStatus, 'OPEN'>,
): Promise<Demand> {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    const current = await currentDemand(tx, companyId, id);
    assertWritable(access, current.companyId, DEMANDS_MODULE);
    assertOpen(current);
    await tx.update(scheduleDemands).set({ status }).where(eq(scheduleDemands.id, id));
    await tx
      .update(scheduleDemandApplications)
      .set({ status: 'DECLINED' })
      .where(and(eq(scheduleDemandApplications.demandId, id), eq(scheduleDemandApplications.status, 'APPLIED')));
    return answer(tx, companyId, id);
  });
}
