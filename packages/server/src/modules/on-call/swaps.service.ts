import { messages, msg, type Swap, type SwapList } from '@honora/contract';
import { brazilDateTime, checkAssignment, formatMonth } from '@honora/domain';
import { scheduleSlots, scheduleSwaps, withTenant, type Tx } from '@honora/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { swapCreateBodySchema } from '@honora/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { AuthSession } from '../../http/auth-context';
import type { RequestAccess } from '../../http/guard';
import { tenantOf } from '../../http/tenant';
import { lockCompanyRule } from '../registries';
import { domainSlot, rosterNames, violationText } from './roster-rules';
import * as roster from './roster.repository';
import { loadRoster, monthDays, ON_CALL_MODULE, ROSTER_LOCK } from './roster.service';
import * as repo from './swaps.repository';

/**
 * Swaps and hand-overs (platform.md §3 schedule change statuses Pending, Accepted, Rejected,
 * Error, Cancelled; decision 043). A doctor asks; the colleague accepts (anyone takes an open
 * offer); where the company requires it a coordinator approves. Applying is checked by the same
 * rules as the grid, on the roster as it is then: a breach leaves the request in Error.
 */

const se = messages.screens.scheduleSwaps.errors;
type CreateValues = z.output<typeof swapCreateBodySchema>;
const iso = (at: Date | null) => at?.toISOString() ?? null;
const summary = (s: repo.SlotSummaryRow) => ({
  id: s.id,
  day: s.day,
  workplaceName: s.workplaceName,
  shiftName: s.shiftName,
  startsAt: s.startsAt.toISOString(),
  endsAt: s.endsAt.toISOString(),
});

const coordinates = (access: RequestAccess) => access.allows(ON_CALL_MODULE, 'scheduler');

/** What the signed-in user is to the requests: may they take an open offer (one of the company's doctors)? */
interface Viewer {
  auth: AuthSession;
  access: RequestAccess;
  isDoctor: boolean;
}

async function viewerOf(tx: Tx, auth: AuthSession, access: RequestAccess): Promise<Viewer> {
  const doctors = await roster.listDoctors(tx, auth.companyId as string);
  return { auth, access, isDoctor: doctors.some((d) => d.id === auth.userId) };
}

async function toSwap(tx: Tx, row: repo.SwapRow, viewer: Viewer, needsApproval: boolean) {
  const { auth, access } = viewer;
  const ids = [row.slotId, ...(row.counterSlotId ? [row.counterSlotId] : [])];
  const slots = await repo.slotSummaries(tx, inArray(scheduleSlots.id, ids));
  const slot = slots.find((s) => s.id === row.slotId) as repo.SlotSummaryRow;
  const counter = slots.find((s) => s.id === row.counterSlotId) ?? null;
  const pending = row.status === 'Pending';
  const me = auth.userId;
  const isTarget =
    row.targetDoctorId === me || (row.targetDoctorId === null && row.requesterId !== me && viewer.isDoctor);
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    version: row.version,
    slot: summary(slot),
    counterSlot: counter ? summary(counter) : null,
    requesterId: row.requesterId,
    requesterName: row.requesterName,
    targetDoctorId: row.targetDoctorId,
    targetDoctorName: row.targetDoctorName,
    justification: row.justification,
    targetAcceptedAt: iso(row.targetAcceptedAt),
    needsApproval,
    decidedAt: iso(row.decidedAt),
    decidedByName: row.decidedByName,
    outcome: row.outcome,
    createdAt: row.createdAt.toISOString(),
    can: {
      accept: pending && !row.targetAcceptedAt && isTarget,
      reject: pending && ((!row.targetAcceptedAt && row.targetDoctorId === me) || coordinates(access)),
      cancel: pending && row.requesterId === me,
      approve: pending && row.targetAcceptedAt !== null && needsApproval && coordinates(access),
    },
  } satisfies Swap;
}

/** GET /api/on-call/swaps: the month's requests, the doctor's slots to offer and the colleagues'. */
export async function listSwaps(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  month: string,
): Promise<SwapList> {
  const companyId = auth.companyId as string;
  const { first, last } = monthDays(month);
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    const needsApproval = await repo.swapNeedsApproval(tx, companyId);
    const rows = await repo.swapsOfMonth(tx, companyId, first, last, coordinates(access) ? null : auth.userId);
    const items = [];
    const viewer = await viewerOf(tx, auth, access);
    for (const row of rows) items.push(await toSwap(tx, row, viewer, needsApproval));
    const open = await repo.openSlotsOfMonth(tx, companyId, first, last);
    const doctors = await roster.listDoctors(tx, companyId);
    return {
      items,
      mySlots: open.filter((s) => s.doctorId === auth.userId).map(summary),
      colleagues: doctors
        .filter((d) => d.id !== auth.userId)
        .map((d) => ({
          id: d.id,
          name: d.name,
          initials: d.initials,
          slots: open.filter((s) => s.doctorId === d.id).map(summary),
        })),
      coordinates: coordinates(access),
    };
  });
}

/** A slot that may still change hands: the company's, published, open, not begun. */
function assertTradable(slot: repo.SlotSummaryRow | undefined, field: string, message: ReturnType<typeof msg>) {
  if (!slot || !slot.published) throw AppError.field('inputError', field, message);
  if (slot.closed) {
    throw new AppError('statusError', { message: msg(se, 'closed', { month: formatMonth(slot.day.slice(0, 7)) }) });
  }
  if (slot.startsAt.getTime() <= Date.now()) throw AppError.field('inputError', field, msg(se, 'past'));
}

/**
 * The roster after the request, checked by the rules: the violations it brings (none: it may be
 * applied). The slots change hands together — a swap of two slots at the same time is allowed.
 */
async function breachesOf(
  tx: Tx,
  companyId: string,
  swap: { slotId: string; counterSlotId: string | null },
  to: { slot: string; counter: string | null },
) {
  const [first] = await repo.slotSummaries(tx, eq(scheduleSlots.id, swap.slotId));
  const state = await loadRoster(tx, companyId, (first as repo.SlotSummaryRow).day.slice(0, 7));
  const after = state.slots
    .map(domainSlot)
    .map((s) =>
      s.id === swap.slotId
        ? { ...s, doctorId: to.slot }
        : s.id === swap.counterSlotId
          ? { ...s, doctorId: to.counter }
          : s,
    );
  const changed = after.filter((s) => s.id === swap.slotId || s.id === swap.counterSlotId);
  const violations = changed.flatMap((candidate) => checkAssignment(candidate, after, state.context));
  const names = rosterNames(state);
  return { violations, text: violations[0] ? violationText(violations[0], names).text : null };
}

/** POST /api/on-call/swaps: a doctor asks to hand over or swap one of their slots. */
export async function createSwap(ctx: AppContext, auth: AuthSession, access: RequestAccess, body: CreateValues) {
  const companyId = auth.companyId as string;
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    await lockCompanyRule(tx, ROSTER_LOCK, companyId);
    const ids = [body.slotId, ...(body.counterSlotId ? [body.counterSlotId] : [])];
    const slots = await repo.slotSummaries(
      tx,
      and(inArray(scheduleSlots.id, ids), eq(scheduleSlots.companyId, companyId)),
    );
    const slot = slots.find((s) => s.id === body.slotId && s.doctorId === auth.userId);
    assertTradable(slot, 'slotId', msg(se, 'slot'));
    const doctors = await roster.listDoctors(tx, companyId);
    if (body.targetDoctorId === auth.userId) throw AppError.field('inputError', 'targetDoctorId', msg(se, 'self'));
    if (body.targetDoctorId !== null && !doctors.some((d) => d.id === body.targetDoctorId)) {
      throw AppError.field('inputError', 'targetDoctorId', msg(se, 'colleague'));
    }
    if (body.kind === 'SWAP') {
      if (body.targetDoctorId === null) throw AppError.field('inputError', 'targetDoctorId', msg(se, 'colleague'));
      const counter = slots.find((s) => s.id === body.counterSlotId && s.doctorId === body.targetDoctorId);
      assertTradable(counter, 'counterSlotId', msg(se, 'counterSlot'));
      if (counter!.day.slice(0, 7) !== slot!.day.slice(0, 7)) {
        throw AppError.field('inputError', 'counterSlotId', msg(se, 'counterSlot'));
      }
    }
    const counterSlotId = body.kind === 'SWAP' ? body.counterSlotId : null;
    if (await repo.hasPendingSwap(tx, ids)) throw new AppError('statusError', { message: msg(se, 'pending') });
    if (body.targetDoctorId !== null) {
      const check = await breachesOf(
        tx,
        companyId,
        { slotId: body.slotId, counterSlotId },
        { slot: body.targetDoctorId, counter: auth.userId },
      );
      if (check.text) throw new AppError('inputError', { message: check.text });
    }
    const [inserted] = await tx
      .insert(scheduleSwaps)
      .values({
        companyId,
        kind: body.kind,
        slotId: body.slotId,
        requesterId: auth.userId,
        targetDoctorId: body.targetDoctorId,
        counterSlotId,
        justification: body.justification,
      })
      .returning({ id: scheduleSwaps.id });
    const row = (await repo.findSwap(tx, companyId, inserted!.id)) as repo.SwapRow;
    return toSwap(tx, row, await viewerOf(tx, auth, access), await repo.swapNeedsApproval(tx, companyId));
  });
}

type Decision = 'accept' | 'reject' | 'cancel' | 'approve';

/** POST /api/on-call/swaps/:id/{accept,reject,cancel,approve}: one step of the request, at `version`. */
export async function decideSwap(
  ctx: AppContext,
  auth: AuthSession,
  access: RequestAccess,
  id: string,
  version: number,
  decision: Decision,
) {
  const companyId = auth.companyId as string;
  return withTenant(ctx.db, tenantOf(auth, access), async (tx) => {
    await lockCompanyRule(tx, ROSTER_LOCK, companyId);
    const needsApproval = await repo.swapNeedsApproval(tx, companyId);
    const row = await repo.findSwap(tx, companyId, id);
    if (!row) throw new AppError('notFound');
    if (row.version !== version) {
      const when = brazilDateTime(row.updatedAt ?? row.createdAt);
      throw new AppError('otherUser', {
        message: msg(se, 'changedBy', { name: row.updatedByName ?? row.createdByName, when }),
      });
    }
    const viewer = await viewerOf(tx, auth, access);
    const current = await toSwap(tx, row, viewer, needsApproval);
    if (row.status !== 'Pending') throw new AppError('statusError', { message: msg(se, 'notPending') });
    if (!current.can[decision]) {
      if (decision === 'approve' && !row.targetAcceptedAt)
        throw new AppError('statusError', { message: msg(se, 'notAccepted') });
      throw new AppError('permissionDenied', {
        message: msg(se, 'notYours'),
        params: { module: ON_CALL_MODULE, action: decision },
      });
    }
    const set = (values: Partial<typeof scheduleSwaps.$inferInsert>) =>
      tx
        .update(scheduleSwaps)
        .set({ ...values, version: row.version + 1 })
        .where(eq(scheduleSwaps.id, id));
    const decided = { decidedAt: new Date(), decidedByName: auth.userName };
    if (decision === 'cancel') await set({ status: 'Cancelled', ...decided });
    else if (decision === 'reject') await set({ status: 'Rejected', ...decided });
    else {
      const targetDoctorId = row.targetDoctorId ?? auth.userId;
      if (decision === 'accept' && needsApproval) await set({ targetDoctorId, targetAcceptedAt: new Date() });
      else
        await apply(
          tx,
          companyId,
          { ...row, targetDoctorId, targetAcceptedAt: row.targetAcceptedAt ?? new Date() },
          set,
          decided,
        );
    }
    const saved = (await repo.findSwap(tx, companyId, id)) as repo.SwapRow;
    return toSwap(tx, saved, viewer, needsApproval);
  });
}

/** The slots change hands if they are still as asked and the rules allow it; else the request is in Error. */
async function apply(
  tx: Tx,
  companyId: string,
  row: repo.SwapRow & { targetDoctorId: string; targetAcceptedAt: Date },
  set: (values: Partial<typeof scheduleSwaps.$inferInsert>) => Promise<unknown>,
  decided: { decidedAt: Date; decidedByName: string },
) {
  const ids = [row.slotId, ...(row.counterSlotId ? [row.counterSlotId] : [])];
  const slots = await repo.slotSummaries(tx, inArray(scheduleSlots.id, ids));
  const slot = slots.find((s) => s.id === row.slotId);
  const counter = slots.find((s) => s.id === row.counterSlotId);
  const intact =
    slot?.doctorId === row.requesterId &&
    (row.counterSlotId === null || counter?.doctorId === row.targetDoctorId) &&
    slots.every((s) => s.published && !s.closed && s.startsAt.getTime() > Date.now());
  const base = { targetDoctorId: row.targetDoctorId, targetAcceptedAt: row.targetAcceptedAt, ...decided };
  if (!intact) return set({ ...base, status: 'Error', outcome: msg(se, 'changed').text });
  const check = await breachesOf(tx, companyId, row, { slot: row.targetDoctorId, counter: row.requesterId });
  if (check.text) return set({ ...base, status: 'Error', outcome: check.text });
  // The counter slot is emptied first, so the exclusion constraint never sees a passing double booking.
  if (counter) await moveSlot(tx, counter, null);
  await moveSlot(tx, slot!, row.targetDoctorId);
  if (counter) await moveSlot(tx, { ...counter, version: counter.version + 1 }, row.requesterId);
  return set({ ...base, status: 'Accepted' });
}

const moveSlot = (tx: Tx, slot: Pick<repo.SlotSummaryRow, 'id' | 'version'>, doctorId: string | null) =>
  tx
    .update(scheduleSlots)
    .set({ doctorId, version: slot.version + 1 })
    .where(and(eq(scheduleSlots.id, slot.id), eq(scheduleSlots.version, slot.version)));
