import {
  messages,
  msg,
  type DemandApplyBody,
  type DemandDetail,
  type OpenDemand,
  type OpenDemands,
} from '@honora/contract';
import { demandCoverage, formatDate, type DemandApplicationStatus } from '@honora/domain';
import { scheduleDemandApplications, withTenant, type Tx } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { assignInTx, listDoctors } from '../on-call';
import { assertWritable } from '../registries';
import * as repo from './demands.repository';
import { assertOpen, currentDemand, DEMANDS_MODULE, demandOf, notFound, scopeOf } from './demands.service';
import { applicationStatusText, demandDetail, demandLabel, openDemandOf, today } from './demands.view';

/**
 * The doctors' applications to an open demand's days, and the coordinator's answer (decision
 * 049): assigning places the doctor on the demand's line that day through the grid's own
 * placement (assignInTx: every rule of the roster), declining closes the application. Every
 * write takes the roster's lock first, so applications, assignments and placements never cross.
 */

const e = messages.screens.demands.errors;

async function isDoctor(tx: Tx, companyId: string, userId: string): Promise<boolean> {
  return (await listDoctors(tx, companyId)).some((d) => d.id === userId);
}

/** The demand as the doctor sees it, from the roster as it stands. */
async function openView(tx: Tx, row: repo.DemandRow, doctorId: string): Promise<OpenDemand> {
  const placed = row.lineId
    ? await repo.placedCounts(tx, [row.lineId], row.startsOn, row.endsOn)
    : new Map<string, Map<string, number>>();
  return openDemandOf(row, placed, await repo.applicationsOfDoctor(tx, doctorId, [row.id]));
}

/**
 * GET /api/demands/open: the OPEN demands offered to the signed-in doctor — those asking for no
 * tag or for one he holds — with the days from today on still uncovered and his own applications.
 */
export async function openDemands(ctx: AppContext, auth: AuthSession, access: RequestAccess): Promise<OpenDemands> {
  const { companyId, tenant } = scopeOf(auth, access);
  const me = auth.userId;
  return withTenant(ctx.db, tenant, async (tx) => {
    if (!(await isDoctor(tx, companyId, me))) return { isDoctor: false, items: [] };
    const now = today();
    const held = await repo.tagsHeldBy(tx, companyId, me);
    const rows = (await repo.openDemandsFrom(tx, companyId, now)).filter(
      (r) => r.requiredTagId === null || held.has(r.requiredTagId),
    );
    if (rows.length === 0) return { isDoctor: true, items: [] };
    const lineIds = [...new Set(rows.flatMap((r) => (r.lineId ? [r.lineId] : [])))];
    const last = rows.reduce((max, r) => (r.endsOn > max ? r.endsOn : max), now);
    const placed = await repo.placedCounts(tx, lineIds, now, last);
    const mine = await repo.applicationsOfDoctor(
      tx,
      me,
      rows.map((r) => r.id),
    );
    const items = rows.map((row) => openDemandOf(row, placed, mine)).filter((item) => item.days.length > 0);
    return { isDoctor: true, items };
  });
}

/**
 * POST /api/demands/:id/applications: the doctor applies to days of an open demand — each a day
 * of it, from today on, not yet covered, one he has not applied to nor is already placed on.
 * All the days or none.
 */
export async function applyToDemand(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  body: DemandApplyBody,
): Promise<OpenDemand> {
  const { companyId, tenant } = scopeOf(auth, access);
  const me = auth.userId;
  return withTenant(ctx.db, tenant, async (tx) => {
    await currentDemand(tx, companyId, id);
    const row = await demandOf(tx, companyId, id);
    if (!(await isDoctor(tx, companyId, me))) throw new AppError('statusError', { message: msg(e, 'notDoctor') });
    assertOpen(row);
    if (row.requiredTagId && !(await repo.tagsHeldBy(tx, companyId, me)).has(row.requiredTagId))
      throw new AppError('statusError', { message: msg(e, 'missingTag', { tag: row.requiredTagName ?? '' }) });
    const days = [...new Set(body.days)].sort();
    const placed = row.lineId ? await repo.placedDoctors(tx, row.lineId, row.startsOn, row.endsOn) : [];
    const coverage = new Map(demandCoverage(row, countByDay(placed)).days.map((c) => [c.day, c]));
    const mine = (await repo.applicationsOfDoctor(tx, me, [id])).filter((a) =>
      ['APPLIED', 'ASSIGNED'].includes(a.status),
    );
    const now = today();
    for (const day of days) {
      const shown = formatDate(day);
      const refuse = (key: 'dayOutside' | 'dayPast' | 'dayCovered' | 'alreadyApplied' | 'alreadyPlaced') =>
        AppError.field('statusError', 'days', msg(e, key, { day: shown }));
      const cover = coverage.get(day);
      if (!cover) throw refuse('dayOutside');
      if (day < now) throw refuse('dayPast');
      if (mine.some((a) => a.day === day)) throw refuse('alreadyApplied');
      if (placed.some((p) => p.day === day && p.id === me)) throw refuse('alreadyPlaced');
      if (cover.filled >= cover.needed) throw refuse('dayCovered');
    }
    await tx
      .insert(scheduleDemandApplications)
      .values(days.map((day) => ({ companyId, demandId: id, doctorId: me, day })));
    return openView(tx, row, me);
  });
}

function countByDay(placed: readonly { day: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const p of placed) counts.set(p.day, (counts.get(p.day) ?? 0) + 1);
  return counts;
}

/** The company's application, locked after the roster's lock, with its demand locked too; 404 otherwise. */
async function currentApplication(tx: Tx, companyId: string, id: string) {
  const found = await repo.applicationById(tx, id);
  if (!found || found.companyId !== companyId || found.deletedAt !== null) throw notFound();
  await currentDemand(tx, companyId, found.demandId);
  const application = (await repo.lockApplication(tx, id))!;
  return { application, demand: await demandOf(tx, companyId, application.demandId) };
}

function assertApplied(application: { status: string }) {
  if (application.status === 'APPLIED') return;
  const status = applicationStatusText(application.status as DemandApplicationStatus);
  throw new AppError('statusError', { message: msg(e, 'notApplied', { status }) });
}

const setStatus = (tx: Tx, id: string, status: DemandApplicationStatus) =>
  tx.update(scheduleDemandApplications).set({ status }).where(eq(scheduleDemandApplications.id, id));

/** POST /api/demand-applications/:id/withdraw: the doctor takes back his own application while it waits. */
export async function withdrawApplication(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
): Promise<OpenDemand> {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    const { application, demand } = await currentApplication(tx, companyId, id);
    if (application.doctorId !== auth.userId) throw notFound();
    assertApplied(application);
    await setStatus(tx, id, 'WITHDRAWN');
    return openView(tx, demand, auth.userId);
  });
}

/** POST /api/demand-applications/:id/decline: the coordinator declines an application that waits. */
export async function declineApplication(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
): Promise<DemandDetail> {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    const { application, demand } = await currentApplication(tx, companyId, id);
    assertWritable(access, application.companyId, DEMANDS_MODULE);
    assertApplied(application);
    await setStatus(tx, id, 'DECLINED');
    return demandDetail(tx, demand);
  });
}

/**
 * POST /api/demand-applications/:id/assign: the applicant goes into the first free position of
 * the demand's line that day, through the grid's placement (assignInTx: the month's header, the
 * doctor, every rule of the roster — a breach answers the rule's message and nothing is written),
 * and the application is ASSIGNED. A day already covered is refused; of two assignments of the
 * last position at once, the second waits on the roster's lock and then finds the day covered.
 */
export async function assignApplication(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
): Promise<DemandDetail> {
  const { companyId, tenant } = scopeOf(auth, access);
  return withTenant(ctx.db, tenant, async (tx) => {
    const { application, demand } = await currentApplication(tx, companyId, id);
    assertWritable(access, application.companyId, DEMANDS_MODULE);
    assertApplied(application);
    assertOpen(demand);
    const day = application.day;
    const shown = formatDate(day);
    if (day < today()) throw new AppError('statusError', { message: msg(e, 'dayPast', { day: shown }) });
    const line = demand.lineId ? await repo.liveLine(tx, demand.lineId) : undefined;
    if (!line) throw new AppError('statusError', { message: msg(e, 'lineGone') });
    const cells = await repo.cellsOf(tx, line.id, day);
    const filled = cells.filter((c) => c.doctorId !== null && c.position < line.positions).length;
    if (filled >= demand.doctorsNeeded)
      throw new AppError('statusError', { message: msg(e, 'dayCovered', { day: shown }) });
    const free = [...Array(line.positions).keys()].find((p) => !cells.some((c) => c.position === p && c.doctorId));
    if (free === undefined)
      throw new AppError('statusError', { message: msg(e, 'noPosition', { line: demandLabel(demand), day: shown }) });
    const cell = cells.find((c) => c.position === free);
    await assignInTx(tx, auth, companyId, day.slice(0, 7), {
      lineId: line.id,
      day,
      position: free,
      doctorId: application.doctorId,
      version: cell?.version ?? 0,
    });
    await setStatus(tx, id, 'ASSIGNED');
    return demandDetail(tx, demand);
  });
}
